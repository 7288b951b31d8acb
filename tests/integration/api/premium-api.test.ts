import { latestBirthYear } from "@/lib/validations/premiums";
import { NextRequest } from "next/server";
import { GET as insurerList } from "@/app/api/insurer/list/route";
import { GET as locationByPlz } from "@/app/api/location/[plz]/route";
import { GET as locationCheck } from "@/app/api/location/route";
import { GET as locationSearch } from "@/app/api/location/search/route";
import { POST as search } from "@/app/api/premiums/search/route";
import { GET as quoteInsurers } from "@/app/api/quote/insurers/route";
import type { PremiumSearchResponse } from "@/lib/catalog/types";
import { defaultTariffYear } from "@/lib/domain/tariff-year";
import { useCatalog } from "../../support/premium-data";

useCatalog();

const post = (body: unknown) =>
  search(new Request("http://test/api/premiums/search", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) }));
const get = (handler: (r: NextRequest) => Promise<Response> | Response, url: string) => handler(new NextRequest(`http://test${url}`));
const searchOk = async (body: object) => {
  const response = await post(body);
  expect(response.status).toBe(200);
  return (await response.json()) as PremiumSearchResponse;
};
// The 2026 figures of the data README; 2027 is asked for explicitly below.
const zurich = { postalCode: "8001", birthYear: 1990, franchiseAmount: 300, accidentCoverage: true, tariffYear: 2026 };

