import { randomInt } from "node:crypto";
import { POST as download } from "@/app/api/insurer/download/route";
import { GET as leads } from "@/app/api/insurer/leads/route";
import { POST as validateAccess } from "@/app/api/insurer/validate-access/route";
import { getDatabase, type Database } from "@/lib/db";
import { deactivateKeys, issueKey, listKeys } from "@/lib/insurers/access-keys";
import type { LeadView } from "@/lib/leads/lead-record";
import type { PremiumResult } from "@/lib/catalog/types";
import { createLead, zurichPremiums } from "@/tests/support/lead-fixtures";
import { useCatalog } from "../../support/premium-data";

// The real BAG data (a lead needs a real premium), leads stored through POST /api/quote/request.
let db: Database;
let premiumA: PremiumResult;
let premiumB: PremiumResult;
let keyA: string;
let keyB: string;
const leadsOfA: string[] = []; // oldest first
let leadOfB: string;

// A fresh range of client addresses per run: the suite may share one PostgreSQL database.
const run = randomInt(1, 250);
let nextHost = 1;
const freshAddress = () => `10.${run}.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

type Auth = { code?: string; key?: string; address?: string };
const headersOf = ({ code, key, address = freshAddress() }: Auth) => ({
  ...(code === undefined ? {} : { "x-insurer-code": code }),
  ...(key === undefined ? {} : { "x-api-key": key }),
  "x-forwarded-for": address,
});
const validate = (auth: Auth, url = "http://test/api/insurer/validate-access") =>
  validateAccess(new Request(url, { method: "POST", headers: headersOf(auth) }));
const getLeads = (auth: Auth, query = "") => leads(new Request(`http://test/api/insurer/leads${query}`, { headers: headersOf(auth) }));
const markDownloaded = (auth: Auth, body: unknown) =>
  download(
    new Request("http://test/api/insurer/download", {
      method: "POST",
      headers: headersOf(auth),
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
const leadPage = async (response: Response) => {
  expect(response.status).toBe(200);
  return (await response.json()) as { leads: LeadView[]; totalCount: number };
};
const asA = (): Auth => ({ code: premiumA.insurer.code, key: keyA });
const asB = (): Auth => ({ code: premiumB.insurer.code, key: keyB });

useCatalog();
beforeAll(async () => {
  db = await getDatabase();
  const premiums = await zurichPremiums();
  // Two insurers from the middle of the list (other suites tend to use the cheapest one).
  premiumA = premiums[6]!;
  premiumB = premiums.find((p) => p.insurer.code !== premiumA.insurer.code && premiums.indexOf(p) > 10)!;
  keyA = (await issueKey(db, premiumA.insurer.code)).secret;
  keyB = (await issueKey(db, premiumB.insurer.code)).secret;
  const people = ["Anna", "Beat", "Chiara"].map((firstName, i) => ({
    firstName,
    lastName: `Muster-${i}`,
    email: `${firstName.toLowerCase()}@example.ch`,
    phone: `079 000 00 0${i}`,
  }));
  for (const [i, person] of people.entries()) {
    const id = await createLead(premiumA, person);
    // Distinct creation times, one minute apart, so "newest first" is unambiguous.
    await db.prisma.lead.update({ where: { id }, data: { createdAt: new Date(Date.UTC(2026, 10, 1, 8, i)) } });
    leadsOfA.push(id);
  }
  leadOfB = await createLead(premiumB, { firstName: "Dario", lastName: "Bernasconi", email: "dario@example.ch", phone: "079 111 11 11" });
}, 300_000);


describe("POST /api/insurer/validate-access", () => {
  it("accepts the insurer's key and counts the use", async () => {
    const before = (await listKeys(db, premiumA.insurer.code))[0]!;
    const response = await validate(asA());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, insurerCode: premiumA.insurer.code });
    const after = (await listKeys(db, premiumA.insurer.code))[0]!;
    expect(after.usageCount).toBe(before.usageCount + 1);
    expect(after.lastUsedAt).not.toBeNull();
  });

  it("answers 401 with the German message when a header is missing", async () => {
    for (const auth of [{ code: premiumA.insurer.code }, { key: keyA }, {}]) {
      const response = await validate(auth);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: "Zugangsdaten fehlen",
        details: expect.stringContaining("Bitte senden Sie"),
      });
    }
  });

  it("answers 401 for a wrong key, another insurer's key or an unknown insurer", async () => {
    for (const auth of [
      { code: premiumA.insurer.code, key: `${keyA}x` },
      { code: premiumA.insurer.code, key: keyB },
      { code: "99999", key: keyA },
    ]) {
      const response = await validate(auth);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Anmeldung fehlgeschlagen", details: "Bitte überprüfen Sie Ihre Zugangsdaten" });
    }
  });

  it("refuses credentials in the query string without echoing them", async () => {
    const response = await validate(asA(), `http://test/api/insurer/validate-access?apiKey=${keyA}`);
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain(keyA);
  });

  it("keeps an old key valid after a new one is issued, until it is deactivated", async () => {
    const code = premiumB.insurer.code;
    const old = await issueKey(db, code);
    const fresh = await issueKey(db, code);
    expect((await validate({ code, key: old.secret })).status).toBe(200);
    expect((await validate({ code, key: fresh.secret })).status).toBe(200);
    await deactivateKeys(db, code, { keep: [fresh.id, (await listKeys(db, code)).at(-1)!.id] });
    expect((await validate({ code, key: old.secret })).status).toBe(401);
    expect((await validate({ code, key: fresh.secret })).status).toBe(200);
    expect((await validate(asB())).status).toBe(200); // the first key, kept above
  });
});

