/**
 * @jest-environment node
 */
import { LocationIndex } from "@/lib/catalog/location-index";
import { PremiumIndex, type PremiumRow } from "@/lib/catalog/premium-index";
import { cachedSearch } from "@/lib/premiums/cached-search";
import type { Catalog } from "@/lib/catalog/catalog";
import { searchPremiums, type SearchCatalog } from "@/lib/premiums/premium-search";
import { premiumSearchSchema, type PremiumSearchInput } from "@/lib/validations/premiums";

// A hand-made region: ZH region 1, adults with accident cover, three insurers.
const row = (id: string, insurerCode: string, insurerName: string, model: PremiumRow["model"], franchise: number, monthlyRappen: number, extra: Partial<PremiumRow> = {}): PremiumRow => ({
  id, insurerCode, insurerName, model, tariffType: ({ standard: "BASE", hausarzt: "HAM", hmo: "HMO", telmed: "DIV" } as const)[model], tariffName: `${insurerName} ${model}`, franchise, monthlyRappen,
  tariffYear: 2026, canton: "ZH", region: 1, ageClass: "adult", accident: true, ...extra,
});

const rows: PremiumRow[] = [
  row("a300", "923", "SLKK", "standard", 300, 60_520),
  row("a2500", "923", "SLKK", "standard", 2500, 45_000),
  row("b300", "8", "CSS", "standard", 300, 65_100),
  row("b2500", "8", "CSS", "standard", 2500, 48_000),
  row("c300", "8", "CSS", "telmed", 300, 55_000),
  row("d300", "1562", "Helsana", "hmo", 300, 54_000),
  row("n300", "923", "SLKK", "standard", 300, 58_000, { accident: false }),
  row("k0", "923", "SLKK", "standard", 0, 14_000, { ageClass: "child" }),
  row("y300", "923", "SLKK", "standard", 300, 50_000, { ageClass: "young_adult" }),
];

const catalog: SearchCatalog = {
  premiums: new PremiumIndex(rows, [{ code: "923", name: "SLKK", place: "8042 Zürich" }], [2026]),
  locations: new LocationIndex([{ postalCode: "8001", name: "Zürich", municipality: "Zürich", bfsNumber: 261, canton: "ZH", addressShare: 100 }]),
  regionsOf: () => (bfs) => (bfs === 261 ? { canton: "ZH", region: 1 } : undefined),
};

const search = (input: Partial<PremiumSearchInput>) =>
  searchPremiums(catalog, premiumSearchSchema.parse({ postalCode: "8001", birthYear: 1990, ...input }));
const ids = (input: Partial<PremiumSearchInput>) => {
  const outcome = search(input);
  if (!outcome.ok) throw new Error(outcome.details);
  return outcome.response.results.map((r) => r.id);
};

