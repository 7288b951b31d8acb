/**
 * @jest-environment node
 */
import { birthYearRangeMessage } from "@/lib/validations/premiums";
import { LocationIndex } from "@/lib/catalog/location-index";
import { PremiumIndex, type PremiumRow } from "@/lib/catalog/premium-index";
import { searchHousehold } from "@/lib/premiums/household-search";
import type { SearchCatalog } from "@/lib/premiums/search-types";
import { householdSearchSchema, type HouseholdSearchInput } from "@/lib/validations/household";

// A hand-made ZH region 1 with three insurers. Alpha: cheap telmed, sibling premium K2 only;
// Beta: a cheap first child, K2 and K3, no young adults; Gamma: adults only in an HMO, no sibling premiums.
const TARIFF = { standard: "BASE", hausarzt: "HAM", hmo: "HMO", telmed: "DIV" } as const;
const INSURERS = { "1": "Alpha", "2": "Beta", "3": "Gamma" } as const;
const row = (code: keyof typeof INSURERS, model: PremiumRow["model"], ageClass: PremiumRow["ageClass"], franchise: number, francs: number, childRank: number | null = null): PremiumRow => ({
  id: `${code}-${model}-${ageClass}-${franchise}-${childRank ?? 0}`, insurerCode: code, insurerName: INSURERS[code], model, tariffType: TARIFF[model],
  tariffName: `${INSURERS[code]} ${model}`, franchise, monthlyRappen: Math.round(francs * 100), tariffYear: 2026, canton: "ZH", region: 1, ageClass, accident: true, childRank,
});
const rows2026: PremiumRow[] = [
  row("1", "standard", "adult", 300, 500), row("1", "telmed", "adult", 300, 450), row("1", "standard", "adult", 2500, 380),
  row("1", "standard", "young_adult", 300, 400),
  row("1", "standard", "child", 0, 120, 1), row("1", "standard", "child", 0, 60, 2),
  row("2", "standard", "adult", 300, 480),
  row("2", "standard", "child", 0, 50, 1), row("2", "standard", "child", 0, 100, 2), row("2", "standard", "child", 0, 90, 3),
  row("3", "hmo", "adult", 300, 470), row("3", "hmo", "young_adult", 300, 390), row("3", "standard", "child", 0, 130, 1),
];
// 2027 as BAG's source gives it: the first child's premium only.
const rows2027 = rows2026.filter((r) => (r.childRank ?? 1) === 1).map((r) => ({ ...r, id: `${r.id}-27`, tariffYear: 2027 }));

const catalog: SearchCatalog = {
  premiums: new PremiumIndex([...rows2026, ...rows2027], Object.entries(INSURERS).map(([code, name]) => ({ code, name, place: null })), [2026, 2027]),
  locations: new LocationIndex([
    { postalCode: "8001", name: "Zürich", municipality: "Zürich", bfsNumber: 261, canton: "ZH", addressShare: 100 },
    // A postal code across two premium regions (made up): the household must choose.
    { postalCode: "8999", name: "Zürich", municipality: "Zürich", bfsNumber: 261, canton: "ZH", addressShare: 60 },
    { postalCode: "8999", name: "Randdorf", municipality: "Randdorf", bfsNumber: 298, canton: "ZH", addressShare: 40 },
  ]),
  regionsOf: () => (bfs) => (bfs === 261 ? { canton: "ZH", region: 1 } : bfs === 298 ? { canton: "ZH", region: 2 } : undefined),
};
const adults = [{ birthYear: 1985 }, { birthYear: 1987 }];
const children = [{ birthYear: 2012, label: "Lea" }, { birthYear: 2015 }, { birthYear: 2018 }];

function search(input: Partial<HouseholdSearchInput>) {
  const outcome = searchHousehold(catalog, householdSearchSchema.parse({ postalCode: "8001", tariffYear: 2026, persons: adults, ...input }));
  if (!outcome.ok) throw new Error(outcome.details);
  return outcome.response;
}
const totals = (r: ReturnType<typeof search>) => r.offers.map((o) => [o.insurer.name, o.total.monthly]);

