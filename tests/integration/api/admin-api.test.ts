import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { sealData } from "iron-session";
import { GET as auditLog } from "@/app/api/admin/audit-log/route";
import { POST as deactivateOld } from "@/app/api/admin/deactivate-old-api-keys/route";
import { GET as insurersStatus } from "@/app/api/admin/insurers-status/route";
import { POST as deleteLead } from "@/app/api/admin/leads/delete/route";
import { POST as searchLeads } from "@/app/api/admin/leads/search/route";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as logout } from "@/app/api/admin/logout/route";
import { POST as renewAll } from "@/app/api/admin/renew-all-api-keys/route";
import { POST as renewSingle } from "@/app/api/admin/renew-single-api-key/route";
import { POST as resendCode } from "@/app/api/admin/resend-code/route";
import { GET as session } from "@/app/api/admin/session/route";
import { POST as verifyCode } from "@/app/api/admin/verify-code/route";
import { closeDatabase, getDatabase, type Database } from "@/lib/db";
import { issueKey, verifyKey } from "@/lib/insurers/access-keys";
import { emailLookupHash, seal } from "@/lib/leads/lead-crypto";
import { leadKeyring } from "@/lib/leads/lead-keyring";
import type { SealedCustomer } from "@/lib/leads/lead-record";
import { latestCode, outboxFiles, readMail } from "@/tests/support/outbox";
import { configureTestAdmin } from "@/tests/support/test-admin";
import { inClear } from "../../support/clear-text";

// The admin API in process against the real database (PGlite, or PostgreSQL in CI), with the
// mail outbox in a folder of its own and a password whose hash is configured here.
const PASSWORD = "richtiges Pferd Batterie Heftklammer";
const { outbox, secret: SECRET } = configureTestAdmin(PASSWORD, {
  ADMIN_CODE_TTL_SECONDS: "60",
  ADMIN_LOGIN_MAX_FAILURES: "10",
  ADMIN_COOKIE_SECURE: "auto",
});

let db: Database;
// Insurers of this file only (the suite may share one PostgreSQL database with other files).
const base = 800_000 + randomInt(0, 90_000);
const insurerA = String(base);
const insurerB = String(base + 1);

// A fresh client address per use: the failure limit counts per address.
const run = randomInt(1, 250);
let nextHost = 1;
const freshAddress = () => `10.${run}.${Math.floor(nextHost / 250) + 100}.${(nextHost++ % 250) + 1}`;

type Call = { body?: unknown; cookie?: string; address?: string; headers?: Record<string, string>; method?: string };
type Handler = (request: Request) => Promise<Response>;

