import { randomUUID } from "node:crypto";
import { POST as quoteRequest } from "@/app/api/quote/request/route";
import { POST as search } from "@/app/api/premiums/search/route";
import { closeDatabase, getDatabase } from "@/lib/db";
import { open } from "@/lib/leads/lead-crypto";
import { leadKeyring } from "@/lib/leads/lead-keyring";
import type { SealedCustomer } from "@/lib/leads/lead-record";
import { resetCatalog } from "@/lib/catalog/catalog";
import { prepareCatalog } from "@/lib/importer/startup-import";
import type { PremiumResult, PremiumSearchResponse } from "@/lib/catalog/types";
import { quoteFormSchema, toQuoteRequest } from "@/lib/validations/quote";
import { usePremiumData } from "../../support/premium-data";
import { zurichOffer } from "../../support/lead-fixtures";

beforeAll(async () => {
  await usePremiumData();
  await prepareCatalog();
}, 300_000);
afterAll(async () => {
  resetCatalog();
  await closeDatabase();
});

const form = quoteFormSchema.parse({
  firstName: "Anna",
  lastName: "Muster",
  email: "anna.muster@example.ch",
  phone: "079 123 45 67",
  birthDate: "1990-05-17",
  street: "Bahnhofstrasse",
  houseNumber: "1",
  postalCode: "8001",
  city: "Zürich",
  gender: "female",
  language: "de",
  currentInsurerId: "8",
  consent: true,
});

let offer: PremiumResult;
beforeAll(async () => {
  offer = await zurichOffer();
}, 300_000);

const post = (body: unknown, headers: Record<string, string> = {}) =>
  quoteRequest(new Request("http://test/api/quote/request", { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) }));
const requestFor = (premium: PremiumResult = offer, key: string = randomUUID()) => ({ ...toQuoteRequest(premium, form), idempotencyKey: key });
const leadsWithKey = async (key: string) => (await getDatabase()).prisma.lead.findMany({ where: { idempotencyKey: key } });

const searchFirst = async (body: object) =>
  ((await (await search(new Request("http://test/api/premiums/search", { method: "POST", body: JSON.stringify(body) }))).json()) as PremiumSearchResponse).results;

describe("quote requests for next year's premiums", () => {
  it("stores a 2027 offer with its tariff year and checks the birth date against the 2027 age class", async () => {
    const [offer2027] = await searchFirst({ postalCode: "8001", birthYear: 1990, franchiseAmount: 300, accidentCoverage: true, modelCode: "standard", tariffYear: 2027 });
    expect(offer2027).toMatchObject({ tariffYear: 2027, monthlyPremium: 633, insurer: { code: "923" } });
    const body = requestFor(offer2027);
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await leadsWithKey(body.idempotencyKey)).toEqual([expect.objectContaining({ tariffYear: 2027, monthlyRappen: 63_300, premiumId: offer2027!.id })]);

    // Born 2001: 26 in 2027 (an adult's premium fits), 25 in 2026 (the adult's premium of 2026 does not).
    const born2001 = { ...body, idempotencyKey: randomUUID(), customerData: { ...body.customerData, birthDate: "2001-03-01" } };
    expect((await post(born2001)).status).toBe(201);
    const adult2026 = { ...requestFor(offer), customerData: { ...requestFor(offer).customerData, birthDate: "2001-03-01" } };
    expect((await post(adult2026)).status).toBe(422);
  });

  it("refuses a tariff sold only in listed municipalities for a postal code outside them", async () => {
    const bern = await searchFirst({ postalCode: "3011", birthYear: 1990, franchiseAmount: 300, accidentCoverage: true, modelCode: "hmo", tariffYear: 2027, limit: 200 });
    const hmoPlus = bern.find((r) => r.insurer.code === "1555" && r.model.tariffName === "HMO plus")!;
    expect((await post(requestFor(hmoPlus))).status).toBe(201);
    const biel = { ...hmoPlus, region: { ...hmoPlus.region, plz: "2502", ortschaftsname: "Biel/Bienne" } };
    const response = await post(requestFor(biel));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ details: "Dieses Produkt bietet die Krankenkasse nur in bestimmten Gemeinden an, nicht an deinem Wohnort." });
  });
});

