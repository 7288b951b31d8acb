import { randomInt, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { POST as deleteLead } from "@/app/api/admin/leads/delete/route";
import { POST as searchLeads } from "@/app/api/admin/leads/search/route";
import { GET as insurerLeads } from "@/app/api/insurer/leads/route";
import { POST as household } from "@/app/api/premiums/household/route";
import { POST as householdOffer } from "@/app/api/quote/household/route";
import { POST as quoteRequest } from "@/app/api/quote/request/route";
import { getDatabase } from "@/lib/db";
import { issueKey } from "@/lib/insurers/access-keys";
import type { HouseholdQuoteRequest } from "@/lib/leads/household-quote-request";
import type { HouseholdOfferView, HouseholdSelection } from "@/lib/leads/household-selection";
import { open } from "@/lib/leads/lead-crypto";
import { leadKeyring } from "@/lib/leads/lead-keyring";
import type { LeadView, SealedCustomer, SealedPerson } from "@/lib/leads/lead-record";
import { sendMail } from "@/lib/mail/mailer";
import { formatChf } from "@/lib/domain/premium-value";
import type { HouseholdOffer, HouseholdSearchResponse } from "@/lib/premiums/household-types";
import { decodeBody, outboxFiles } from "@/tests/support/outbox";
import { configureTestAdmin, logInTestAdmin } from "@/tests/support/test-admin";
import { useCatalog } from "../../support/premium-data";
import { inClear } from "../../support/clear-text";

// The real mailer, with a way to make one sending fail.
jest.mock("@/lib/mail/mailer", () => {
  const actual = jest.requireActual<typeof import("@/lib/mail/mailer")>("@/lib/mail/mailer");
  return { ...actual, sendMail: jest.fn((mail: Parameters<typeof actual.sendMail>[0]) => actual.sendMail(mail)) };
});

// A household's quote request through POST /api/quote/request against the real BAG data: one lead
// for the chosen insurer with a sealed row per further person, seen in that insurer's portal only,
// deleted by any person's e-mail address, confirmed to the contact person by e-mail.
const PASSWORD = "Haushalt Offerte Test Passwort";
const { outbox } = configureTestAdmin(PASSWORD);
useCatalog();

const run = randomInt(1, 1e9);
const contactEmail = `anna.${run}@example.ch`;
const partnerEmail = `beat.${run}@example.ch`;
// Two adults and two children (born 2015 and 2019: the younger one is the second child).
const family = [
  { birthYear: 1984, franchiseAmount: 300, accidentCoverage: false },
  { birthYear: 1986, franchiseAmount: 2500, accidentCoverage: false },
  { birthYear: 2019 },
  { birthYear: 2015, label: "Kind 1" },
];
let search: HouseholdSearchResponse;
let offer: HouseholdOffer;
let selection: HouseholdSelection;

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.1" },
  body: JSON.stringify(body),
});
const post = async (body: unknown) => {
  const response = await quoteRequest(new Request("http://test/api/quote/request", json(body)));
  return { status: response.status, json: (await response.json()) as { quoteId?: string; error?: string; details?: string; fields?: Record<string, string[]> } };
};

const requestFor = (chosen: HouseholdSelection = selection, key = randomUUID()): HouseholdQuoteRequest & { idempotencyKey: string } => ({
  household: chosen,
  customerData: {
    firstName: "Anna",
    lastName: "Haushalt",
    email: contactEmail,
    phone: "079 123 45 67",
    birthDate: "1984-03-02",
    address: "Bahnhofstrasse 1",
    city: "Zürich",
    gender: "female",
    language: "de",
    currentInsurerId: "8",
    consent: true,
  },
  furtherPersons: [
    { firstName: "Beat", lastName: "Haushalt", birthDate: "1986-11-30", gender: "male", email: partnerEmail },
    { firstName: "Mia", lastName: "Haushalt", birthDate: "2019-06-01", gender: "female" },
    { firstName: "Noah", lastName: "Haushalt", birthDate: "2015-01-15", gender: "male" },
  ],
  idempotencyKey: key,
});

beforeAll(async () => {
  const response = await household(new Request("http://test/api/premiums/household", json({ postalCode: "8001", tariffYear: 2026, persons: family })));
  search = (await response.json()) as HouseholdSearchResponse;
  // An insurer with a sibling premium for the second child, so the rank check is exercised.
  offer = search.offers.find((o) => o.persons[2]!.childRank === 2) ?? search.offers[0]!;
  selection = {
    insurerCode: offer.insurer.code,
    tariffYear: 2026,
    postalCode: "8001",
    persons: offer.persons.map((p, index) => ({ birthYear: family[index]!.birthYear, premiumId: p.premiumId, ...(family[index]!.label ? { label: family[index]!.label } : {}) })),
  };
}, 300_000);

