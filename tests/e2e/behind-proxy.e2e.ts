import { randomUUID } from "node:crypto";
import http from "node:http";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import type { PremiumSearchResponse } from "../../lib/catalog/types";
import { quoteFormSchema, toQuoteRequest } from "../../lib/validations/quote";
import { codeInMail, outboxFiles } from "../support/outbox";
import { E2E_ADMIN_PASSWORD, readAdminOutbox } from "./admin-login";
import { E2E_INSURERS, readIssuedKeys } from "./issued-keys";

/**
 * What two instances behind one reverse proxy must share, checked through the proxy
 * (scripts/e2e-behind-proxy.sh runs this after the whole suite, with E2E_PROXY_CHECKS=1).
 * nginx names the instance that answered in `X-Upstream`. The requests leave from 127.0.0.2 (the
 * rate-limit check: it blocks that address for 15 minutes) or 127.0.0.3: client addresses of their
 * own, so the limits counted here touch no other test.
 */
const upstreams = (process.env.E2E_PROXY_UPSTREAMS ?? "").split(",").filter(Boolean);
test.skip(!process.env.E2E_PROXY_CHECKS || upstreams.length < 2 || !process.env.BASE_URL, "runs behind the proxy only: scripts/e2e-behind-proxy.sh");
test.describe.configure({ mode: "serial", timeout: 60_000 });

type Answer = { status: number; upstream: string; body: string; cookies: string[] };

/** One request through the proxy, sent from a loopback address of its own. */
function send(
  method: "GET" | "POST",
  path: string,
  { headers = {}, json, from = "127.0.0.3" }: { headers?: Record<string, string>; json?: unknown; from?: string } = {},
): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, process.env.BASE_URL),
      { method, localAddress: from, headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            upstream: String(response.headers["x-upstream"] ?? ""),
            body: Buffer.concat(chunks).toString(),
            cookies: response.headers["set-cookie"] ?? [],
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
const other = (upstream: string) => upstreams.find((u) => u !== upstream)!;

test("the proxy spreads requests over both instances", async () => {
  const seen = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const response = await send("GET", "/api/health");
    expect(response.status).toBe(200);
    seen.add(response.upstream);
  }
  expect([...seen].sort()).toEqual([...upstreams].sort());
});

test("admin login across instances: the code one instance mailed opens a session on the other, valid on both", async () => {
  const outbox = readAdminOutbox()!;
  const before = new Set(outboxFiles(outbox));
  const login = await send("POST", "/api/admin/login", { json: { password: E2E_ADMIN_PASSWORD } });
  expect(login.status).toBe(200);
  const { sessionId } = JSON.parse(login.body) as { sessionId: string };
  let mail: string | undefined;
  await expect.poll(() => (mail = outboxFiles(outbox).find((file) => !before.has(file)))).toBeTruthy();

  // The code goes to the instance that did NOT send it (straight to it, past the round robin).
  const mailedBy = login.upstream;
  const admin = await playwrightRequest.newContext({ baseURL: `http://${other(mailedBy)}`, extraHTTPHeaders: { "x-forwarded-for": "127.0.0.3" } });
  const verify = await admin.post("/api/admin/verify-code", { data: { sessionId, code: codeInMail(mail!) } });
  expect(verify.status()).toBe(200);
  const cookies = (await admin.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  await admin.dispose();

  // The session cookie works through the proxy on both instances.
  const answeredBy = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const session = await send("GET", "/api/admin/session", { headers: { cookie: cookies } });
    expect(session.status).toBe(200);
    answeredBy.add(session.upstream);
  }
  expect([...answeredBy].sort()).toEqual([...upstreams].sort());
});

test("rate limits are shared: the key failure limit of one address counts on both instances", async () => {
  const statuses: number[] = [];
  const answeredBy = new Set<string>();
  // 5 failed key checks per address pass at once, the next waits (lib/auth/insurer-auth.ts), an insurer no other test uses.
  for (let i = 0; i < 6; i++) {
    const response = await send("POST", "/api/insurer/validate-access", {
      from: "127.0.0.2",
      headers: { "x-insurer-code": "1509", "x-api-key": `pk_falsch_${i}_${randomUUID()}` },
    });
    statuses.push(response.status);
    answeredBy.add(response.upstream);
  }
  expect([...answeredBy].sort()).toEqual([...upstreams].sort());
  // Per instance each would have counted about 3: the 6th is refused only because they share the count.
  expect(statuses).toEqual([...Array(5).fill(401), 429]);
});

test("a lead stored through one instance is visible to the insurer on either", async () => {
  const css = readIssuedKeys()![E2E_INSURERS.css]!;
  const search = await send("POST", "/api/premiums/search", { json: { postalCode: "8001", birthYear: 1990, limit: 200 } });
  const offer = (JSON.parse(search.body) as PremiumSearchResponse).results.find((result) => result.insurer.code === E2E_INSURERS.css)!;
  const form = quoteFormSchema.parse({
    firstName: "Proxy", lastName: `Probe-${randomUUID().slice(0, 8)}`, email: "proxy.probe@example.ch", phone: "079 111 22 33",
    birthDate: "1990-06-15", street: "Bahnhofstrasse", houseNumber: "3", postalCode: offer.region.plz, city: offer.region.ortschaftsname,
    gender: "other", language: "de", consent: true,
  });
  const quote = await send("POST", "/api/quote/request", { json: { ...toQuoteRequest(offer, form), idempotencyKey: randomUUID() } });
  expect(quote.status).toBe(201);
  const { quoteId } = JSON.parse(quote.body) as { quoteId: string };

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
    const leads = await send("GET", "/api/insurer/leads?pageSize=100", { headers: insurerHeaders });
    expect(leads.status).toBe(200);
    expect(leads.body).toContain(quoteId);
    answeredBy.add(leads.upstream);
  }
  expect(answeredBy.size).toBe(upstreams.length);
});