describe("GET /api/insurer/leads", () => {
  it("answers the insurer's own leads, newest first, decrypted, with the total", async () => {
    const page = await leadPage(await getLeads(asA()));
    expect(page.totalCount).toBe(3);
    expect(page.leads.map((lead) => lead.quoteId)).toEqual([...leadsOfA].reverse());
    expect(page.leads[0]).toMatchObject({
      status: "new",
      downloadCount: 0,
      customerData: {
        firstName: "Chiara",
        lastName: "Muster-2",
        email: "chiara@example.ch",
        phone: "079 000 00 02",
        dateOfBirth: "1990-05-17",
        zipCode: "8001",
        city: "Zürich",
        canton: "Zürich",
        selectedPremium: { region: { plz: "8001", canton: { code: "ZH", name: "Zürich" } } },
      },
      premiumInfo: {
        monthly_premium: premiumA.monthlyPremium,
        franchise: 300,
        model: "Standard",
        product_name: premiumA.model.tariffName,
        tariff_year: premiumA.tariffYear,
        accident_coverage: premiumA.accidentCoverage,
      },
      household: { size: 1, monthly_total: premiumA.monthlyPremium },
    });
    expect(page.leads[0]!.persons).toEqual([expect.objectContaining({ position: 0, firstName: "Chiara", email: "chiara@example.ch" })]);
  });

  it("pages with page and pageSize; totalCount stays the filter's count", async () => {
    const second = await leadPage(await getLeads(asA(), "?page=2&pageSize=10"));
    expect(second).toEqual({ leads: [], totalCount: 3 });
  });

  it("refuses bad query parameters with 400", async () => {
    for (const query of ["?pageSize=7", "?page=0", "?page=abc", "?hideDownloaded=maybe"]) {
      const response = await getLeads(asA(), query);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe("Ungültige Anfrage");
    }
  });

  it("never shows or counts another insurer's leads", async () => {
    const page = await leadPage(await getLeads(asB()));
    expect(page.totalCount).toBe(1);
    expect(page.leads.map((lead) => lead.quoteId)).toEqual([leadOfB]);
    expect(JSON.stringify(page)).not.toContain("Chiara");
  });

  it("answers 401 without valid credentials", async () => {
    expect((await getLeads({})).status).toBe(401);
    expect((await getLeads({ code: premiumA.insurer.code, key: keyB })).status).toBe(401);
  });
});