describe("POST /api/premiums/search", () => {
  it("8001, born 1990, deductible 300, with accident, standard: 27 premiums, the cheapest CHF 605.20 (SLKK)", async () => {
    const body = await searchOk({ ...zurich, modelCode: "standard" });
    expect(body.stats).toEqual({ totalResults: 27, lowestPremium: 605.2, highestPremium: 724, averagePremium: expect.any(Number) });
    expect(body.results).toHaveLength(27);
    expect(body.tariffYear).toBe(2026);
    expect(body.results[0]).toMatchObject({
      monthlyPremium: 605.2,
      annualPremium: 7262.4,
      insurer: { code: "923", name: "SLKK" },
      model: { code: "standard", name: "Standard", tariffName: "Grundversicherung" },
      franchise: { amount: 300, ageCategory: "adult" },
      accidentCoverage: true,
      region: { plz: "8001", ortschaftsname: "Zürich", code: "ZH-1", canton: { code: "ZH", name: "Zürich" } },
    });
    expect(body.results.find((r) => r.insurer.name === "CSS")?.monthlyPremium).toBe(651);
    expect(body.results.at(-1)).toMatchObject({ monthlyPremium: 724, insurer: { name: "Galenos" } });
  });

  it("matches the data README's samples for Basel and Geneva", async () => {
    const basel = await searchOk({ ...zurich, postalCode: "4051", modelCode: "standard" });
    expect(basel.stats).toMatchObject({ totalResults: 23, lowestPremium: 673.7, highestPremium: 809.7 });
    expect(basel.results[0]!.insurer.name).toBe("Assura");
    const geneva = await searchOk({ ...zurich, postalCode: "1201", modelCode: "standard" });
    expect(geneva.stats).toMatchObject({ totalResults: 21, lowestPremium: 686.7, highestPremium: 913.8 });
  });

  it("answers all four models without modelCode, only the listed ones with modelCodes", async () => {
    const all = await searchOk({ ...zurich, limit: 200 });
    expect(new Set(all.results.map((r) => r.model.code))).toEqual(new Set(["standard", "hausarzt", "hmo", "telmed"]));
    expect(all.stats.totalResults).toBeGreaterThan(27);
    const two = await searchOk({ ...zurich, modelCodes: ["hmo", "telmed"], limit: 200 });
    expect(new Set(two.results.map((r) => r.model.code))).toEqual(new Set(["hmo", "telmed"]));
    expect(two.stats.lowestPremium).toBe(all.stats.lowestPremium);
  });

  it("sorts in all six orders and pages with limit and offset", async () => {
    const base = { ...zurich, modelCode: "standard", limit: 200 };
    const prices = (r: PremiumSearchResponse) => r.results.map((x) => x.monthlyPremium);
    const asc = await searchOk({ ...base, sortBy: "price_asc" });
    expect(prices(asc)).toEqual([...prices(asc)].sort((a, b) => a - b));
    const desc = await searchOk({ ...base, sortBy: "price_desc" });
    expect(prices(desc)[0]).toBe(724);
    const names = (await searchOk({ ...base, sortBy: "insurer_asc" })).results.map((r) => r.insurer.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "de-CH", { sensitivity: "base" })));
    expect((await searchOk({ ...base, sortBy: "insurer_desc" })).results.map((r) => r.insurer.name)).toEqual([...names].reverse());
    const everyDeductible = { postalCode: "8001", birthYear: 1990, modelCode: "standard", limit: 200, tariffYear: 2026 };
    expect((await searchOk({ ...everyDeductible, sortBy: "franchise_asc" })).results[0]!.franchise.amount).toBe(300);
    expect((await searchOk({ ...everyDeductible, sortBy: "franchise_desc" })).results[0]!.franchise.amount).toBe(2500);
    const page = await searchOk({ ...base, limit: 5, offset: 5 });
    expect(page.results.map((r) => r.id)).toEqual(asc.results.slice(5, 10).map((r) => r.id));
    expect(page.stats.totalResults).toBe(27);
  });

  it("uses children's deductibles and the first-child premium", async () => {
    const child = await searchOk({ postalCode: "8001", birthYear: 2015, franchiseAmount: 0, modelCode: "standard", tariffYear: 2026 });
    expect(child.results.length).toBeGreaterThan(10);
    expect(child.results.every((r) => r.franchise.ageCategory === "child" && r.franchise.amount === 0)).toBe(true);
    expect(child.stats.highestPremium).toBeLessThan(200);
    const response = await post({ postalCode: "8001", birthYear: 2015, franchiseAmount: 2500 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Ungültige Franchise", details: expect.stringContaining("0, 100, 200, 300, 400, 500, 600") });
  });

  it("answers the cheapest premium of each deductible for the optimizer", async () => {
    const body = await searchOk({ postalCode: "8001", birthYear: 1990, modelCode: "standard", cheapestPerFranchise: true, tariffYear: 2026 });
    expect(body.results.map((r) => r.franchise.amount)).toEqual([300, 500, 1000, 1500, 2000, 2500]);
    expect(body.results[0]!.monthlyPremium).toBe(605.2);
  });

  it("asks which municipality for a postal code spanning two cantons (1290: Vaud and Geneva)", async () => {
    const body = await searchOk({ postalCode: "1290", birthYear: 1990 });
    expect(body.results).toEqual([]);
    expect(body.locationChoices!.map((c) => `${c.municipality} ${c.canton}-${c.region}`)).toEqual(
      expect.arrayContaining(["Versoix GE-0", "Chavannes-des-Bois VD-1"]),
    );
    const versoix = body.locationChoices!.find((c) => c.municipality === "Versoix")!;
    const resolved = await searchOk({ postalCode: "1290", birthYear: 1990, bfsNumber: versoix.bfsNumber, modelCode: "standard", franchiseAmount: 300 });
    expect(resolved.results[0]!.region).toMatchObject({ canton: { code: "GE" }, municipality: "Versoix" });
  });

  it.each([
    ["no body", "", "Der Anfrageinhalt ist kein gültiges JSON"],
    ["broken JSON", "{", "Der Anfrageinhalt ist kein gültiges JSON"],
    ["an array", [], "Ungültige Eingabe: erwartet object, erhalten Array"],
    ["no fields", {}, "Bitte gib PLZ/Ort und Geburtsjahr ein"],
    ["birth year 1800", { postalCode: "8001", birthYear: 1800 }, `Geburtsjahr muss zwischen 1875 und ${latestBirthYear()} liegen`],
    ["a 3-digit postal code", { postalCode: "800", birthYear: 1990 }, "Die Postleitzahl muss aus 4 Ziffern bestehen"],
    ["an unknown model", { postalCode: "8001", birthYear: 1990, modelCode: "gold" }, "Unbekanntes Versicherungsmodell"],
  ])("answers 400 with error and details for %s", async (_name, body, details) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Ungültige Anfrage", details });
  });

  it("answers 404 Ungültige Postleitzahl for a postal code that does not exist", async () => {
    const response = await post({ postalCode: "1111", birthYear: 1990 });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Ungültige Postleitzahl", details: "Die Postleitzahl 1111 gibt es in der Schweiz nicht" });
  });
});

