import { randomUUID } from "node:crypto";
import { closeDatabase, getDatabase, type Database } from "@/lib/db";
import { createRateLimiter } from "@/lib/security/rate-limit";

// The limiter's SQL against the real database (PGlite here, PostgreSQL in CI).
let db: Database;
beforeAll(async () => {
  db = await getDatabase();
});
afterAll(() => closeDatabase());

const limiter = createRateLimiter({ name: "test-limit", limit: 3, windowMs: 60_000 });
const t0 = Date.UTC(2026, 10, 22, 12, 0, 0);

describe("database rate limiter", () => {
  it("counts hits per subject in a window and refuses after the limit", async () => {
    const subject = randomUUID();
    const limited = [];
    for (let i = 0; i < 4; i++) limited.push((await limiter.hit(db, subject, t0 + i * 1000)).limited);
    expect(limited).toEqual([false, false, true, true]);
    expect(await limiter.status(db, subject, t0 + 5000)).toEqual({ limited: true, remaining: 0, retryAfterSeconds: 55 });
    expect((await limiter.status(db, randomUUID(), t0 + 5000)).limited).toBe(false);
  });

  it("starts again after the window and prunes expired counters", async () => {
    const subject = randomUUID();
    for (let i = 0; i < 3; i++) await limiter.hit(db, subject, t0);
    expect((await limiter.status(db, subject, t0 + 60_000)).limited).toBe(false);
    expect(await limiter.hit(db, subject, t0 + 60_000)).toEqual({ limited: false, remaining: 2, retryAfterSeconds: 0 });
    const old = randomUUID();
    await limiter.hit(db, old, t0);
    await limiter.hit(db, randomUUID(), t0 + 120_001); // a fresh window prunes this rule's expired buckets
    const rows = await db.sql.query("SELECT key FROM rate_limit_bucket WHERE key = $1", [`test-limit:${old}`]);
    expect(rows).toEqual([]);
  });

  it("counts concurrent hits exactly (one atomic upsert each)", async () => {
    const subject = randomUUID();
    await Promise.all(Array.from({ length: 8 }, () => limiter.hit(db, subject, t0)));
    const rows = await db.sql.query<{ count: number }>("SELECT count FROM rate_limit_bucket WHERE key = $1", [`test-limit:${subject}`]);
    expect(Number(rows[0]!.count)).toBe(8);
  });

  it("consume lets exactly the limit through per window, atomically", async () => {
    const subject = randomUUID();
    const limited = [];
    for (let i = 0; i < 5; i++) limited.push((await limiter.consume(db, subject, t0 + i * 1000)).limited);
    expect(limited).toEqual([false, false, false, true, true]);
    expect(await limiter.consume(db, subject, t0 + 10_000)).toEqual({ limited: true, remaining: 0, retryAfterSeconds: 50 });
    expect((await limiter.consume(db, subject, t0 + 60_000)).limited).toBe(false);

    const racing = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => limiter.consume(db, racing, t0)));
    expect(answers.filter((answer) => !answer.limited)).toHaveLength(3);
  });

  it("slows down instead of stopping: one more attempt each time the elapsed time doubles", async () => {
    const slow = createRateLimiter({ name: "test-slow", limit: 2, windowMs: 15 * 60_000, slowDownMs: 30_000 });
    const subject = randomUUID();
    const at = async (ms: number) => slow.consume(db, subject, t0 + ms);
    expect((await at(0)).limited).toBe(false);
    expect((await at(1000)).limited).toBe(false);
    // The third attempt waits until 30 s after the window started, the fourth until 90 s, the fifth 210 s.
    expect(await at(2000)).toEqual({ limited: true, remaining: 0, retryAfterSeconds: 28 });
    await slow.refund(db, subject);
    expect((await at(30_000)).limited).toBe(false);
    expect(await at(31_000)).toEqual({ limited: true, remaining: 0, retryAfterSeconds: 59 });
    await slow.refund(db, subject);
    expect((await at(90_000)).limited).toBe(false);
    expect((await at(209_000)).limited).toBe(true);
    await slow.refund(db, subject);
    expect((await at(210_000)).limited).toBe(false);
    // Never longer than the window: at its end the counter starts again.
    for (let i = 0; i < 6; i++) await slow.refund(db, subject);
    expect((await at(15 * 60_000)).limited).toBe(false);
  });

  it("reset forgets the subject", async () => {
    const subject = randomUUID();
    for (let i = 0; i < 3; i++) await limiter.hit(db, subject, t0);
    await limiter.reset(db, subject);
    expect((await limiter.status(db, subject, t0)).limited).toBe(false);
  });
});
