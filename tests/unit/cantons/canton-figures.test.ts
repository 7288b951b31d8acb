/**
 * @jest-environment node
 */
import { cantonFigures, type FiguresSource } from "@/lib/cantons/canton-figures";
import { offerFigures, postalCodeRanges } from "@/lib/domain/offer-figures";
import { LocationIndex } from "@/lib/catalog/location-index";
import { PremiumIndex, type PremiumRow, type TariffRestriction } from "@/lib/catalog/premium-index";

// A hand-made canton BE with two regions: region 1 = Bern (351), region 2 = Thun (942) and Münsingen (616).
let n = 0;
const row = (extra: Partial<PremiumRow> & Pick<PremiumRow, "insurerName" | "monthlyRappen">): PremiumRow => ({
  id: `x${n++}`, insurerCode: extra.insurerName, model: "standard", tariffType: "BASE", tariffName: "Grundversicherung", franchise: 300,
  tariffYear: 2027, canton: "BE", region: 1, ageClass: "adult", accident: true, ...extra,
});
const viva = { model: "hausarzt", tariffType: "PRAXIS", tariffName: "VIVA", insurerName: "Visana" } as const;
const rows: PremiumRow[] = [
  row({ insurerName: "A", monthlyRappen: 50_000 }),
  row({ insurerName: "B", monthlyRappen: 60_000 }),
  row({ insurerName: "A", monthlyRappen: 45_000, region: 2 }),
  row({ insurerName: "B", monthlyRappen: 55_010, region: 2 }),
  // Restricted to Münsingen: sold in region 2 only, so its region-1 premium is no offer.
  row({ ...viva, monthlyRappen: 30_000, region: 1 }),
  row({ ...viva, monthlyRappen: 40_000, region: 2 }),
  row({ insurerName: "A", monthlyRappen: 35_000, franchise: 2500 }),
  row({ insurerName: "A", monthlyRappen: 40_000, accident: false }), // without accident cover: not counted
  row({ insurerName: "A", monthlyRappen: 42_000, ageClass: "young_adult" }),
  row({ insurerName: "A", monthlyRappen: 11_000, ageClass: "child", franchise: 0 }),
  row({ insurerName: "A", monthlyRappen: 9_000, ageClass: "child", franchise: 600 }),
  // The previous year: one offer per region.
  row({ insurerName: "A", monthlyRappen: 40_000, tariffYear: 2026 }),
  row({ insurerName: "A", monthlyRappen: 44_000, tariffYear: 2026, region: 2 }),
];
const restrictions: TariffRestriction[] = [
  { tariffYear: 2027, insurerCode: "Visana", canton: "BE", region: 2, tariffType: "PRAXIS", tariffName: "VIVA", bfsNumbers: [616] },
];
const places = { 351: 1, 942: 2, 616: 2 } as Record<number, number>;
const source: FiguresSource = {
  premiums: new PremiumIndex(rows, [], [2026, 2027], restrictions),
  locations: new LocationIndex([
    { postalCode: "3011", name: "Bern", municipality: "Bern", bfsNumber: 351, canton: "BE", addressShare: 100 },
    { postalCode: "3012", name: "Bern", municipality: "Bern", bfsNumber: 351, canton: "BE", addressShare: 100 },
    { postalCode: "3014", name: "Bern", municipality: "Bern", bfsNumber: 351, canton: "BE", addressShare: 100 },
    { postalCode: "3600", name: "Thun", municipality: "Thun", bfsNumber: 942, canton: "BE", addressShare: 100 },
    { postalCode: "3110", name: "Münsingen", municipality: "Münsingen", bfsNumber: 616, canton: "BE", addressShare: 100 },
    { postalCode: "8001", name: "Zürich", municipality: "Zürich", bfsNumber: 261, canton: "ZH", addressShare: 100 },
  ]),
  regionsOf: () => (bfs) => (places[bfs] === undefined ? undefined : { canton: "BE", region: places[bfs]! }),
};

describe("cantonFigures", () => {
  const figures = cantonFigures(source, "BE", 2027)!;

  it("takes the cheapest and dearest adult offer over the regions, the saving and the plain mean", () => {
    // Offers: 500.00, 600.00 (region 1), 450.00, 550.10, 400.00 (VIVA, region 2); not VIVA's region-1 premium.
    expect(figures.groups.adult).toEqual({
      offers: 5,
      cheapestRappen: 40_000,
      dearestRappen: 60_000,
      yearlySavingRappen: 240_000,
      meanRappen: 50_002, // 2'500.10 / 5 = 500.02
      changePercent: 19.1, // against (400 + 440) / 2 = 420.00: 500.02 / 420 − 1 = 19.05 %
    });
    expect(figures.previousYear).toBe(2026);
  });

  it("counts young adults at deductible 300 and children at 0, each on their own", () => {
    expect(figures.groups.youngAdult).toMatchObject({ offers: 1, cheapestRappen: 42_000, changePercent: null });
    expect(figures.groups.child).toMatchObject({ offers: 1, cheapestRappen: 11_000, dearestRappen: 11_000, yearlySavingRappen: 0 });
  });

  it("lists each region's municipalities, postal-code ranges and cheapest whole-region offers with calculator links", () => {
    expect(figures.regions.map((r) => [r.region, r.municipalities.map((m) => m.name), r.postalCodeRanges])).toEqual([
      [1, ["Bern"], ["3011–3012", "3014"]],
      [2, ["Münsingen", "Thun"], ["3110", "3600"]],
    ]);
    const [bern, thun] = figures.regions;
    expect(bern!.cheapest.franchise300.map((o) => [o.insurerName, o.monthlyRappen])).toEqual([["A", 50_000], ["B", 60_000]]);
    expect(bern!.cheapest.franchise300[0]!.calculatorHref).toBe(
      "/calculator?plz=3011&jahrgang=1992&franchise=300&unfall=1&modelle=standard,hausarzt,hmo,telmed&sortierung=price_asc&gemeinde=351&jahr=2027",
    );
    expect(bern!.cheapest.franchise2500.map((o) => o.monthlyRappen)).toEqual([35_000]);
    // VIVA is sold only in Münsingen: not an offer for the whole region.
    expect(thun!.cheapest.franchise300.map((o) => o.insurerName)).toEqual(["A", "B"]);
    expect(thun!.cheapest.franchise2500).toEqual([]);
  });

  it("answers null for a canton without premiums in the year, and no change without the previous year", () => {
    expect(cantonFigures(source, "ZH", 2027)).toBeNull();
    expect(cantonFigures(source, "BE", 2026)!.groups.adult).toMatchObject({ offers: 2, meanRappen: 42_000, changePercent: null });
  });
});

describe("offer figures", () => {
  it("rounds the mean to the Rappen and is null without offers", () => {
    expect(offerFigures([100, 101])).toMatchObject({ meanRappen: 101 });
    expect(offerFigures([])).toBeNull();
  });

  it("joins consecutive postal codes into ranges", () => {
    expect(postalCodeRanges(["8003", "8001", "8002", "8001", "8005", "8400"])).toEqual(["8001–8003", "8005", "8400"]);
  });
});
