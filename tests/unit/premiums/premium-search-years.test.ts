/**
 * @jest-environment node
 */
import { LocationIndex } from "@/lib/catalog/location-index";
import { PremiumIndex, type PremiumRow } from "@/lib/catalog/premium-index";
import { searchPremiums, type SearchCatalog } from "@/lib/premiums/premium-search";
import { premiumSearchSchema, type PremiumSearchInput } from "@/lib/validations/premiums";

// Bern region 1 in two tariff years; Visana's "HMO plus" 2027 is sold only in Bern (BFS 351).
const row = (tariffYear: number, insurerCode: string, insurerName: string, tariffType: PremiumRow["tariffType"], model: PremiumRow["model"], tariffName: string, rappen: number, franchise = 300): PremiumRow => ({
  id: `${tariffYear}-${insurerCode}-${tariffName}-${franchise}`, tariffYear, insurerCode, insurerName, tariffType, model, tariffName, franchise,
  monthlyRappen: rappen, canton: "BE", region: 1, ageClass: "adult", accident: true,
});
const rows: PremiumRow[] = [
  row(2026, "8", "CSS", "BASE", "standard", "Grundversicherung", 60_000),
  row(2026, "8", "CSS", "HAM", "hausarzt", "Hausarztversicherung", 54_000),
  row(2026, "1555", "Visana", "HMO", "hmo", "Managed Care", 50_000),
  row(2027, "8", "CSS", "BASE", "standard", "Grundversicherung", 63_000),
  row(2027, "8", "CSS", "PRAXIS", "hausarzt", "Gesundheitspraxisversicherung", 57_000),
  row(2027, "8", "CSS", "PRAXIS", "hausarzt", "Hausarztversicherung Profit", 56_000),
  row(2027, "8", "CSS", "TEL_DIG", "telmed", "Callmed", 52_000),
  row(2027, "1555", "Visana", "PRAXIS", "hmo", "HMO plus", 49_000),
  row(2027, "1555", "Visana", "FLEX", "telmed", "Combi Care", 55_000),
  row(2027, "1555", "Visana", "BASE", "standard", "Grundversicherung", 62_000),
  row(2027, "1555", "Visana", "BASE", "standard", "Grundversicherung", 58_000, 1000),
];
const insurers = [{ code: "8", name: "CSS", place: null }, { code: "1555", name: "Visana", place: null }, { code: "923", name: "SLKK", place: null }];
const restrictions = [{ tariffYear: 2027, insurerCode: "1555", canton: "BE", region: 1, tariffType: "PRAXIS" as const, tariffName: "HMO plus", bfsNumbers: [351] }];

const catalog: SearchCatalog = {
  premiums: new PremiumIndex(rows, insurers, [2026, 2027], restrictions),
  locations: new LocationIndex([
    { postalCode: "3011", name: "Bern", municipality: "Bern", bfsNumber: 351, canton: "BE", addressShare: 100 },
    { postalCode: "3084", name: "Wabern", municipality: "Köniz", bfsNumber: 355, canton: "BE", addressShare: 100 },
  ]),
  regionsOf: () => (bfs) => (bfs === 351 || bfs === 355 ? { canton: "BE", region: 1 } : undefined),
  now: () => new Date("2026-11-22T12:00:00Z"),
};

const search = (input: Partial<PremiumSearchInput>) => {
  const outcome = searchPremiums(catalog, premiumSearchSchema.parse({ postalCode: "3011", birthYear: 1990, franchiseAmount: 300, ...input }));
  if (!outcome.ok) throw new Error(outcome.details);
  return outcome.response;
};
const names = (input: Partial<PremiumSearchInput>) => search(input).results.map((r) => r.model.tariffName);

