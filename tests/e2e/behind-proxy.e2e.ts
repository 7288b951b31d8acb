import { randomUUID } from "node:crypto";
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import type { PremiumSearchResponse } from "../../lib/premiums/types";
import { quoteFormSchema, toQuoteRequest } from "../../lib/validations/quote";
import { codeInMail, outboxFiles } from "../support/outbox";
import { E2E_ADMIN_PASSWORD, readAdminOutbox } from "./admin-login";
import { E2E_INSURERS, readIssuedKeys } from "./issued-keys";

/**
 * What two instances behind one reverse proxy must share, checked through the proxy
 * (scripts/e2e-behind-proxy.sh runs this after the whole suite, with E2E_PROXY_CHECKS=1).
 * nginx names the instance that answered in `X-Upstream`. The requests go to the proxy on
 * 127.0.0.2: a client address of their own, so the limits counted here touch no other test.
 */
const upstreams = (process.env.E2E_PROXY_UPSTREAMS ?? "").split(",").filter(Boolean);
test.skip(!process.env.E2E_PROXY_CHECKS || upstreams.length < 2 || !process.env.BASE_URL, "runs behind the proxy only: scripts/e2e-behind-proxy.sh");
test.describe.configure({ mode: "serial", timeout: 60_000 });

const proxy = () => {
  const url = new URL(process.env.BASE_URL!);
  url.hostname = "127.0.0.2";
  return url.origin;
};
const upstreamOf = (response: APIResponse) => response.headers()["x-upstream"] ?? "";
const other = (upstream: string) => upstreams.find((u) => u !== upstream)!;

let client: APIRequestContext;
test.beforeAll(async () => {
  client = await playwrightRequest.newContext({ baseURL: proxy() });
});
test.afterAll(async () => client?.dispose());

test("the proxy spreads requests over both instances", async () => {
  const seen = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const response = await client.get("/api/health");
    expect(response.status()).toBe(200);
    seen.add(upstreamOf(response));
  }
  expect([...seen].sort()).toEqual([...upstreams].sort());
});

test("admin login across instances: the code one instance mailed opens a session on the other, valid on both", async () => {
  const outbox = readAdminOutbox()!;
  const before = new Set(outboxFiles(outbox));
  const login = await client.post("/api/admin/login", { data: { password: E2E_ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const { sessionId } = (await login.json()) as { sessionId: string };
  let mail: string | undefined;
  await expect.poll(() => (mail = outboxFiles(outbox).find((file) => !before.has(file)))).toBeTruthy();

  // The code goes to the instance that did NOT send it (straight to it, past the round robin).
  const mailedBy = upstreamOf(login);
  const admin = await playwrightRequest.newContext({ baseURL: `http://${other(mailedBy)}`, extraHTTPHeaders: { "x-forwarded-for": "127.0.0.2" } });
  const verify = await admin.post("/api/admin/verify-code", { data: { sessionId, code: codeInMail(mail!) } });
  expect(verify.status()).toBe(200);
  const cookies = (await admin.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  await admin.dispose();

  // The session cookie works through the proxy on both instances.
  const answeredBy = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const session = await client.get("/api/admin/session", { headers: { cookie: cookies } });
    expect(session.status()).toBe(200);
    answeredBy.add(upstreamOf(session));
  }
  expect([...answeredBy].sort()).toEqual([...upstreams].sort());
});

test("rate limits are shared: the key failure limit of one address counts on both instances", async () => {
  const statuses: number[] = [];
  const answeredBy = new Set<string>();
  // 10 failed key checks per address in 15 minutes (lib/insurer-api/insurer-auth.ts), an insurer no other test uses.
  for (let i = 0; i < 11; i++) {
    const response = await client.post("/api/insurer/validate-access", { headers: { "x-insurer-code": "1509", "x-api-key": `pk_falsch_${i}_${randomUUID()}` } });
    statuses.push(response.status());
    answeredBy.add(upstreamOf(response));
  }
  expect([...answeredBy].sort()).toEqual([...upstreams].sort());
  // Per instance each would have counted about 5: the 11th is refused only because they share the count.
  expect(statuses).toEqual([...Array(10).fill(401), 429]);
});

test("a lead stored through one instance is visible to the insurer on either", async () => {
  const css = readIssuedKeys()![E2E_INSURERS.css]!;
  const search = await client.post("/api/premiums/search", { data: { postalCode: "8001", birthYear: 1990, limit: 200 } });
  const offer = ((await search.json()) as PremiumSearchResponse).results.find((result) => result.insurer.code === E2E_INSURERS.css)!;
  const form = quoteFormSchema.parse({
    firstName: "Proxy", lastName: `Probe-${randomUUID().slice(0, 8)}`, email: "proxy.probe@example.ch", phone: "079 111 22 33",
    birthDate: "1990-06-15", street: "Bahnhofstrasse", houseNumber: "3", postalCode: offer.region.plz, city: offer.region.ortschaftsname,
    gender: "other", language: "de", consent: true,
  });
  const quote = await client.post("/api/quote/request", { data: { ...toQuoteRequest(offer, form), idempotencyKey: randomUUID() } });
  expect(quote.status()).toBe(201);
  const { quoteId } = (await quote.json()) as { quoteId: string };

  const insurerHeaders = { "x-insurer-code": css.insurerCode, "x-api-key": css.apiKey };
  for (const upstream of upstreams) {
    // Straight to each instance, and through the proxy until both have answered.
    const direct = await playwrightRequest.newContext({ baseURL: `http://${upstream}` });
    const leads = await direct.get("/api/insurer/leads?pageSize=100", { headers: insurerHeaders });
    expect(leads.status()).toBe(200);
    const body = (await leads.json()) as { leads: { quoteId: string; customerData: { lastName: string } }[] };
    expect(body.leads.find((lead) => lead.quoteId === quoteId)?.customerData.lastName).toBe(form.lastName);
    await direct.dispose();
  }
  const answeredBy = new Set<string>();
  for (let i = 0; i < 4 && answeredBy.size < upstreams.length; i++) {
    const leads = await client.get("/api/insurer/leads?pageSize=100", { headers: insurerHeaders });
    expect(leads.status()).toBe(200);
    expect(JSON.stringify(await leads.json())).toContain(quoteId);
    answeredBy.add(upstreamOf(leads));
  }
  expect(answeredBy.size).toBe(upstreams.length);
});