describe("searchPremiums", () => {
  it("filters by deductible and model and answers the full premium result", () => {
    const outcome = search({ franchiseAmount: 300, modelCode: "standard" });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.response.results.map((r) => r.id)).toEqual(["a300", "b300"]);
    expect(outcome.response.stats).toEqual({ totalResults: 2, lowestPremium: 605.2, highestPremium: 651, averagePremium: 628.1 });
    expect(outcome.response.results[0]).toEqual({
      id: "a300",
      tariffYear: 2026,
      monthlyPremium: 605.2,
      annualPremium: 7262.4,
      insurer: { code: "923", name: "SLKK", logo: null, contact: { place: "8042 Zürich", website: null } },
      model: { code: "standard", name: "Standard", tariffName: "SLKK standard", description: expect.stringContaining("Freie Arztwahl") },
      franchise: { amount: 300, ageCategory: "adult" },
      accidentCoverage: true,
      region: {
        plz: "8001", ortschaftsname: "Zürich", municipality: "Zürich", bfsNumber: 261, code: "ZH-1", number: 1,
        canton: { code: "ZH", name: "Zürich" },
      },
    });
  });

  it("answers all models without modelCode, and the listed ones with modelCodes", () => {
    expect(ids({ franchiseAmount: 300 })).toEqual(["d300", "c300", "a300", "b300"]);
    expect(ids({ franchiseAmount: 300, modelCodes: ["hmo", "telmed"] })).toEqual(["d300", "c300"]);
  });

  it("separates with and without accident cover", () => {
    expect(ids({ franchiseAmount: 300, modelCode: "standard", accidentCoverage: false })).toEqual(["n300"]);
  });

  it("uses the age class of the tariff year: born 2008 is a child, 2001 a young adult", () => {
    expect(ids({ birthYear: 2008, franchiseAmount: 0 })).toEqual(["k0"]);
    expect(ids({ birthYear: 2001 })).toEqual(["y300"]);
  });

  it("refuses a deductible the age class does not have", () => {
    const outcome = search({ birthYear: 2010, franchiseAmount: 2500 });
    expect(outcome).toMatchObject({ ok: false, status: 400, error: "Ungültige Franchise" });
    if (!outcome.ok) expect(outcome.details).toContain("0, 100, 200, 300, 400, 500, 600");
  });

  it("sorts, pages and keeps the stats of all matches", () => {
    expect(ids({ sortBy: "price_desc" })).toEqual(["b300", "a300", "c300", "d300", "b2500", "a2500"]);
    expect(ids({ sortBy: "franchise_desc", limit: 2 })).toEqual(["a2500", "b2500"]);
    const page = search({ limit: 2, offset: 2 });
    expect(page.ok && page.response.results.map((r) => r.id)).toEqual(["d300", "c300"]); // 3rd and 4th cheapest
    expect(page.ok && page.response.stats.totalResults).toBe(6);
  });

  it("answers only the cheapest premium of each deductible when asked", () => {
    expect(ids({ modelCode: "standard", cheapestPerFranchise: true })).toEqual(["a300", "a2500"]);
  });

  it("answers 404 for an unknown postal code", () => {
    expect(search({ postalCode: "9999" })).toMatchObject({ ok: false, status: 404, error: "Ungültige Postleitzahl" });
  });

  it("answers 422 with the loaded years for a tariff year that is not loaded", () => {
    expect(search({ tariffYear: 2030 })).toEqual({
      ok: false,
      status: 422,
      error: "Für 2030 sind keine Prämien geladen",
      details: "Die Prämien für 2030 sind nicht geladen. Wähle eines dieser Jahre: 2026.",
    });
  });
});

describe("cachedSearch", () => {
  const versioned = (version: string, premiums: PremiumRow[]): Catalog => ({
    ...catalog,
    premiums: new PremiumIndex(premiums, [], [2026]),
    insurers: [],
    now: catalog.now ?? (() => new Date()),
    version,
    builtInMs: 0,
  });
  const request = premiumSearchSchema.parse({ postalCode: "8001", birthYear: 1990, franchiseAmount: 300, modelCode: "standard" });

  it("answers a repeated search with the same serialised answer", () => {
    const first = cachedSearch(versioned("v1", rows), request);
    const second = cachedSearch(versioned("v1", rows), request);
    expect(first).toEqual({ ok: true, json: expect.stringContaining('"id":"a300"'), key: expect.stringMatching(/^v1\|/) });
    expect(second).toEqual(first);
  });

  it("never serves an answer of older data: the data version is part of the key", () => {
    const cheaper = rows.map((r) => (r.id === "b300" ? { ...r, monthlyRappen: 10_000 } : r));
    const answer = cachedSearch(versioned("v2", cheaper), request);
    expect(answer.ok && JSON.parse(answer.json).results[0].id).toBe("b300");
  });

  it("does not cache errors", () => {
    expect(cachedSearch(versioned("v1", rows), { ...request, postalCode: "9999" })).toMatchObject({ ok: false, status: 404 });
  });
});