describe("searching a tariff year", () => {
  it("answers next year's premiums by default in late autumn, and names the year and the loaded years", () => {
    const answer = search({ modelCode: "standard" });
    expect(answer.tariffYear).toBe(2027);
    expect(answer.availableTariffYears).toEqual([2026, 2027]);
    expect(answer.results.every((r) => r.tariffYear === 2027)).toBe(true);
    expect(search({ modelCode: "standard", tariffYear: 2026 }).results.map((r) => r.monthlyPremium)).toEqual([600]);
    // The age class follows the tariff year: born 2001 is 25 (young adult) in 2026 and 26 (adult) in 2027.
    expect(search({ modelCode: "standard", tariffYear: 2026, birthYear: 2001 }).results).toEqual([]);
    expect(search({ modelCode: "standard", tariffYear: 2027, birthYear: 2001 }).results).toHaveLength(2);
  });

  it("selects every PRAXIS product for family doctor and for HMO from 2027, TEL_DIG and FLEX for telmed", () => {
    const praxis = ["HMO plus", "Hausarztversicherung Profit", "Gesundheitspraxisversicherung"];
    expect(names({ modelCode: "hausarzt" })).toEqual(praxis);
    expect(names({ modelCode: "hmo" })).toEqual(praxis);
    expect(search({ modelCode: "hmo" }).results.map((r) => r.model.code)).toEqual(["hmo", "hausarzt", "hausarzt"]);
    expect(names({ modelCode: "telmed" })).toEqual(["Callmed", "Combi Care"]);
    // 2026 still tells them apart.
    expect(names({ modelCode: "hausarzt", tariffYear: 2026 })).toEqual(["Hausarztversicherung"]);
    expect(names({ modelCode: "hmo", tariffYear: 2026 })).toEqual(["Managed Care"]);
  });

  it("shows a tariff sold only in listed municipalities to people living there, not elsewhere in the region", () => {
    expect(names({ modelCode: "hmo" })).toContain("HMO plus"); // 3011 Bern, BFS 351: inside
    expect(names({ modelCode: "hmo", postalCode: "3084" })).not.toContain("HMO plus"); // Köniz, BFS 355: outside
    expect(names({ modelCode: "hmo", postalCode: "3084" })).toEqual(["Hausarztversicherung Profit", "Gesundheitspraxisversicherung"]);
  });
});

describe("if nothing changes", () => {
  it("compares every offer with the current insurer's premium in the current model, per month and per year", () => {
    const answer = search({ modelCode: "standard", currentInsurerCode: "8", currentModelCode: "standard" });
    expect(answer.currentInsurer).toEqual({
      insurer: { code: "8", name: "CSS" }, model: "standard", modelAssumed: false, franchise: 300, franchiseAssumed: false, products: 1,
      premium: { monthlyPremium: 630, annualPremium: 7560, tariffName: "Grundversicherung", model: "standard" },
    });
    expect(answer.results.map((r) => [r.insurer.name, r.saving])).toEqual([
      ["Visana", { monthly: 10, yearly: 120 }],
      ["CSS", { monthly: 0, yearly: 0 }],
    ]);
  });

  it("maps the current model through the 2027 tariff types and compares the cheapest of several products, saying how many", () => {
    const answer = search({ modelCode: "telmed", currentInsurerCode: "8", currentModelCode: "hmo" });
    expect(answer.currentInsurer).toMatchObject({ model: "hmo", products: 2, premium: { monthlyPremium: 560, tariffName: "Hausarztversicherung Profit" } });
    expect(answer.results.map((r) => r.saving)).toEqual([{ monthly: 40, yearly: 480 }, { monthly: 10, yearly: 120 }]);
  });

  it("shows an offer that costs more than staying as a negative saving", () => {
    const answer = search({ modelCode: "standard", currentInsurerCode: "8", currentModelCode: "telmed" });
    expect(answer.results.map((r) => r.saving)).toEqual([{ monthly: -100, yearly: -1200 }, { monthly: -110, yearly: -1320 }]);
  });

  it("assumes the standard model without one, and the statutory deductible without one", () => {
    const answer = search({ modelCode: "standard", currentInsurerCode: "1555", franchiseAmount: undefined });
    expect(answer.currentInsurer).toMatchObject({ model: "standard", modelAssumed: true, franchise: 300, franchiseAssumed: true, premium: { monthlyPremium: 620 } });
  });

  it("says clearly when the insurer does not offer that model there, and shows no saving", () => {
    const answer = search({ modelCode: "standard", currentInsurerCode: "923", currentModelCode: "standard" });
    expect(answer.currentInsurer).toMatchObject({ insurer: { name: "SLKK" }, premium: null, products: 0 });
    expect(answer.results.every((r) => r.saving === undefined)).toBe(true);
    // Visana's HMO plus is not sold in Köniz: no current premium there either.
    expect(search({ postalCode: "3084", modelCode: "standard", currentInsurerCode: "1555", currentModelCode: "hmo" }).currentInsurer?.premium).toBeNull();
  });

  it("refuses an unknown insurer and an unloaded year with a German message", () => {
    const parse = (input: Partial<PremiumSearchInput>) => searchPremiums(catalog, premiumSearchSchema.parse({ postalCode: "3011", birthYear: 1990, ...input }));
    expect(parse({ currentInsurerCode: "99999" })).toMatchObject({ ok: false, status: 400, error: "Unbekannte Krankenkasse" });
    expect(parse({ tariffYear: 2025 })).toMatchObject({ ok: false, status: 422, error: "Für 2025 sind keine Prämien geladen" });
  });
});
