import { serializeCalculatorQuery } from "@/lib/calculator/url-state";
import { MODEL_CODES, type ModelCode } from "@/lib/domain/insurance-models";
import type { PremiumIndex } from "@/lib/catalog/premium-index";

export type RegionOffer = {
  insurerName: string;
  tariffName: string;
  model: ModelCode;
  monthlyRappen: number;
  /** The calculator with this region's search filled in (an adult, this deductible, every model). */
  calculatorHref: string;
};

type RegionQuery = {
  canton: string;
  region: number;
  tariffYear: number;
  franchise: number;
  /** The region's postal codes per municipality (BFS number). */
  postalCodes: ReadonlyMap<number, ReadonlySet<string>>;
};

/** An adult of 35 in the tariff year: any age from 26 on has the same premium. */
const ADULT_AGE = 35;
const SHOWN = 5;

/**
 * The place the calculator links of a region search for: the municipality with the most postal
 * codes (the region's town), its first postal code; the BFS number settles a postal code that
 * spans several premium regions.
 */
function regionPlace(postalCodes: RegionQuery["postalCodes"]): { postalCode: string; bfsNumber: number } | null {
  let best: { postalCode: string; bfsNumber: number; count: number } | null = null;
  for (const [bfsNumber, codes] of postalCodes) {
    const first = [...codes].sort()[0]!;
    if (!best || codes.size > best.count || (codes.size === best.count && bfsNumber < best.bfsNumber)) best = { postalCode: first, bfsNumber, count: codes.size };
  }
  return best && { postalCode: best.postalCode, bfsNumber: best.bfsNumber };
}

export function calculatorHref(place: { postalCode: string; bfsNumber: number }, tariffYear: number, franchise: number): string {
  const query = serializeCalculatorQuery({
    postalCode: place.postalCode,
    bfsNumber: place.bfsNumber,
    birthYear: tariffYear - ADULT_AGE,
    franchise,
    accidentCoverage: true,
    models: [...MODEL_CODES],
    sortBy: "price_asc",
    tariffYear,
  });
  return `/calculator?${query}`;
}

/**
 * The five cheapest adult offers with accident cover sold in the whole region. Tariffs sold only
 * in some of its municipalities are left out: the list must hold for everyone in the region.
 */
export function regionOffers(premiums: PremiumIndex, query: RegionQuery): RegionOffer[] {
  const place = regionPlace(query.postalCodes);
  if (!place) return [];
  const href = calculatorHref(place, query.tariffYear, query.franchise);
  return premiums
    .offers(query.tariffYear, query.canton, query.region, "adult", true)
    .filter((premium) => premium.franchise === query.franchise && premium.soldIn === null)
    .slice(0, SHOWN)
    .map((premium) => ({
      insurerName: premium.insurerName,
      tariffName: premium.tariffName,
      model: premium.model,
      monthlyRappen: premium.monthlyRappen,
      calculatorHref: href,
    }));
}