describe("POST /api/insurer/download", () => {
  it("marks only the caller's own leads; other insurers' and unknown ids are ignored", async () => {
    // B tries A's leads: nothing happens.
    const byB = await markDownloaded(asB(), { quoteIds: [leadsOfA[0]] });
    expect(byB.status).toBe(200);
    expect(await byB.json()).toEqual({ downloadedCount: 0 });
    expect((await leadPage(await getLeads(asA()))).leads.every((lead) => lead.status === "new")).toBe(true);

    const byA = await markDownloaded(asA(), { quoteIds: [leadsOfA[0], leadsOfA[0], leadOfB, "00000000-0000-4000-8000-000000000000"] });
    expect(await byA.json()).toEqual({ downloadedCount: 1 });
    const page = await leadPage(await getLeads(asA()));
    expect(page.leads.find((lead) => lead.quoteId === leadsOfA[0])).toMatchObject({ status: "downloaded", downloadCount: 1 });
    expect(page.leads.filter((lead) => lead.status === "new")).toHaveLength(2);
    const stored = await db.prisma.lead.findUniqueOrThrow({ where: { id: leadsOfA[0] } });
    expect(stored.lastDownloadAt).not.toBeNull();
    const ofB = await leadPage(await getLeads(asB()));
    expect(ofB.leads[0]).toMatchObject({ quoteId: leadOfB, status: "new", downloadCount: 0 });
  });

  it("counts every download and hides downloaded leads on request", async () => {
    expect(await (await markDownloaded(asA(), { quoteIds: [leadsOfA[0]] })).json()).toEqual({ downloadedCount: 1 });
    const all = await leadPage(await getLeads(asA()));
    expect(all.leads.find((lead) => lead.quoteId === leadsOfA[0])?.downloadCount).toBe(2);
    const hidden = await leadPage(await getLeads(asA(), "?hideDownloaded=true&pageSize=25"));
    expect(hidden.totalCount).toBe(2);
    expect(hidden.leads.map((lead) => lead.quoteId)).toEqual([leadsOfA[2], leadsOfA[1]]);
  });

  it("refuses a bad body with 400 and a German message", async () => {
    for (const body of ["not json", {}, { quoteIds: [] }, { quoteIds: "abc" }, { quoteIds: ["<script>"] }]) {
      const response = await markDownloaded(asA(), body);
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.error).toBe("Ungültige Anfrage");
    }
    const empty = await (await markDownloaded(asA(), { quoteIds: [] })).json();
    expect(empty.details).toBe("Bitte wählen Sie mindestens einen Lead aus");
  });

  it("answers 401 without valid credentials and marks nothing", async () => {
    const response = await markDownloaded({ code: premiumA.insurer.code, key: "pk_wrong" }, { quoteIds: [leadsOfA[1]] });
    expect(response.status).toBe(401);
    const stored = await db.prisma.lead.findUniqueOrThrow({ where: { id: leadsOfA[1] } });
    expect(stored.status).toBe("new");
  });
});

describe("rate limiting of failed key checks", () => {
  it("slows an address down for that insurer after 5 failures, even with the right key, but not other addresses", async () => {
    const address = freshAddress();
    const code = premiumA.insurer.code;
    for (let i = 0; i < 5; i++) expect((await validate({ code, key: "pk_guess", address })).status).toBe(401);
    const blocked = await validate({ ...asA(), address });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await blocked.json()).error).toBe("Zu viele Fehlversuche");
    expect((await getLeads({ ...asA(), address })).status).toBe(429);
    expect((await validate(asA())).status).toBe(200);
  });
  // Failures for one code from many addresses lock nobody out: tests/integration/security/brute-force-limits.test.ts.
});
