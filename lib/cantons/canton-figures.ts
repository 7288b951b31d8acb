import type { AgeClass } from "@/lib/domain/age-class";
import type { CantonCode } from "@/lib/domain/cantons";
import { meanChangePercent, offerFigures, postalCodeRanges, type OfferFigures } from "@/lib/domain/offer-figures";
import type { LocationIndex, RegionOf } from "@/lib/catalog/location-index";
import type { PremiumIndex, SoldPremium } from "@/lib/catalog/premium-index";
import { regionOffers, type RegionOffer } from "./region-offers";

/** What the figures are computed from: the in-memory catalog, or a hand-made one in tests. */
export type FiguresSource = {
  premiums: PremiumIndex;
  locations: LocationIndex;
  regionsOf: (tariffYear: number) => RegionOf;
};

/** A person group of the headline figures: with accident cover, any model, the deductible named. */
export const FIGURE_GROUPS = [
  { key: "adult", ageClass: "adult", franchise: 300 },
  { key: "youngAdult", ageClass: "young_adult", franchise: 300 },
  // Children's statutory deductible is 0 (Art. 103 Abs. 1 KVV); the data has it for every child tariff.
  { key: "child", ageClass: "child", franchise: 0 },
] as const satisfies readonly { key: string; ageClass: AgeClass; franchise: number }[];

export type GroupKey = (typeof FIGURE_GROUPS)[number]["key"];

export type GroupFigures = OfferFigures & { changePercent: number | null };

export type RegionFigures = {
  region: number;
  municipalities: { bfsNumber: number; name: string }[];
  postalCodeRanges: string[];
  /** The five cheapest adult offers sold in the whole region, at deductible 300 and 2500. */
  cheapest: { franchise300: RegionOffer[]; franchise2500: RegionOffer[] };
};

export type CantonFigures = {
  canton: CantonCode;
  tariffYear: number;
  /** The year the change is measured against, when it is loaded. */
  previousYear: number | null;
  groups: Record<GroupKey, GroupFigures | null>;
  regions: RegionFigures[];
};

/** An offer is one premium of one tariff in one region; a tariff sold in no municipality of a region is none. */
const isOffered = (premium: SoldPremium) => premium.soldIn === null || premium.soldIn.size > 0;

function groupPremiums(source: FiguresSource, canton: string, regions: readonly number[], tariffYear: number, group: (typeof FIGURE_GROUPS)[number]) {
  return regions.flatMap((region) =>
    source.premiums
      .offers(tariffYear, canton, region, group.ageClass, true)
      .filter((premium) => premium.franchise === group.franchise && isOffered(premium))
      .map((premium) => premium.monthlyRappen),
  );
}

/** The canton's municipalities by premium region in a tariff year, with their postal codes. */
function municipalitiesByRegion(source: FiguresSource, canton: string, tariffYear: number) {
  const regionOf = source.regionsOf(tariffYear);
  const byRegion = new Map<number, { municipalities: Map<number, string>; postalCodes: Map<number, Set<string>> }>();
  for (const entry of source.locations.entries) {
    const place = regionOf(entry.bfsNumber);
    if (!place || place.canton !== canton) continue;
    const region = byRegion.get(place.region) ?? { municipalities: new Map(), postalCodes: new Map() };
    byRegion.set(place.region, region);
    region.municipalities.set(entry.bfsNumber, entry.municipality);
    region.postalCodes.set(entry.bfsNumber, (region.postalCodes.get(entry.bfsNumber) ?? new Set()).add(entry.postalCode));
  }
  return new Map([...byRegion].sort(([a], [b]) => a - b));
}

// Per loaded index (a new import builds a new one): a canton's figures for a year are computed once.
const figuresCache = new WeakMap<PremiumIndex, Map<string, CantonFigures | null>>();

/**
 * The figures of a canton page for one tariff year (adults 26+ at deductible 300, young adults
 * 19–25 at 300, children at 0; all with accident cover, every model), null when the year has no
 * premium of the canton. Pure over the catalog: the same catalog gives the same figures, computed
 * once per loaded index.
 */
