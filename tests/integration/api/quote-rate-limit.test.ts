import { randomInt, randomUUID } from "node:crypto";
import { POST as quoteRequest } from "@/app/api/quote/request/route";
import { closeDatabase, getDatabase } from "@/lib/db";
import { resetCatalog } from "@/lib/catalog/catalog";
import { prepareCatalog } from "@/lib/importer/startup-import";
import type { PremiumResult } from "@/lib/catalog/types";
import { quoteFormSchema, toQuoteRequest } from "@/lib/validations/quote";
import { usePremiumData } from "../../support/premium-data";
import { zurichOffer } from "../../support/lead-fixtures";

// A low limit for this file only (env() is read on first use, after this line).
process.env.QUOTE_RATE_LIMIT = "3";

// Addresses of this run only: on PostgreSQL the counters are shared with other files.
const run = randomInt(1, 250);
let nextHost = 1;
const freshAddress = () => `10.${run}.${200 + Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

let offer: PremiumResult;
beforeAll(async () => {
  await usePremiumData();
  await prepareCatalog();
  offer = await zurichOffer();
}, 300_000);
afterAll(async () => {
  resetCatalog();
  await closeDatabase();
});

const form = quoteFormSchema.parse({
  firstName: "Lara",
  lastName: "Limit",
  email: "lara.limit@example.ch",
  phone: "079 765 43 21",
  birthDate: "1990-05-17",
  street: "Limmatquai",
  houseNumber: "3",
  postalCode: "8001",
  city: "Zürich",
  gender: "female",
  language: "de",
  consent: true,
});
const requestFor = (key = randomUUID()) => ({ ...toQuoteRequest(offer, form), idempotencyKey: key });
const post = (body: unknown, address: string) =>
  quoteRequest(
    new Request("http://test/api/quote/request", { method: "POST", headers: { "x-forwarded-for": address }, body: JSON.stringify(body) }),
  );

describe("POST /api/quote/request per client address (QUOTE_RATE_LIMIT)", () => {
  it("stores the limit's worth of leads an hour, then answers 429 with Retry-After and a clear message", async () => {
    const address = freshAddress();
    const first = requestFor();
    const statuses = [];
    for (const body of [first, requestFor(), requestFor()]) statuses.push((await post(body, address)).status);
    expect(statuses).toEqual([201, 201, 201]);

    const refused = requestFor();
    const response = await post(refused, address);
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await response.json()).toEqual({
      error: "Zu viele Anfragen",
      details: "Du hast in kurzer Zeit viele Offerten angefordert. Bitte versuche es in 60 Minuten erneut.",
    });
    expect(await (await getDatabase()).prisma.lead.count({ where: { idempotencyKey: refused.idempotencyKey } })).toBe(0);

    // A double submit of a stored request still answers its lead, even at the limit.
    const replay = await post(first, address);
    expect(replay.status).toBe(200);
    const stored = await (await getDatabase()).prisma.lead.findUnique({ where: { idempotencyKey: first.idempotencyKey } });
    expect(await replay.json()).toEqual({ quoteId: stored!.id });

    // Another address has its own counter.
    expect((await post(requestFor(), freshAddress())).status).toBe(201);
  });

  it("does not count replays of a stored request", async () => {
    const address = freshAddress();
    const body = requestFor();
    expect((await post(body, address)).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await post(body, address)).status).toBe(200);
    expect((await post(requestFor(), address)).status).toBe(201);
    expect((await post(requestFor(), address)).status).toBe(201);
    expect((await post(requestFor(), address)).status).toBe(429);
  });
});