async function call(handler: Handler, route: string, { body, cookie, address = freshAddress(), headers = {}, method }: Call = {}) {
  const request = new Request(`http://test/api/admin/${route}`, {
    method: method ?? (body === undefined && !["login", "logout"].includes(route) && !route.includes("renew") ? "GET" : "POST"),
    headers: { "x-forwarded-for": address, ...(cookie ? { cookie } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await handler(request);
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const post = (handler: Handler, route: string, options: Call = {}) => call(handler, route, { ...options, method: "POST" });
const get = (handler: Handler, route: string, options: Call = {}) => call(handler, route, { ...options, method: "GET" });

/** Step 1: answers the session id and the code the mail carried. */
async function passwordStep(address = freshAddress()) {
  const before = new Set(outboxFiles(outbox));
  const answer = await post(login, "login", { body: { password: PASSWORD }, address });
  expect(answer.status).toBe(200);
  return { sessionId: answer.json.sessionId as string, expiresAt: answer.json.expiresAt as string, code: latestCode(outbox, before), address };
}

const cookieOf = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith("pk_admin="))!.split(";")[0]!;

/** Both steps: answers the session cookie. */
async function loggedIn(): Promise<string> {
  const { sessionId, code, address } = await passwordStep();
  const answer = await post(verifyCode, "verify-code", { body: { sessionId, code }, address });
  expect(answer.status).toBe(200);
  return cookieOf(answer.headers);
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

beforeAll(async () => {
  db = await getDatabase();
  await db.prisma.insurer.createMany({ data: [{ code: insurerA, name: "Adminkasse Eins" }, { code: insurerB, name: "Adminkasse Zwei" }] });
});
afterAll(async () => {
  await closeDatabase();
  rmSync(outbox, { recursive: true, force: true });
});

describe("every admin endpoint needs a session", () => {
  const protectedRoutes: [string, Handler, "GET" | "POST", unknown][] = [
    ["session", session, "GET", undefined],
    ["logout", logout, "POST", undefined],
    ["insurers-status", insurersStatus, "GET", undefined],
    ["audit-log", auditLog, "GET", undefined],
    ["renew-all-api-keys", renewAll, "POST", undefined],
    ["renew-single-api-key", renewSingle, "POST", { insurerCode: insurerA }],
    ["deactivate-old-api-keys", deactivateOld, "POST", { insurerCode: insurerA }],
    ["leads/search", searchLeads, "POST", { query: "anna@example.ch" }],
    ["leads/delete", deleteLead, "POST", { quoteId: randomUUID() }],
  ];

  it.each(protectedRoutes)("%s answers 401 without a session cookie", async (route, handler, method, body) => {
    const answer = await call(handler, route, { method, body });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ error: "Nicht angemeldet", details: "Bitte melden Sie sich in der Administration an." });
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses forged, tampered, foreign and revoked cookies (and clears them)", async () => {
    const real = await loggedIn();
    const value = real.slice("pk_admin=".length);
    const tampered = `pk_admin=${value.slice(0, 40)}${value[40] === "A" ? "B" : "A"}${value.slice(41)}`;
    const sid = randomBytes(32).toString("base64url");
    const foreign = `pk_admin=${await sealData({ role: "admin", sid, loginAt: Date.now() }, { password: randomBytes(32).toString("base64") })}`;
    // Sealed with the right secret, but naming a session the server never opened.
    const unknown = `pk_admin=${await sealData({ role: "admin", sid, loginAt: Date.now() }, { password: SECRET })}`;
    const wrongRole = `pk_admin=${await sealData({ role: "insurer", sid, loginAt: Date.now() }, { password: SECRET })}`;
    for (const cookie of ["pk_admin=not-a-seal", tampered, foreign, unknown, wrongRole]) {
      const answer = await get(insurersStatus, "insurers-status", { cookie });
      expect(answer.status).toBe(401);
      expect(answer.headers.getSetCookie().join()).toMatch(/pk_admin=;.*Max-Age=0/i);
    }
    expect((await get(insurersStatus, "insurers-status", { cookie: real })).status).toBe(200);
  });
});

describe("login", () => {
  it("sends a code for the right password and opens an 8-hour session for the right code", async () => {
    const logs = jest.spyOn(console, "info");
    const before = new Set(outboxFiles(outbox));
    const address = freshAddress();
    const first = await post(login, "login", { body: { password: PASSWORD }, address });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: expect.any(String), expiresIn: 60 });
    const remaining = Date.parse(first.json.expiresAt as string) - Date.now();
    expect(remaining).toBeGreaterThan(55_000);
    expect(remaining).toBeLessThanOrEqual(60_000);

    // The mail went to ADMIN_EMAIL; the log names the file, never the code.
    const mails = outboxFiles(outbox).filter((file) => !before.has(file));
    expect(mails).toHaveLength(1);
    const code = latestCode(outbox, before);
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(mails[0]!, "utf8")).toMatch(/^To: betrieb@example\.ch$/m);
    const logged = logs.mock.calls.flat().join("\n");
    expect(logged).toContain(mails[0]);
    expect(logged).not.toContain(code);
    logs.mockRestore();

    // Stored: a hash of the session id and an HMAC of the code, neither in clear.
    const rows = await db.prisma.adminPendingLogin.findMany();
    expect(JSON.stringify(rows)).not.toContain(first.json.sessionId as string);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);

    const verified = await post(verifyCode, "verify-code", { body: { sessionId: first.json.sessionId, code }, address });
    expect(verified.status).toBe(200);
    const setCookie = verified.headers.getSetCookie().find((line) => line.startsWith("pk_admin="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=28800/);
    expect(setCookie).not.toMatch(/Secure/i); // plain http, SITE_URL http
    const sessionEnd = Date.parse(verified.json.expiresAt as string) - Date.now();
    expect(sessionEnd).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(sessionEnd).toBeLessThanOrEqual(8 * 3600_000);

    const current = await get(session, "session", { cookie: cookieOf(verified.headers) });
    expect(current.status).toBe(200);
    // Outside production nothing is flagged (the unit test of config-warnings covers production).
    expect(current.json).toMatchObject({ authenticated: true, configWarnings: [] });
  });

  it("marks the cookie Secure when the request came over https", async () => {
    const { sessionId, code, address } = await passwordStep();
    const verified = await post(verifyCode, "verify-code", { body: { sessionId, code }, address, headers: { "x-forwarded-proto": "https" } });
    expect(verified.status).toBe(200);
    expect(verified.headers.getSetCookie().find((line) => line.startsWith("pk_admin="))).toMatch(/; Secure/i);
  });

  it("refuses a wrong or blank password with the spec's texts", async () => {
    const wrong = await post(login, "login", { body: { password: "falsch" } });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ error: "Ungültiges Passwort", details: "Das eingegebene Passwort ist nicht korrekt", reason: "invalid_password" });
    for (const body of [{ password: "   " }, {}, "kein json", { password: 7 }]) {
      const blank = await post(login, "login", { body });
      expect(blank.status).toBe(400);
      expect(blank.json.error).toBe("Ungültige Anfrage");
    }
    const blank = await post(login, "login", { body: { password: " " } });
    expect(blank.json.details).toBe("Bitte geben Sie Ihr Passwort ein");
  });

  it("counts wrong codes: 4 tries left … 0, then the login is dead even for the right code", async () => {
    const { sessionId, code, address } = await passwordStep();
    const wrong = otherCode(code);
    for (const left of [4, 3, 2, 1]) {
      const answer = await post(verifyCode, "verify-code", { body: { sessionId, code: wrong }, address });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({
        error: "Ungültiger Code",
        details: "Der eingegebene Code ist nicht korrekt",
        reason: "invalid_code",
        attemptsLeft: left,
      });
    }
    const fifth = await post(verifyCode, "verify-code", { body: { sessionId, code: wrong }, address: freshAddress() });
    expect(fifth.json).toMatchObject({ error: "Ungültiger Code", reason: "attempts_exhausted", attemptsLeft: 0 });
    const right = await post(verifyCode, "verify-code", { body: { sessionId, code }, address: freshAddress() });
    expect(right.status).toBe(401);
    expect(right.json).toMatchObject({ error: "Session abgelaufen", details: "Bitte melden Sie sich erneut an", reason: "session_expired" });
    expect(right.headers.getSetCookie()).toEqual([]);
    // A resend cannot revive it.
    expect((await post(resendCode, "resend-code", { body: { sessionId }, address: freshAddress() })).json.reason).toBe("session_expired");
  });

  it("refuses a code in the wrong shape without spending a try", async () => {
    const { sessionId, code, address } = await passwordStep();
    for (const bad of ["12345", "1234567", "12a456", "", 123456]) {
      const answer = await post(verifyCode, "verify-code", { body: { sessionId, code: bad }, address });
      expect(answer.status).toBe(400);
      expect(answer.json.details).toBe("Der Code besteht aus 6 Ziffern");
    }
    expect((await post(verifyCode, "verify-code", { body: { sessionId: "kurz", code }, address })).status).toBe(400);
    expect((await post(verifyCode, "verify-code", { body: { sessionId, code }, address })).status).toBe(200);
  });

  it("refuses an expired code (60 s) and an expired login's resend", async () => {
    const { sessionId, code, address } = await passwordStep();
    // Only Date is faked: the database drivers keep their real timers.
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "clearImmediate", "setTimeout", "clearTimeout", "setInterval", "clearInterval", "queueMicrotask", "hrtime", "performance"] });
    try {
      jest.setSystemTime(Date.now() + 59_000);
      const other = await passwordStep(); // still valid after 59 s: checked below
      jest.setSystemTime(Date.now() + 2_000);
      const late = await post(verifyCode, "verify-code", { body: { sessionId, code }, address });
      expect(late.status).toBe(401);
      expect(late.json).toEqual({ error: "Code abgelaufen", details: "Bitte melden Sie sich erneut an", reason: "code_expired" });
      const resend = await post(resendCode, "resend-code", { body: { sessionId }, address });
      expect(resend.status).toBe(401);
      expect(resend.json).toEqual({ error: "Session abgelaufen", details: "Bitte melden Sie sich erneut an", reason: "session_expired" });
      expect((await post(verifyCode, "verify-code", { body: { sessionId: other.sessionId, code: other.code }, address })).status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it("resend replaces the code and its expiry: the new code works, the old one not", async () => {
    const { sessionId, code: oldCode, expiresAt, address } = await passwordStep();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const before = new Set(outboxFiles(outbox));
    const resent = await post(resendCode, "resend-code", { body: { sessionId }, address });
    expect(resent.status).toBe(200);
    expect(resent.json).toEqual({ expiresAt: expect.any(String), expiresIn: 60 });
    expect(Date.parse(resent.json.expiresAt as string)).toBeGreaterThan(Date.parse(expiresAt));
    const newCode = latestCode(outbox, before);
    if (newCode !== oldCode) {
      const old = await post(verifyCode, "verify-code", { body: { sessionId, code: oldCode }, address });
      expect(old.json.reason).toBe("invalid_code");
    }
    expect((await post(verifyCode, "verify-code", { body: { sessionId, code: newCode }, address })).status).toBe(200);
  });

  it("writes the code mail in the login page's language: French from /fr/admin, German for Italian or none", async () => {
    const mailOf = async (headers: Record<string, string>, resend = false) => {
      const address = freshAddress();
      let before = new Set(outboxFiles(outbox));
      const answer = await post(login, "login", { body: { password: PASSWORD }, address, headers });
      expect(answer.status).toBe(200);
      if (resend) {
        before = new Set(outboxFiles(outbox));
        expect((await post(resendCode, "resend-code", { body: { sessionId: answer.json.sessionId }, address, headers })).status).toBe(200);
      }
      const file = outboxFiles(outbox).filter((name) => !before.has(name)).at(-1)!;
      return readMail(file);
    };
    const french = await mailOf({ "accept-language": "fr" });
    expect(french.subject).toBe("Votre code de connexion à l'administration");
    expect(french.text).toMatch(/^Code : \d{6}$/m);
    expect(french.text).toContain("Le code est valable 60 secondes");
    expect((await mailOf({ "accept-language": "fr-CH,fr;q=0.9" }, true)).subject).toBe("Votre code de connexion à l'administration");
    // The panel has no Italian: the Italian address leads to the German page, so the mail is German too.
    expect((await mailOf({ "accept-language": "it" })).subject).toBe("Ihr Anmeldecode für die Administration");
    expect((await mailOf({})).text).toContain("Der Code ist 60 Sekunden gültig");
  });

  it("uses a code once, also when two checks arrive at the same time", async () => {
    const first = await passwordStep();
    expect((await post(verifyCode, "verify-code", { body: { sessionId: first.sessionId, code: first.code } })).status).toBe(200);
    const again = await post(verifyCode, "verify-code", { body: { sessionId: first.sessionId, code: first.code } });
    expect(again.status).toBe(401);
    expect(again.json.reason).toBe("session_expired");

    const second = await passwordStep();
    const both = await Promise.all(
      [1, 2, 3].map(() => post(verifyCode, "verify-code", { body: { sessionId: second.sessionId, code: second.code } })),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it("limits failed logins per address (429 with Retry-After, even for the right password)", async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await post(login, "login", { body: { password: `falsch${i}` }, address })).status).toBe(401);
    const limited = await post(login, "login", { body: { password: PASSWORD }, address });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ error: "Zu viele Anmeldeversuche", details: "Bitte versuchen Sie es in 15 Minuten erneut.", reason: "rate_limited" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    // The code step of the same address is closed too; another address is not affected.
    const other = await passwordStep();
    expect((await post(verifyCode, "verify-code", { body: { sessionId: other.sessionId, code: other.code }, address })).status).toBe(429);
    expect((await post(verifyCode, "verify-code", { body: { sessionId: other.sessionId, code: other.code }, address: other.address })).status).toBe(200);
  });

  it("logs out: the cookie is cleared and stops working on the server too", async () => {
    const cookie = await loggedIn();
    const out = await post(logout, "logout", { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/pk_admin=;.*Max-Age=0/i);
    expect((await get(session, "session", { cookie })).status).toBe(401);
  });

  it("refuses state-changing requests from other sites (403)", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://sub.test" },
    ];
    for (const headers of crossSite) {
      const answer = await post(login, "login", { body: { password: PASSWORD }, headers });
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ error: "Anfrage abgelehnt", details: "Diese Aktion ist nur von der Administrationsseite dieser Website aus möglich." });
    }
    const cookie = await loggedIn();
    const keysBefore = await db.prisma.insurerApiKey.count({ where: { insurerCode: insurerA } });
    expect((await post(renewSingle, "renew-single-api-key", { cookie, body: { insurerCode: insurerA }, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect(await db.prisma.insurerApiKey.count({ where: { insurerCode: insurerA } })).toBe(keysBefore);
    // The site's own pages pass.
    const same = await post(login, "login", { body: { password: "falsch" }, headers: { origin: "http://test", "sec-fetch-site": "same-origin" } });
    expect(same.status).toBe(401);
  });
});

describe("key management", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await loggedIn();
  });

  it("renews one insurer's key: old and new keys both work until the old ones are deactivated", async () => {
    const old = await issueKey(db, insurerA);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const answer = await post(renewSingle, "renew-single-api-key", { cookie, body: { insurerCode: insurerA } });
    expect(answer.status).toBe(200);
    const key = answer.json.key as { insurer_code: string; insurer_name: string; api_key: string };
    expect(key).toEqual({ insurer_code: insurerA, insurer_name: "Adminkasse Eins", api_key: expect.stringMatching(/^pk_/) });
    expect((await verifyKey(db, insurerA, old.secret)).ok).toBe(true);
    expect((await verifyKey(db, insurerA, key.api_key)).ok).toBe(true);
    expect((await verifyKey(db, insurerA, key.api_key)).ok).toBe(true);

    const status = await get(insurersStatus, "insurers-status", { cookie });
    expect(status.status).toBe(200);
    const row = (status.json.insurers as { code: string }[]).find((entry) => entry.code === insurerA);
    expect(row).toEqual({ code: insurerA, name_de: "Adminkasse Eins", hasActiveKey: true, usageCount: 3 });

    const deactivated = await post(deactivateOld, "deactivate-old-api-keys", { cookie, body: { insurerCode: insurerA } });
    expect(deactivated.status).toBe(200);
    expect(deactivated.json).toEqual({ insurerCode: insurerA, deactivatedCount: 1 });
    expect((await verifyKey(db, insurerA, old.secret)).ok).toBe(false);
    expect((await verifyKey(db, insurerA, key.api_key)).ok).toBe(true);

    // Audited with the admin as actor, never with the key.
    const entries = (await get(auditLog, "audit-log", { cookie })).json.entries as { action: string; target: string; actor: string }[];
    const mine = entries.filter((entry) => entry.target === insurerA);
    expect(mine.map((entry) => entry.action)).toEqual(expect.arrayContaining(["keys.renewed", "keys.deactivated"]));
    expect(mine.every((entry) => /^admin:[A-Za-z0-9_-]{8}$/.test(entry.actor))).toBe(true);
    const stored = JSON.stringify(await db.prisma.adminAuditEntry.findMany());
    expect(stored).not.toContain(key.api_key);
    expect(stored).not.toContain(old.secret);
  });

  it("renews every insurer's key at once", async () => {
    const before = await issueKey(db, insurerB);
    const answer = await post(renewAll, "renew-all-api-keys", { cookie });
    expect(answer.status).toBe(200);
    const keys = answer.json.keys as { insurer_code: string; insurer_name: string; api_key: string }[];
    const ofB = keys.find((key) => key.insurer_code === insurerB)!;
    expect(ofB).toEqual({ insurer_code: insurerB, insurer_name: "Adminkasse Zwei", api_key: expect.stringMatching(/^pk_/) });
    expect(keys.some((key) => key.insurer_code === insurerA)).toBe(true);
    expect(new Set(keys.map((key) => key.api_key)).size).toBe(keys.length);
    expect((await verifyKey(db, insurerB, ofB.api_key)).ok).toBe(true);
    expect((await verifyKey(db, insurerB, before.secret)).ok).toBe(true);
    const audit = await db.prisma.adminAuditEntry.findMany({ where: { action: "keys.renewed_all" } });
    expect(audit.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(audit)).not.toContain(ofB.api_key);
  });

  it("answers 404 for an unknown insurer and 400 for a malformed code", async () => {
    for (const handler of [renewSingle, deactivateOld]) {
      const unknown = await post(handler, "x", { cookie, body: { insurerCode: "0" } });
      expect(unknown.status).toBe(404);
      expect(unknown.json).toEqual({ error: "Unbekannter Versicherer", details: "Es gibt keinen Versicherer mit dem Code 0." });
      const malformed = await post(handler, "x", { cookie, body: { insurerCode: "a b" } });
      expect(malformed.status).toBe(400);
      expect(malformed.json.details).toBe("Ungültiger Versicherer-Code");
    }
  });
});