export function cantonFigures(source: FiguresSource, canton: CantonCode, tariffYear: number): CantonFigures | null {
  const cache = figuresCache.get(source.premiums) ?? new Map<string, CantonFigures | null>();
  figuresCache.set(source.premiums, cache);
  const key = `${canton}|${tariffYear}`;
  if (!cache.has(key)) cache.set(key, computeCantonFigures(source, canton, tariffYear));
  return cache.get(key)!;
}

function computeCantonFigures(source: FiguresSource, canton: CantonCode, tariffYear: number): CantonFigures | null {
  const places = municipalitiesByRegion(source, canton, tariffYear);
  const regions = [...places.keys()];
  const previousYear = source.premiums.tariffYears.includes(tariffYear - 1) ? tariffYear - 1 : null;
  const previousRegions = previousYear === null ? [] : [...municipalitiesByRegion(source, canton, previousYear).keys()];
  const groups = {} as Record<GroupKey, GroupFigures | null>;
  for (const group of FIGURE_GROUPS) {
    const figures = offerFigures(groupPremiums(source, canton, regions, tariffYear, group));
    const previous = previousYear === null ? null : offerFigures(groupPremiums(source, canton, previousRegions, previousYear, group));
    groups[group.key] = figures && { ...figures, changePercent: meanChangePercent(figures, previous) };
  }
  if (!groups.adult) return null;
  return {
    canton,
    tariffYear,
    previousYear,
    groups,
    regions: [...places].map(([region, { municipalities, postalCodes }]) => ({
      region,
      municipalities: [...municipalities]
        .map(([bfsNumber, name]) => ({ bfsNumber, name }))
        .sort((a, b) => a.name.localeCompare(b.name, "de-CH")),
      postalCodeRanges: postalCodeRanges([...postalCodes.values()].flatMap((set) => [...set])),
      cheapest: {
        franchise300: regionOffers(source.premiums, { canton, region, tariffYear, franchise: 300, postalCodes }),
        franchise2500: regionOffers(source.premiums, { canton, region, tariffYear, franchise: 2500, postalCodes }),
      },
    })),
  };
}

export type SwissAdultFigures = { tariffYear: number; previousYear: number; current: OfferFigures; previous: OfferFigures; changePercent: number };

const swissCache = new WeakMap<PremiumIndex, Map<number, SwissAdultFigures | null>>();

/**
 * Every adult offer of Switzerland (26+, deductible 300, accident cover, every model, every
 * premium region of every canton) in a tariff year and the year before: their mean and its
 * change. The mean of the offers, not BAG's weighted mean premium. Null without the year before.
 */
export function swissAdultFigures(source: FiguresSource, tariffYear: number): SwissAdultFigures | null {
  const cached = swissCache.get(source.premiums)?.get(tariffYear);
  if (cached !== undefined) return cached;
  const adult = FIGURE_GROUPS[0];
  const previousYear = tariffYear - 1;
  const premiumsOf = (year: number) => {
    const regionsByCanton = new Map<string, Set<number>>();
    const regionOf = source.regionsOf(year);
    for (const entry of source.locations.entries) {
      const place = regionOf(entry.bfsNumber);
      if (place) regionsByCanton.set(place.canton, (regionsByCanton.get(place.canton) ?? new Set()).add(place.region));
    }
    return [...regionsByCanton].flatMap(([canton, regions]) => groupPremiums(source, canton, [...regions], year, adult));
  };
  const current = source.premiums.tariffYears.includes(tariffYear) ? offerFigures(premiumsOf(tariffYear)) : null;
  const previous = source.premiums.tariffYears.includes(previousYear) ? offerFigures(premiumsOf(previousYear)) : null;
  const changePercent = meanChangePercent(current, previous);
  const figures = current && previous && changePercent !== null ? { tariffYear, previousYear, current, previous, changePercent } : null;
  swissCache.set(source.premiums, (swissCache.get(source.premiums) ?? new Map()).set(tariffYear, figures));
  return figures;
}