describe("tariff years", () => {
  it("2027: 8001, born 1990, deductible 300, with accident, standard: 27 insurers, the cheapest CHF 633.00 (SLKK)", async () => {
    const body = await searchOk({ ...zurich, tariffYear: 2027, modelCode: "standard" });
    expect(body.tariffYear).toBe(2027);
    expect(body.availableTariffYears).toEqual([2026, 2027]);
    expect(body.stats).toMatchObject({ totalResults: 27, lowestPremium: 633, highestPremium: 750.7 });
    expect(new Set(body.results.map((r) => r.insurer.code)).size).toBe(27);
    expect(body.results[0]).toMatchObject({
      tariffYear: 2027,
      monthlyPremium: 633,
      insurer: { code: "923", name: "SLKK" },
      model: { code: "standard", tariffName: "Grundversicherung" },
      region: { code: "ZH-1" },
    });
    // BAG's own check value (data README): CSS Zürich region 1, adult 300 without accident cover, 667.70.
    const css = await searchOk({ ...zurich, tariffYear: 2027, modelCode: "standard", accidentCoverage: false });
    expect(css.results.find((r) => r.insurer.code === "8")?.monthlyPremium).toBe(667.7);
  });

  it("answers the year shown by default (2027 from 20 September 2026 on) when none is asked for", async () => {
    const { tariffYear: _year, ...withoutYear } = zurich;
    const body = await searchOk({ ...withoutYear, modelCode: "standard" });
    expect(body.tariffYear).toBe(defaultTariffYear([2026, 2027], new Date()));
  });

  it("refuses a year that is not loaded with 422 and the loaded years", async () => {
    const response = await post({ ...zurich, tariffYear: 2025 });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "Für 2025 sind keine Prämien geladen",
      details: "Die Prämien für 2025 sind nicht geladen. Wähle eines dieser Jahre: 2026, 2027.",
    });
  });

  it("2027: family doctor and HMO select the same PRAXIS products, telmed the TEL_DIG and FLEX ones", async () => {
    const ids = async (modelCode: string) => (await searchOk({ ...zurich, tariffYear: 2027, modelCode, limit: 200 })).results.map((r) => r.id);
    const hausarzt = await ids("hausarzt");
    expect(hausarzt.length).toBeGreaterThan(20);
    expect(await ids("hmo")).toEqual(hausarzt);
    const telmed = await searchOk({ ...zurich, tariffYear: 2027, modelCode: "telmed", limit: 200 });
    expect(new Set(telmed.results.map((r) => r.model.tariffName))).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    expect(telmed.results.some((r) => r.model.tariffName === "Multimed")).toBe(true); // CSS, FLEX
  });

  it("2027: a tariff sold only in listed municipalities is shown inside them, not outside (Visana HMO plus, Bern region 1)", async () => {
    const inBern = await searchOk({ ...zurich, postalCode: "3011", tariffYear: 2027, modelCode: "hmo", limit: 200 });
    const visanaHmoPlus = (r: PremiumSearchResponse["results"][number]) => r.insurer.code === "1555" && r.model.tariffName === "HMO plus";
    expect(inBern.results.some(visanaHmoPlus)).toBe(true);
    const inBiel = await searchOk({ ...zurich, postalCode: "2502", tariffYear: 2027, modelCode: "hmo", limit: 200 });
    expect(inBiel.results[0]!.region).toMatchObject({ code: "BE-1" }); // the same premium region
    expect(inBiel.results.some(visanaHmoPlus)).toBe(false);
    expect(inBiel.results.some((r) => r.insurer.code === "1555")).toBe(true); // Visana's other products are sold there
  });

  it("2027: a restricted tariff is sold in no municipality of a region BAG lists none of (Visana VIVA, 3011 Bern, region 1)", async () => {
    const inBern = await searchOk({ ...zurich, postalCode: "3011", tariffYear: 2027, modelCode: "hausarzt", limit: 200 });
    expect(inBern.results[0]!.region).toMatchObject({ code: "BE-1" });
    expect(inBern.results.some((r) => r.model.tariffName === "VIVA - Gesundheitsplan")).toBe(false);
    // Inside its listed municipalities it is offered: Münsingen (BFS 616, region 2).
    const inMuensingen = await searchOk({ ...zurich, postalCode: "3110", tariffYear: 2027, modelCode: "hausarzt", limit: 200 });
    expect(inMuensingen.results.some((r) => r.insurer.code === "1555" && r.model.tariffName === "VIVA - Gesundheitsplan")).toBe(true);
  });

  it("2027: a municipality merged on 1.1.2027 is in its successor's region (Le Chenit, 1341 L'Orient → VD 2)", async () => {
    const body = await searchOk({ ...zurich, postalCode: "1341", tariffYear: 2027, modelCode: "standard" });
    expect(body.results[0]!.region).toMatchObject({ code: "VD-2", bfsNumber: 5872 });
  });

  it("compares each offer with the current insurer if nothing changes, per month and per year", async () => {
    const body = await searchOk({ ...zurich, tariffYear: 2027, modelCode: "standard", currentInsurerCode: "8", currentModelCode: "standard" });
    expect(body.currentInsurer).toMatchObject({ insurer: { code: "8", name: "CSS" }, model: "standard", modelAssumed: false, products: 1 });
    const css = body.currentInsurer!.premium!.monthlyPremium;
    expect(body.results[0]!.saving).toEqual({ monthly: Math.round((css - 633) * 100) / 100, yearly: Math.round((css - 633) * 1200) / 100 });
    expect(body.results.find((r) => r.insurer.code === "8")!.saving).toEqual({ monthly: 0, yearly: 0 });
    expect(body.results.at(-1)!.saving!.monthly).toBeLessThan(0); // Galenos costs more than staying
  });
});