describe("searchHousehold", () => {
  it("two adults: one offer per insurer with each person's cheapest product, sorted by total", () => {
    const r = search({});
    expect(totals(r)).toEqual([["Alpha", 900], ["Gamma", 940], ["Beta", 960]]);
    expect(r.offers[0]!.total).toEqual({ monthly: 900, yearly: 10_800 });
    expect(r.offers[0]!.persons[1]).toEqual({
      person: 1, label: null, premiumId: "1-telmed-adult-300-0", monthlyPremium: 450, annualPremium: 5400, franchise: 300,
      accidentCoverage: true, model: { code: "telmed", tariffName: "Alpha telmed" }, childRank: null,
    });
    expect(r.persons.map((p) => [p.ageClass, p.franchise, p.franchiseAssumed])).toEqual([["adult", 300, true], ["adult", 300, true]]);
    expect(r.cheapestMix?.total.monthly).toBe(900);
    expect(r.excludedInsurers).toEqual([]);
    expect(r.notes).toEqual([]);
  });

  it("leaves out an insurer that cannot insure someone and says why, in German", () => {
    const r = search({ persons: [...adults, { birthYear: 2005 }] });
    expect(totals(r)).toEqual([["Alpha", 1300], ["Gamma", 1330]]);
    expect(r.excludedInsurers).toEqual([
      { insurer: { code: "2", name: "Beta" }, reasons: ["Beta bietet Person 3 (Jahrgang 2005) keine Prämie mit Franchise 300 mit Unfalldeckung an."] },
    ]);
    const hmoOnly = search({ modelCodes: ["standard"], persons: [...adults, { birthYear: 2016 }] });
    expect(hmoOnly.excludedInsurers[0]!.reasons[0]).toBe("Gamma bietet Person 1 (Jahrgang 1985) keine Prämie mit Franchise 300 mit Unfalldeckung in den gewählten Modellen an.");
  });

  it("uses each person's deductible, the lowest of the age class by default", () => {
    const r = search({ persons: [{ birthYear: 1985, franchiseAmount: 2500 }, { birthYear: 2016 }] });
    expect(totals(r)).toEqual([["Alpha", 500]]);
    expect(r.persons.map((p) => [p.franchise, p.franchiseAssumed, p.childOrder])).toEqual([[2500, false], [0, true, 1]].map(([f, a, o]) => [f, a, o ?? null]));
  });

  it("2026: the second and further children pay the sibling premium, the last rank an insurer has for every further child", () => {
    const r = search({ persons: [...adults, ...children] });
    // Alpha 900 + 120 + 60 + 60 (no K3: K2 again); Beta 960 + 50 + 100 + 90; Gamma 940 + 3 × 130.
    expect(totals(r)).toEqual([["Alpha", 1140], ["Beta", 1200], ["Gamma", 1330]]);
    expect(r.offers[0]!.persons.slice(2).map((p) => [p.label, p.childRank, p.monthlyPremium])).toEqual([["Lea", 1, 120], [null, 2, 60], [null, 2, 60]]);
    expect(r.notes).toEqual([expect.stringContaining("jedes weitere Kind bei derselben Kasse zur Geschwisterprämie")]);
  });

  it("the cheapest mix weighs every split of the children, since a sibling premium counts only at one insurer", () => {
    const mix = search({ persons: [...adults, ...children] }).cheapestMix!;
    // Adults 2 × 450 at Alpha; one child alone at Beta (50) beats all three at Alpha (240) and each child's own cheapest (Beta K1-K3, 240).
    expect(mix.total.monthly).toBe(900 + 50 + 120 + 60);
    const kids = mix.persons.slice(2);
    expect(kids.filter((k) => k.insurer.name === "Beta").map((k) => [k.childRank, k.monthlyPremium])).toEqual([[1, 50]]);
    expect(kids.filter((k) => k.insurer.name === "Alpha").map((k) => k.childRank)).toEqual([1, 2]);
  });

  it("a year without sibling premiums prices every child as a first child and says so once", () => {
    const r = search({ tariffYear: 2027, persons: [...adults, ...children] });
    expect(totals(r)).toEqual([["Alpha", 1260], ["Beta", 1110], ["Gamma", 1330]].sort((a, b) => (a[1] as number) - (b[1] as number)));
    expect(r.offers.flatMap((o) => o.persons.slice(2).map((p) => p.childRank))).toEqual(Array(9).fill(1));
    expect(r.notes).toEqual(["Die Prämiendaten 2027 enthalten nur die Prämie für ein erstes Kind. Jedes Kind ist deshalb wie ein erstes Kind gerechnet; eine Geschwisterprämie der Kasse kann tiefer sein."]);
    expect(search({ tariffYear: 2027, persons: [...adults, children[0]!] }).notes).toEqual([]);
  });

  it("sorts by total descending and by insurer name", () => {
    expect(totals(search({ sortBy: "total_desc" })).map((t) => t[0])).toEqual(["Beta", "Gamma", "Alpha"]);
    expect(totals(search({ sortBy: "insurer_asc" })).map((t) => t[0])).toEqual(["Alpha", "Beta", "Gamma"]);
  });

  it("compares every offer like for like with staying at the current insurer", () => {
    const r = search({ currentInsurerCode: "2" });
    expect(r.currentInsurer).toMatchObject({ insurer: { code: "2", name: "Beta" }, model: "standard", modelAssumed: true, total: { monthly: 960, yearly: 11_520 }, reasons: [] });
    expect(r.offers.map((o) => o.saving)).toEqual([{ monthly: 60, yearly: 720 }, { monthly: 20, yearly: 240 }, { monthly: 0, yearly: 0 }]);
    expect(r.cheapestMix?.saving).toEqual({ monthly: 60, yearly: 720 });
    const noHmo = search({ currentInsurerCode: "2", currentModelCode: "hmo" });
    expect(noHmo.currentInsurer?.total).toBeNull();
    expect(noHmo.currentInsurer?.reasons).toHaveLength(2);
    expect(noHmo.offers.every((o) => o.saving === undefined)).toBe(true);
  });

  it("asks which municipality when the postal code spans premium regions, and answers once it is given", () => {
    const ambiguous = search({ postalCode: "8999" });
    expect(ambiguous.offers).toEqual([]);
    expect(ambiguous.locationChoices?.map((c) => c.bfsNumber).sort()).toEqual([261, 298]);
    expect(ambiguous.details).toContain("8999");
    expect(totals(search({ postalCode: "8999", bfsNumber: 261 }))).toEqual(totals(search({})));
  });

  it("refuses a deductible the age class does not have, naming the person's field", () => {
    const outcome = searchHousehold(catalog, householdSearchSchema.parse({ postalCode: "8001", tariffYear: 2026, persons: [...adults, { birthYear: 2016, franchiseAmount: 2500 }] }));
    expect(outcome).toEqual({
      ok: false, status: 400, field: "persons[2].franchiseAmount", error: "Ungültige Franchise",
      details: "Für diese Altersgruppe gibt es die Franchise 2500 nicht. Möglich sind: 0, 100, 200, 300, 400, 500, 600",
    });
    const unknown = searchHousehold(catalog, householdSearchSchema.parse({ postalCode: "8001", persons: adults, currentInsurerCode: "99999" }));
    expect(unknown).toMatchObject({ ok: false, status: 400, field: "currentInsurerCode" });
  });
});

