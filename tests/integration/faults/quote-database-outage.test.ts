import { randomUUID } from "node:crypto";
import pg from "pg";
import { GET as health } from "@/app/api/health/route";
import { POST as search } from "@/app/api/premiums/search/route";
import { POST as quoteRequest } from "@/app/api/quote/request/route";
import { closeDatabase } from "@/lib/db";
import { resetCatalog } from "@/lib/catalog/catalog";
import { prepareCatalog } from "@/lib/importer/startup-import";
import type { PremiumResult } from "@/lib/catalog/types";
import { quoteFormSchema, toQuoteRequest } from "@/lib/validations/quote";
import { startTcpProxy, type TcpProxy } from "../../support/tcp-proxy";
import { zurichOffer } from "../../support/lead-fixtures";

/**
 * The database stops during a quote request: the app reaches PostgreSQL through a TCP proxy
 * that the test cuts (tests/support/tcp-proxy.ts), at rest or at the moment the lead's INSERT
 * travels. The client gets a 503 "Übertragungsfehler" without internals, no half-written lead
 * stays, the pool recovers once the database is back, and a retry with the same idempotency
 * key stores the lead exactly once. PostgreSQL only: the embedded database runs in the process
 * and cannot go away on its own. (The dialog's toast for a 503 and its retry with the same key:
 * tests/unit/components/quote-dialog.test.tsx.)
 */
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
let target: string; // this file's own database (tests/support/isolated-database.ts)

let proxy: TcpProxy;
let direct: pg.Client; // straight to the database, past the proxy: what is really stored
let offer: PremiumResult;

const form = quoteFormSchema.parse({
  firstName: "Ausfall",
  lastName: "Probe",
  email: "ausfall.probe@example.ch",
  phone: "079 555 44 33",
  birthDate: "1990-05-17",
  street: "Bahnhofstrasse",
  houseNumber: "9",
  postalCode: "8001",
  city: "Zürich",
  gender: "female",
  language: "de",
  consent: true,
});

const post = (body: unknown) => quoteRequest(new Request("http://test/api/quote/request", { method: "POST", body: JSON.stringify(body) }));
const newRequest = () => ({ ...toQuoteRequest(offer, form), idempotencyKey: randomUUID() });
const leadsWithKey = async (key: string) =>
  (await direct.query<{ id: string; customer_data: string; key_id: string }>("SELECT id, customer_data, key_id FROM lead WHERE idempotency_key = $1", [key])).rows;
const INSERT_LEAD = 'INSERT INTO "public"."lead"';
const INTERNALS = /prisma|econn|postgres|127\.0\.0\.1|stack|terminated|socket/i;

describeOnPostgres("quote requests while the database is gone", () => {
  beforeAll(async () => {
    target = process.env.DATABASE_URL!;
    proxy = await startTcpProxy(target);
    process.env.DATABASE_URL = proxy.url; // env() reads it on first use, which is below
    direct = new pg.Client({ connectionString: target });
    await direct.connect();
    await prepareCatalog(); // imports the premium data when this database lacks it
    offer = await zurichOffer();
  }, 300_000);
  afterAll(async () => {
    resetCatalog();
    await closeDatabase();
    await direct?.end();
    await proxy?.close();
  });
  afterEach(() => proxy.up());

  it("answers 503 Übertragungsfehler without internals while the database is down, and stores the retry once when it is back", async () => {
    const body = newRequest();
    expect((await health()).status).toBe(200);
    proxy.down();

    const response = await post(body);
    expect(response.status).toBe(503);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toEqual({ error: "Übertragungsfehler", details: "Deine Anfrage konnte nicht gespeichert werden. Bitte versuche es erneut." });
    expect(JSON.stringify(answer)).not.toMatch(INTERNALS);
    // The rest of the site answers from memory; the health check reports the database.
    expect((await health()).status).toBe(503);
    const searchWhileDown = await search(new Request("http://test/api/premiums/search", { method: "POST", body: JSON.stringify({ postalCode: "3011", birthYear: 1980 }) }));
    expect(searchWhileDown.status).toBe(200);
    expect(await leadsWithKey(body.idempotencyKey)).toHaveLength(0);

    proxy.up();
    const retry = await post(body);
    expect(retry.status).toBe(201);
    const { quoteId } = (await retry.json()) as { quoteId: string };
    expect((await leadsWithKey(body.idempotencyKey)).map((row) => row.id)).toEqual([quoteId]);
    expect((await health()).status).toBe(200);
  });

  it("cut while the lead's INSERT is on its way: nothing stored, the retry stores it once", async () => {
    const body = newRequest();
    const cut = proxy.cutOn(INSERT_LEAD, "before-database");
    const response = await post(body);
    await cut;
    expect(response.status).toBe(503);
    expect(await leadsWithKey(body.idempotencyKey)).toHaveLength(0);

    proxy.up();
    const retry = await post(body);
    expect(retry.status).toBe(201);
    const again = await post(body); // the dialog's next retry, or a double click
    expect(again.status).toBe(200);
    const { quoteId } = (await retry.json()) as { quoteId: string };
    expect(await again.json()).toEqual({ quoteId });
    expect((await leadsWithKey(body.idempotencyKey)).map((row) => row.id)).toEqual([quoteId]);
  });

  it("cut after the database ran the INSERT, before its answer: one complete lead or none, and the retry answers that one", async () => {
    const body = newRequest();
    const cut = proxy.cutOn(INSERT_LEAD, "before-answer");
    const response = await post(body);
    await cut;
    expect(response.status).toBe(503);
    // Committed before the connection broke, or rolled back with it: never a part of a lead.
    const after = await leadsWithKey(body.idempotencyKey);
    expect(after.length).toBeLessThanOrEqual(1);
    for (const row of after) expect(row).toEqual({ id: expect.any(String), customer_data: expect.stringMatching(/.{40,}/), key_id: expect.any(String) });

    proxy.up();
    const retry = await post(body);
    expect([200, 201]).toContain(retry.status);
    const { quoteId } = (await retry.json()) as { quoteId: string };
    if (after.length === 1) expect(quoteId).toBe(after[0]!.id); // the lead the lost answer named
    expect((await leadsWithKey(body.idempotencyKey)).map((row) => row.id)).toEqual([quoteId]);
  });

  it("recovers its connection pool: a burst right after the outage is stored in full", async () => {
    proxy.down();
    expect((await post(newRequest())).status).toBe(503);
    proxy.up();
    const bodies = Array.from({ length: 12 }, newRequest);
    const answers = await Promise.all(bodies.map(post));
    expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 201));
    for (const body of bodies) expect(await leadsWithKey(body.idempotencyKey)).toHaveLength(1);
  });
});