describe("locations", () => {
  const suggestions = async (q: string) => {
    const response = await get(locationSearch, `/api/location/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { locations: { display_name: string; postal_code: string }[] }).locations;
  };

  it("finds Zürich for 'zur', best matches first, at most 10", async () => {
    const found = await suggestions("zur");
    expect(found).toHaveLength(10);
    expect(found[0]).toEqual({ postal_code: "8001", locality: "Zürich", municipality: "Zürich", display_name: "8001 Zürich", canton: "ZH", bfs_number: 261 });
  });

  it.each([
    ["Zuerich", "Zürich"],
    ["winterthur", "Winterthur"],
    ["St. Gallen", "St. Gallen"],
    ["st gallen", "St. Gallen"],
    ["LAUSANNE", "Lausanne"],
    ["Genève", "Genève"],
    // Exonyms and official names in another language, as the advisor knows them.
    ["Genf", "Genève"],
    ["Neuenburg", "Neuchâtel"],
    ["Lucerne", "Luzern"],
    ["Sankt Gallen", "St. Gallen"],
    ["Biel/Bienne", "Biel/Bienne"],
  ])("finds %s", async (q, locality) => {
    expect((await suggestions(q))[0]!.display_name).toContain(locality);
  });

  it("refuses a query under 2 characters", async () => {
    const response = await get(locationSearch, "/api/location/search?q=z");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ details: "Bitte gib mindestens 2 Zeichen ein" });
  });

  it("validates a postal code: 200 known, 400 malformed or missing, 404 unknown", async () => {
    const known = await get(locationCheck, "/api/location?postal_code=8001");
    expect(known.status).toBe(200);
    expect(await known.json()).toMatchObject({ valid: true, postalCode: "8001", canton: { code: "ZH" }, premiumRegion: { code: "ZH-1" } });
    const malformed = await get(locationCheck, "/api/location?postal_code=80a1");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: "Ungültige Anfrage", details: "Die Postleitzahl muss aus 4 Ziffern bestehen" });
    expect((await get(locationCheck, "/api/location")).status).toBe(400);
    const unknown = await get(locationCheck, "/api/location?postal_code=1111");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "Ungültige Postleitzahl" });
  });

  it("describes a postal code's municipalities, canton and premium region", async () => {
    const response = await locationByPlz(new Request("http://test/api/location/1290"), { params: Promise.resolve({ plz: "1290" }) });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.ambiguous).toBe(true);
    expect(body.municipalities.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(["Versoix", "Chavannes-des-Bois"]));
    const bad = await locationByPlz(new Request("http://test/api/location/abc"), { params: Promise.resolve({ plz: "abc" }) });
    expect(bad.status).toBe(400);
  });
});

describe("insurer lists", () => {
  it("lists the 34 insurers with premiums, by code and name, in both endpoints", async () => {
    const body = await (await insurerList()).json();
    expect(body.insurers).toHaveLength(34);
    // With the head office from BAG's list of approved insurers, for the cancellation letter.
    expect(body.insurers).toContainEqual({ code: "1562", name: "Helsana", address: ["Postfach", "8081 Zürich"] });
    expect(body.insurers).toContainEqual({ code: "923", name: "SLKK", address: ["Hofwiesenstrasse 370", "Postfach 5652", "8050 Zürich"] });
    expect(await (await quoteInsurers()).json()).toEqual(body);
  });
});