describe("PremiumIndex with sibling premiums", () => {
  it("keeps them apart: the single search's groups hold the first child's premiums only", () => {
    const index = catalog.premiums;
    expect(index.group(2026, "ZH", 1, "child", true, 261).map((p) => p.id).sort()).toEqual(["1-standard-child-0-1", "2-standard-child-0-1", "3-standard-child-0-1"]);
    expect(index.positions(2026, "ZH", 1, "child", true, 261, 2).map((i) => index.rappenAt(i))).toEqual([6_000, 10_000]); // cheapest first
    expect(index.positions(2026, "ZH", 1, "adult", true, 261, 1, 2500).map((i) => index.premiumAt(i, 2026).id)).toEqual(["1-standard-adult-2500-0"]);
    expect([index.hasSiblingPremiums(2026), index.hasSiblingPremiums(2027)]).toEqual([true, false]);
  });
});

describe("householdSearchSchema", () => {
  it("takes one to six persons with the single search's messages", () => {
    const seven = householdSearchSchema.safeParse({ postalCode: "8001", persons: Array(7).fill({ birthYear: 1990 }) });
    expect(seven.error?.issues[0]).toMatchObject({ path: ["persons"], message: "Ein Haushalt hat höchstens 6 Personen" });
    const bad = householdSearchSchema.safeParse({ postalCode: "8001", persons: [{ birthYear: 1990 }, { birthYear: 1990 }, { birthYear: 1700 }] });
    expect(bad.error?.issues[0]).toMatchObject({ path: ["persons", 2, "birthYear"], message: birthYearRangeMessage() });
    expect(householdSearchSchema.safeParse({ postalCode: "8001", persons: [] }).error?.issues[0]?.message).toBe("Bitte gib mindestens eine Person an");
  });
});
