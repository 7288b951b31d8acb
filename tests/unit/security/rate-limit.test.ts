/**
 * @jest-environment node
 */
import { bucketAfterHit, decide } from "@/lib/security/rate-limit";

const rule = { limit: 3, windowMs: 60_000 };
const t0 = Date.UTC(2026, 10, 22, 12, 0, 0);

describe("rate limiter window logic", () => {
  it("starts a window at the first event and counts within it", () => {
    const first = bucketAfterHit(null, t0, rule.windowMs);
    expect(first).toEqual({ count: 1, windowStartMs: t0 });
    expect(bucketAfterHit(first, t0 + 59_999, rule.windowMs)).toEqual({ count: 2, windowStartMs: t0 });
  });

  it("starts a new window once the old one has run out", () => {
    expect(bucketAfterHit({ count: 9, windowStartMs: t0 }, t0 + 60_000, rule.windowMs)).toEqual({ count: 1, windowStartMs: t0 + 60_000 });
  });

  it("allows up to the limit and refuses from then on until the window ends", () => {
    expect(decide(null, t0, rule)).toEqual({ limited: false, remaining: 3, retryAfterSeconds: 0 });
    expect(decide({ count: 2, windowStartMs: t0 }, t0 + 1000, rule)).toEqual({ limited: false, remaining: 1, retryAfterSeconds: 0 });
    expect(decide({ count: 3, windowStartMs: t0 }, t0 + 1000, rule)).toEqual({ limited: true, remaining: 0, retryAfterSeconds: 59 });
    expect(decide({ count: 3, windowStartMs: t0 }, t0 + 59_500, rule)).toMatchObject({ limited: true, retryAfterSeconds: 1 });
    expect(decide({ count: 3, windowStartMs: t0 }, t0 + 60_000, rule)).toEqual({ limited: false, remaining: 3, retryAfterSeconds: 0 });
  });

  it("a sequence of hits is limited exactly after `limit` events", () => {
    let bucket = null;
    const decisions = [];
    for (let i = 0; i < 5; i++) {
      bucket = bucketAfterHit(bucket, t0 + i * 1000, rule.windowMs);
      decisions.push(decide(bucket, t0 + i * 1000, rule).limited);
    }
    expect(decisions).toEqual([false, false, true, true, true]);
  });
});