describe("POST /api/quote/request", () => {
  it("stores one sealed lead and answers an unguessable quote id", async () => {
    const body = requestFor();
    const response = await post(body);
    expect(response.status).toBe(201);
    const { quoteId } = (await response.json()) as { quoteId: string };
    expect(quoteId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const [lead] = await leadsWithKey(body.idempotencyKey);
    expect(lead).toMatchObject({
      id: quoteId,
      insurerCode: "923",
      premiumId: offer.id,
      tariffYear: 2026,
      monthlyRappen: 60520,
      franchise: 300,
      model: "standard",
      productName: "Grundversicherung",
      canton: "ZH",
      region: 1,
      status: "new",
      downloadCount: 0,
      keyId: leadKeyring().current.id,
    });
    // Nothing personal in clear: not in the sealed column, not in any other column.
    const row = JSON.stringify(lead);
    for (const secret of ["Anna", "Muster", "anna.muster@example.ch", "079 123 45 67", "1990-05-17", "Bahnhofstrasse"]) {
      expect(row).not.toContain(secret);
    }
    const customer = open<SealedCustomer>(leadKeyring(), lead!.id, lead!.customerData);
    expect(customer).toMatchObject({
      firstName: "Anna",
      lastName: "Muster",
      email: "anna.muster@example.ch",
      phone: "079 123 45 67",
      dateOfBirth: "1990-05-17",
      address: "Bahnhofstrasse 1",
      zipCode: "8001",
      city: "Zürich",
      ortschaftsname: "Zürich",
      gender: "female",
      language: "de",
      currentInsurerCode: "8",
      currentInsurerName: "CSS",
    });
  });

  it("creates exactly one lead for a double submit, concurrent or repeated, with the same key", async () => {
    const body = requestFor();
    const answers = await Promise.all([post(body), post(body), post(body)]);
    const again = await post(body, {});
    const ids = await Promise.all([...answers, again].map(async (response) => ((await response.json()) as { quoteId: string }).quoteId));
    expect(new Set(ids).size).toBe(1);
    expect([...answers, again].map((response) => response.status).sort()).toEqual([200, 200, 200, 201]);
    expect(await leadsWithKey(body.idempotencyKey)).toHaveLength(1);
  });

  it("takes the idempotency key from the Idempotency-Key header too", async () => {
    const key = randomUUID();
    const { idempotencyKey: _omit, ...body } = requestFor(offer, key);
    expect((await post(body, { "Idempotency-Key": key })).status).toBe(201);
    expect((await post(body, { "Idempotency-Key": key })).status).toBe(200);
    expect(await leadsWithKey(key)).toHaveLength(1);
  });

  it("refuses the same key with different data (409) and stores nothing new", async () => {
    const body = requestFor();
    await post(body);
    const changed = { ...body, customerData: { ...body.customerData, firstName: "Berta" } };
    const response = await post(changed);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ details: "Diese Anfrage wurde bereits mit anderen Angaben gesendet." });
    expect(await leadsWithKey(body.idempotencyKey)).toHaveLength(1);
  });

  it.each([
    ["a tampered price", (b: ReturnType<typeof requestFor>) => ({ ...b, selectedPremium: { ...b.selectedPremium, monthlyPremium: 1 } }), 422, "Angebot hat sich geändert"],
    ["another insurer", (b: ReturnType<typeof requestFor>) => ({ ...b, selectedPremium: { ...b.selectedPremium, insurer: { name: "CSS", code: "8" } } }), 422, "Angebot hat sich geändert"],
    ["another deductible", (b: ReturnType<typeof requestFor>) => ({ ...b, selectedPremium: { ...b.selectedPremium, franchise: { amount: 2500 } } }), 422, "Angebot hat sich geändert"],
    ["an unknown premium", (b: ReturnType<typeof requestFor>) => ({ ...b, selectedPremium: { ...b.selectedPremium, id: "p2026-ffffffffffffffff" } }), 422, "Angebot nicht gefunden"],
    ["a postal code outside the region", (b: ReturnType<typeof requestFor>) => ({ ...b, selectedPremium: { ...b.selectedPremium, region: { plz: "3000" } } }), 422, "Angebot hat sich geändert"],
    ["a birth date of another age class", (b: ReturnType<typeof requestFor>) => ({ ...b, customerData: { ...b.customerData, birthDate: "2015-01-01" } }), 422, "Ungültige Anfrage"],
    ["an unknown current insurer", (b: ReturnType<typeof requestFor>) => ({ ...b, customerData: { ...b.customerData, currentInsurerId: "99999" } }), 400, "Ungültige Anfrage"],
  ])("rejects %s and stores nothing", async (_name, tamper, status, error) => {
    const body = tamper(requestFor());
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error });
    expect(await leadsWithKey(body.idempotencyKey)).toHaveLength(0);
  });

  it("validates with the form's messages and names the fields", async () => {
    const body = requestFor();
    const response = await post({ ...body, customerData: { ...body.customerData, email: "anna@", phone: "", consent: false } });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string[]> };
    expect(answer.error).toBe("Ungültige Anfrage");
    expect(answer.fields).toEqual({
      "customerData.email": ["Ungültige E-Mail-Adresse"],
      "customerData.phone": ["Telefon ist erforderlich"],
      "customerData.consent": ["Zustimmung zur Datenweitergabe ist erforderlich"],
    });
  });

  it.each([
    ["broken JSON", "{", 400],
    ["an empty body", "", 400],
    ["an array", [], 400],
    ["a body over 64 KB", JSON.stringify({ pad: "x".repeat(70_000) }), 400],
  ])("answers %s with a clear 400", async (_name, body, status) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toHaveProperty("error");
  });
});
