import { cantonFigures } from "@/lib/cantons/canton-figures";
import { getCatalog, type Catalog } from "@/lib/catalog/catalog";
import { bagPremiums2026, bagPremiums2027, headline, type BagPremium } from "../../support/bag-files";
import { useCatalog } from "../../support/premium-data";

// The figures of the canton pages against a second computation straight from the BAG files.
useCatalog();
let catalog: Catalog;
let files: Record<number, BagPremium[]>;
beforeAll(async () => {
  catalog = (await getCatalog())!;
  files = { 2026: bagPremiums2026(), 2027: bagPremiums2027() };
}, 300_000);

const CANTONS = ["ZH", "BE", "BL", "BS", "GE", "TI", "LU", "VD", "AI"] as const;

describe.each([2026, 2027])("canton figures %i equal the BAG file", (year) => {
  it.each(CANTONS)("%s: adults 300, young adults 300, children 0, all with accident cover", (canton) => {
    const figures = cantonFigures(catalog, canton, year)!;
    expect(figures.tariffYear).toBe(year);
    const groups = { adult: ["ERW", 300], youngAdult: ["JUG", 300], child: ["KIN", 0] } as const;
    for (const [key, [ageClass, franchise]] of Object.entries(groups)) {
      const { changePercent, ...own } = figures.groups[key as keyof typeof groups]!;
      expect({ key, ...own }).toEqual({ key, ...headline(files[year]!, canton, ageClass, franchise) });
      if (year === 2027) {
        const before = headline(files[2026]!, canton, ageClass, franchise).meanRappen;
        const now = headline(files[2027]!, canton, ageClass, franchise).meanRappen;
        expect(changePercent).toBe(Math.round((now / before - 1) * 1000) / 10);
      } else expect(changePercent).toBeNull();
    }
  });
});

describe("canton figures 2027", () => {
  it("state the cheapest adult premium of Basel-Landschaft at deductible 300 with accident cover as BAG does (CHF 525.00)", () => {
    expect(cantonFigures(catalog, "BL", 2027)!.groups.adult!.cheapestRappen).toBe(52_500);
  });

  it("list Bern's three regions, each with its municipalities and five whole-region offers", () => {
    const bern = cantonFigures(catalog, "BE", 2027)!;
    expect(bern.regions.map((r) => r.region)).toEqual([1, 2, 3]);
    expect(bern.regions[0]!.municipalities.map((m) => m.name)).toContain("Bern");
    for (const region of bern.regions) {
      expect(region.cheapest.franchise300).toHaveLength(5);
      expect(region.cheapest.franchise2500).toHaveLength(5);
      // Visana's VIVA and HMO plus are sold only in listed municipalities: never a whole-region offer.
      expect(region.cheapest.franchise300.map((o) => o.tariffName)).not.toContain("VIVA - Gesundheitsplan");
    }
    const regionOf = catalog.regionsOf(2027);
    const total = bern.regions.reduce((sum, r) => sum + r.municipalities.length, 0);
    expect(total).toBe(new Set(catalog.locations.entries.filter((e) => regionOf(e.bfsNumber)?.canton === "BE").map((e) => e.bfsNumber)).size);
  });

  it("say that a one-region canton has one region", () => {
    expect(cantonFigures(catalog, "GE", 2027)!.regions.map((r) => r.region)).toEqual([0]);
  });
});
