import type { PremiumSort } from "@/lib/domain/premium-sort";
import { ageClassFor } from "@/lib/domain/age-class";
import { annualFromMonthlyRappen } from "@/lib/domain/premium-stats";
import type { DeductiblePremium } from "@/lib/domain/real-premium-costs";
import { premiumById, searchPremiums, type SearchCatalog, type SearchOutcome } from "@/lib/premiums/premium-search";
import type { PremiumResult } from "@/lib/catalog/types";
import { premiumSearchSchema } from "@/lib/validations/premiums";
import type { AdvisorFilters } from "./actions";
import { MAX_OFFERS, type AdvisorState, type CompactOffer } from "./state";

/**
 * The advisor reads premiums only from the index, through the same search as
 * POST /api/premiums/search. Premiums in the state are display copies; an offer is always
 * re-read by its id and the situation it was found for.
 */
export const SEARCH_LIMIT = 50;

export function filtersOf(state: AdvisorState): AdvisorFilters | null {
  if (!state.plz || !state.geburtsjahr) return null;
  return {
    postalCode: state.plz,
    birthYear: state.geburtsjahr,
    accidentCoverage: state.unfalldeckung ?? true,
    ...(state.franchise != null ? { franchiseAmount: state.franchise } : {}),
    ...(state.modell ? { modelCode: state.modell } : {}),
    ...(state.bfs ? { bfsNumber: state.bfs } : {}),
    sortBy: "price_asc",
    ...(state.tarifjahr ? { tariffYear: state.tarifjahr } : {}),
    ...(state.aktuelle_kasse ? { currentInsurerCode: state.aktuelle_kasse } : {}),
    ...(state.aktuelle_kasse && state.aktuelles_modell ? { currentModelCode: state.aktuelles_modell } : {}),
  };
}

/** `sortBy`: another order than the filters' (the dearest offer first). */
export function runSearch(catalog: SearchCatalog, filters: AdvisorFilters, limit = SEARCH_LIMIT, offset = 0, sortBy: PremiumSort = filters.sortBy): SearchOutcome {
  return searchPremiums(catalog, premiumSearchSchema.parse({ ...filters, sortBy, limit, offset }));
}

export const toCompactOffer = (premium: PremiumResult, filters: AdvisorFilters): CompactOffer => ({
  id: premium.id,
  versicherer: premium.insurer.name,
  versichererCode: premium.insurer.code,
  modell: premium.model.code,
  produkt: premium.model.tariffName || undefined,
  franchise: premium.franchise.amount,
  monatspraemie: premium.monthlyPremium,
  plz: filters.postalCode,
  ...(filters.bfsNumber ? { bfs: filters.bfsNumber } : { bfs: premium.region.bfsNumber }),
  geburtsjahr: filters.birthYear,
  unfalldeckung: filters.accidentCoverage,
  tarifjahr: premium.tariffYear,
});

/** An offer's tariff year: stored with it, else read from its id ("p2027-…"). */
const yearOfOffer = (offer: Pick<CompactOffer, "id" | "tarifjahr">) => offer.tarifjahr ?? (/^p(\d{4})-/.exec(offer.id) ? Number(/^p(\d{4})-/.exec(offer.id)![1]) : undefined);

export const compactOffers = (results: readonly PremiumResult[], filters: AdvisorFilters) =>
  results.slice(0, MAX_OFFERS).map((premium) => toCompactOffer(premium, filters));

/** The offer's product again, from the index: found by its id in the group of its situation. */
export function rereadOffer(
  catalog: SearchCatalog,
  offer: Pick<CompactOffer, "id" | "plz" | "bfs" | "geburtsjahr" | "unfalldeckung" | "franchise" | "modell" | "tarifjahr">,
): PremiumResult | null {
  const tariffYear = yearOfOffer(offer);
  const found = premiumById(catalog, { postalCode: offer.plz, birthYear: offer.geburtsjahr, accidentCoverage: offer.unfalldeckung, bfsNumber: offer.bfs, tariffYear }, offer.id);
  // The id names the product and deductible; the offer's model and deductible must still be its own.
  return found && found.franchise.amount === offer.franchise && found.model.code === offer.modell ? found : null;
}

/** Every deductible of the offer's product (same insurer, model and tariff), from the index. */
export function productAtEveryFranchise(catalog: SearchCatalog, offer: PremiumResult, birthYear: number): DeductiblePremium[] {
  const tariffYear = offer.tariffYear;
  const resolution = catalog.locations.resolve(offer.region.plz, catalog.regionsOf(tariffYear), offer.region.bfsNumber);
  if (resolution.kind !== "resolved") return [];
  const { canton, region } = resolution.location;
  const group = catalog.premiums.group(tariffYear, canton, region, ageClassFor(birthYear, tariffYear), offer.accidentCoverage, resolution.location.bfsNumber);
  const byFranchise = new Map<number, DeductiblePremium>();
  for (const premium of group) {
    if (premium.insurerCode !== offer.insurer.code || premium.model !== offer.model.code || premium.tariffName !== offer.model.tariffName) continue;
    if (!byFranchise.has(premium.franchise)) {
      byFranchise.set(premium.franchise, { franchise: premium.franchise, annualPremium: annualFromMonthlyRappen(premium.monthlyRappen), insurerName: premium.insurerName });
    }
  }
  return [...byFranchise.values()].sort((a, b) => a.franchise - b.franchise);
}