describe("lead deletion on request", () => {
  let cookie: string;
  const person = (firstName: string, email: string): SealedCustomer => ({
    firstName,
    lastName: "Löschtest",
    email,
    phone: "079 000 00 00",
    dateOfBirth: "1990-05-17",
    address: "Bahnhofstrasse 1",
    zipCode: "8001",
    city: "Zürich",
    ortschaftsname: "Zürich",
    gender: "female",
    language: "de",
    currentInsurerCode: null,
    currentInsurerName: null,
    consentAt: new Date().toISOString(),
  });
  // Leads sealed the way a quote request seals them (submit-quote.ts), without importing premiums.
  async function storeLead(customer: SealedCustomer): Promise<string> {
    const id = randomUUID();
    const keyring = leadKeyring();
    const sealed = seal(keyring, id, customer);
    await db.prisma.lead.create({
      data: {
        id, idempotencyKey: randomUUID(), requestHash: "test", insurerCode: insurerB, premiumId: "test", tariffYear: 2026,
        monthlyRappen: 40000, franchise: 300, model: "standard", productName: "Test", canton: "ZH", region: 1,
        keyId: sealed.keyId, customerData: sealed.sealed, emailHash: emailLookupHash(keyring.current, customer.email),
      },
    });
    return id;
  }
  const email = `anna.${randomInt(1, 1e9)}@example.ch`;
  let first: string;
  let second: string;
  let stranger: string;

  beforeAll(async () => {
    cookie = await loggedIn();
    first = await storeLead(person("Anna", email));
    second = await storeLead(person("Anna", email));
    stranger = await storeLead(person("Beat", `beat.${randomInt(1, 1e9)}@example.ch`));
  });

  it("finds leads by quote id and by e-mail address (case and spaces ignored)", async () => {
    const byId = await post(searchLeads, "leads/search", { cookie, body: { query: first.toUpperCase() } });
    expect(byId.status).toBe(200);
    expect(byId.json.leads).toEqual([
      {
        quoteId: first,
        createdAt: expect.any(String),
        insurerCode: insurerB,
        insurerName: "Adminkasse Zwei",
        status: "new",
        householdSize: 1,
        person: { firstName: "Anna", lastName: "Löschtest", email },
      },
    ]);
    const byEmail = await post(searchLeads, "leads/search", { cookie, body: { query: `  ${email.toUpperCase()} ` } });
    expect((byEmail.json.leads as { quoteId: string }[]).map((lead) => lead.quoteId).sort()).toEqual([first, second].sort());
    const none = await post(searchLeads, "leads/search", { cookie, body: { query: "niemand@example.ch" } });
    expect(none.json.leads).toEqual([]);
  });

  it("refuses a query that is neither a quote id nor an e-mail address", async () => {
    for (const [query, message] of [
      ["", "Bitte geben Sie eine Offert-ID oder eine E-Mail-Adresse ein"],
      ["Anna Löschtest", "Bitte geben Sie eine Offert-ID (UUID) oder eine gültige E-Mail-Adresse ein"],
    ]) {
      const answer = await post(searchLeads, "leads/search", { cookie, body: { query } });
      expect(answer.status).toBe(400);
      expect(answer.json.details).toBe(message);
    }
  });

  it("deletes a lead for good and audits the quote id only", async () => {
    const answer = await post(deleteLead, "leads/delete", { cookie, body: { quoteId: first } });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ deleted: true, quoteId: first });
    expect(await db.prisma.lead.findUnique({ where: { id: first } })).toBeNull();
    expect(await db.prisma.lead.count({ where: { id: { in: [second, stranger] } } })).toBe(2);

    const entry = await db.prisma.adminAuditEntry.findFirst({ where: { action: "lead.deleted", target: first } });
    expect(entry).toMatchObject({ target: first, details: { insurerCode: insurerB } });
    expect(entry!.actor).toMatch(/^admin:/);
    const text = JSON.stringify(entry);
    for (const personal of [email, "Anna", "Löschtest", "079 000 00 00", "Bahnhofstrasse"]) expect(inClear(text, personal)).toBe(false);

    const again = await post(deleteLead, "leads/delete", { cookie, body: { quoteId: first } });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ error: "Offertanfrage nicht gefunden", details: "Es gibt keine Offertanfrage mit dieser Offert-ID (mehr)." });
    expect((await post(deleteLead, "leads/delete", { cookie, body: { quoteId: "123" } })).status).toBe(400);
  });
});