describe("POST /api/quote/request with a household", () => {
  let quoteId: string;

  it("stores ONE lead for the insurer: the contact person's product in its columns, each further person sealed in a row of it", async () => {
    const mailsBefore = new Set(outboxFiles(outbox));
    const body = requestFor();
    const info = jest.spyOn(console, "info");
    const answer = await post(body);
    expect(answer.status).toBe(201);
    quoteId = answer.json.quoteId!;
    // The server log names the quote, never the person's address.
    expect(JSON.stringify(info.mock.calls)).toContain(`Offertanfrage ${quoteId}`);
    expect(JSON.stringify(info.mock.calls)).not.toContain(contactEmail);
    info.mockRestore();
    const db = await getDatabase();
    const leads = await db.prisma.lead.findMany({ where: { idempotencyKey: body.idempotencyKey }, include: { persons: { orderBy: { position: "asc" } } } });
    expect(leads).toHaveLength(1);
    const [lead] = leads;
    const rappen = offer.persons.map((p) => Math.round(p.monthlyPremium * 100));
    expect(lead).toMatchObject({ id: quoteId, insurerCode: offer.insurer.code, tariffYear: 2026, premiumId: offer.persons[0]!.premiumId, monthlyRappen: rappen[0], franchise: 300, accident: false });
    expect(lead!.persons.map((p) => [p.position, p.premiumId, p.monthlyRappen, p.franchise, p.accident, p.childRank])).toEqual(
      offer.persons.slice(1).map((p, i) => [i + 1, p.premiumId, rappen[i + 1], p.franchise, p.accidentCoverage, p.childRank]),
    );
    // Sealed: nothing of the persons in clear, each row opens only under its own lead id and position.
    const keyring = leadKeyring();
    const stored = JSON.stringify(lead);
    for (const personal of ["Haushalt", "Beat", "Mia", "Noah", partnerEmail, contactEmail, "2019-06-01"]) expect(inClear(stored, personal)).toBe(false);
    expect(open<SealedCustomer>(keyring, quoteId, lead!.customerData)).toMatchObject({ firstName: "Anna", currentInsurerCode: "8" });
    expect(lead!.persons.map((p) => open<SealedPerson>(keyring, `${quoteId}/${p.position}`, p.personData))).toEqual([
      { firstName: "Beat", lastName: "Haushalt", dateOfBirth: "1986-11-30", gender: "male", email: partnerEmail, label: null },
      { firstName: "Mia", lastName: "Haushalt", dateOfBirth: "2019-06-01", gender: "female", email: null, label: null },
      { firstName: "Noah", lastName: "Haushalt", dateOfBirth: "2015-01-15", gender: "male", email: null, label: "Kind 1" },
    ]);
    expect(() => open(keyring, `${quoteId}/2`, lead!.persons[0]!.personData)).toThrow();
    expect(lead!.persons[0]!.emailHash).toEqual(expect.any(String));
    expect(lead!.persons[1]!.emailHash).toBeNull();

    // The confirmation: to the contact person, naming the insurer, each person's offer and the total.
    const mails = outboxFiles(outbox).filter((file) => !mailsBefore.has(file));
    expect(mails).toHaveLength(1);
    const mail = readFileSync(mails[0]!, "utf8");
    expect(mail).toMatch(new RegExp(`^To: ${contactEmail}$`, "m"));
    const decoded = decodeBody(mail);
    expect(decoded).toContain(`Hallo Anna`);
    expect(decoded).toContain(`an ${offer.insurer.name} weitergegeben`);
    expect(decoded).toContain(`Offert-ID ${quoteId}`);
    for (const [index, name] of ["Anna Haushalt", "Beat Haushalt", "Mia Haushalt", "Noah Haushalt"].entries()) {
      const premium = offer.persons[index]!.monthlyPremium.toFixed(2);
      expect(decoded).toMatch(new RegExp(`^- ${name}: .+, Franchise CHF\\s\\S+, (mit|ohne) Unfall: CHF\\s${premium} pro Monat$`, "m"));
    }
    expect(decoded.replace(/\u00a0/g, " ")).toContain(`Total Haushalt: ${formatChf(offer.total.monthly).replace(/\u00a0/g, " ")} pro Monat`);
    expect(decoded).toContain("/privacy");
  });

  it("answers a double submit with the same quote id and stores nothing twice (and sends no second mail)", async () => {
    const body = requestFor();
    const first = await post(body);
    const mailsBefore = outboxFiles(outbox).length;
    const [again, concurrent] = await Promise.all([post(body), post(body)]);
    expect(first.status).toBe(201);
    expect([again.status, concurrent.status]).toEqual([200, 200]);
    expect(again.json.quoteId).toBe(first.json.quoteId);
    expect(concurrent.json.quoteId).toBe(first.json.quoteId);
    const db = await getDatabase();
    expect(await db.prisma.lead.count({ where: { idempotencyKey: body.idempotencyKey } })).toBe(1);
    expect(await db.prisma.leadPerson.count({ where: { leadId: first.json.quoteId } })).toBe(3);
    expect(outboxFiles(outbox)).toHaveLength(mailsBefore);
  });

  it.each([
    ["a further person without a first name", (r: HouseholdQuoteRequest) => (r.furtherPersons[1]!.firstName = " "), "furtherPersons.1.firstName", "Vorname ist erforderlich"],
    ["a further person's birth date outside the searched birth year", (r: HouseholdQuoteRequest) => (r.furtherPersons[2]!.birthDate = "2016-01-15"), "furtherPersons.2.birthDate", "Das Geburtsdatum passt nicht zum Jahrgang aus deiner Suche."],
    ["a further person without gender", (r: HouseholdQuoteRequest) => delete (r.furtherPersons[0] as Partial<HouseholdQuoteRequest["furtherPersons"][number]>).gender, "furtherPersons.0.gender", "Geschlecht ist erforderlich"],
    ["a bad optional e-mail address", (r: HouseholdQuoteRequest) => (r.furtherPersons[1]!.email = "mia@"), "furtherPersons.1.email", "Ungültige E-Mail-Adresse"],
    ["a person missing", (r: HouseholdQuoteRequest) => r.furtherPersons.pop(), "furtherPersons", "Bitte gib für jede weitere Person des Haushalts ihre Angaben an."],
  ])("refuses %s with 400, the field's path and its German message", async (_name, spoil, field, message) => {
    const body = requestFor();
    spoil(body);
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toEqual({ [field]: [message] });
    expect(await (await getDatabase()).prisma.lead.count({ where: { idempotencyKey: body.idempotencyKey } })).toBe(0);
  });

  it("refuses a premium of another insurer, of an age class that does not fit and a sibling premium for the first child (400 with the person's field)", async () => {
    const other = search.offers.find((o) => o.insurer.code !== offer.insurer.code)!;
    const cases: [HouseholdSelection, string, string][] = [
      [{ ...selection, persons: selection.persons.map((p, i) => (i === 1 ? { ...p, premiumId: other.persons[1]!.premiumId } : p)) }, "household.persons.1.premiumId", "anderen Krankenkasse"],
      [{ ...selection, persons: selection.persons.map((p, i) => (i === 3 ? { ...p, premiumId: offer.persons[0]!.premiumId } : p)) }, "household.persons.3.birthYear", "Altersgruppe"],
    ];
    const sibling = offer.persons[2]!;
    if (sibling.childRank === 2) {
      // The second child's sibling premium claimed for the oldest child.
      cases.push([{ ...selection, persons: selection.persons.map((p, i) => (i === 3 ? { ...p, premiumId: sibling.premiumId } : p)) }, "household.persons.3.premiumId", "Geschwisterprämie"]);
    }
    for (const [chosen, field, words] of cases) {
      const answer = await post(requestFor(chosen));
      expect([answer.status, Object.keys(answer.json.fields ?? {})]).toEqual([400, [field]]);
      expect(answer.json.details).toContain(words);
    }
    const unknown = await post(requestFor({ ...selection, persons: selection.persons.map((p, i) => (i === 2 ? { ...p, premiumId: "p2026-AAAAAAAAAAAAAAAA" } : p)) }));
    expect([unknown.status, unknown.json.fields]).toEqual([422, { "household.persons.2.premiumId": [expect.stringContaining("gibt es in den aktuellen Prämiendaten nicht")] }]);
  });

  it("POST /api/quote/household shows the dialog the offer from the premium data, not from the client", async () => {
    const response = await householdOffer(new Request("http://test/api/quote/household", json(selection)));
    expect(response.status).toBe(200);
    const view = (await response.json()) as HouseholdOfferView;
    expect(view.insurer).toEqual(offer.insurer);
    expect(view.persons.map((p) => [p.premiumId, p.monthlyPremium, p.franchise, p.accidentCoverage, p.tariffName])).toEqual(
      offer.persons.map((p) => [p.premiumId, p.monthlyPremium, p.franchise, p.accidentCoverage, p.model.tariffName]),
    );
    expect(view.total).toEqual(offer.total);
    const bad = await householdOffer(new Request("http://test/api/quote/household", json({ ...selection, postalCode: "3000" })));
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(["household.postalCode"]);
  });

  it("the insurer's portal shows the household as one lead with its persons; another insurer sees nothing of it", async () => {
    const db = await getDatabase();
    const own = (await issueKey(db, offer.insurer.code)).secret;
    const otherCode = search.offers.find((o) => o.insurer.code !== offer.insurer.code)!.insurer.code;
    const foreign = (await issueKey(db, otherCode)).secret;
    const page = async (code: string, key: string) => {
      const response = await insurerLeads(
        new Request("http://test/api/insurer/leads?pageSize=100", { headers: { "x-insurer-code": code, "x-api-key": key, "x-forwarded-for": "10.77.0.2" } }),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { leads: LeadView[] }).leads;
    };
    const lead = (await page(offer.insurer.code, own)).find((entry) => entry.quoteId === quoteId)!;
    expect(lead.customerData).toMatchObject({ firstName: "Anna", address: "Bahnhofstrasse 1", gender: "female", language: "de", currentInsurerName: expect.stringContaining("CSS") });
    expect(lead.premiumInfo).toMatchObject({ tariff_year: 2026, accident_coverage: false, monthly_premium: offer.persons[0]!.monthlyPremium });
    expect(lead.persons.map((p) => [p.position, p.firstName, p.premium.monthly_premium, p.premium.franchise, p.premium.product_name])).toEqual(
      offer.persons.map((p, i) => [i, ["Anna", "Beat", "Mia", "Noah"][i], p.monthlyPremium, p.franchise, p.model.tariffName]),
    );
    expect(lead.household).toEqual({ size: 4, monthly_total: offer.total.monthly });
    const theirs = await page(otherCode, foreign);
    expect(theirs.some((entry) => entry.quoteId === quoteId)).toBe(false);
    expect(JSON.stringify(theirs)).not.toContain("Haushalt");
  });

  it("the admin finds the household's lead by a further person's e-mail and deletes it with all its persons", async () => {
    const cookie = (await logInTestAdmin(outbox, PASSWORD, "10.77.0.3")).split(";")[0]!;
    const admin = (handler: typeof searchLeads, route: string, body: unknown) =>
      handler(new Request(`http://test/api/admin/${route}`, { method: "POST", headers: { cookie, "x-forwarded-for": "10.77.0.3", origin: "http://test" }, body: JSON.stringify(body) }));
    const byPartner = (await (await admin(searchLeads, "leads/search", { query: partnerEmail.toUpperCase() })).json()) as { leads: { quoteId: string; householdSize: number; person: { email: string } }[] };
    const ids = byPartner.leads.map((entry) => entry.quoteId);
    expect(ids).toContain(quoteId);
    expect(byPartner.leads.find((entry) => entry.quoteId === quoteId)).toMatchObject({ householdSize: 4, person: { email: contactEmail } });
    const byContact = (await (await admin(searchLeads, "leads/search", { query: contactEmail })).json()) as { leads: { quoteId: string }[] };
    expect(byContact.leads.map((entry) => entry.quoteId).sort()).toEqual([...ids].sort());

    const deleted = await admin(deleteLead, "leads/delete", { quoteId });
    expect(deleted.status).toBe(200);
    const db = await getDatabase();
    expect(await db.prisma.lead.count({ where: { id: quoteId } })).toBe(0);
    expect(await db.prisma.leadPerson.count({ where: { leadId: quoteId } })).toBe(0);
    const audit = await db.prisma.adminAuditEntry.findFirst({ where: { action: "lead.deleted", target: quoteId } });
    expect(audit).toMatchObject({ details: { insurerCode: offer.insurer.code } });
    expect(JSON.stringify(audit)).not.toContain(partnerEmail);
  });

  it("keeps the lead when the confirmation cannot be sent, and says so in the log without the address", async () => {
    jest.mocked(sendMail).mockRejectedValueOnce(new Error("SMTP down"));
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const body = requestFor();
      const answer = await post(body);
      expect(answer.status).toBe(201);
      expect(await (await getDatabase()).prisma.lead.count({ where: { id: answer.json.quoteId } })).toBe(1);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`Bestätigung zur Offertanfrage ${answer.json.quoteId} nicht gesendet`));
      expect(JSON.stringify(logged.mock.calls)).not.toContain(contactEmail);
    } finally {
      logged.mockRestore();
    }
  });
});
