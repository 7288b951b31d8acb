import type { ModelCode } from "@/lib/domain/insurance-models";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { PremiumResult, PremiumSearchResponse } from "@/lib/catalog/types";
import type { AdvisorFilters } from "../actions";
import { runSearch } from "../offers";

/**
 * The searches the answers read: the state's situation with a change (another year, model,
 * deductible, person), through the same search as POST /api/premiums/search.
 */
export type Change = { tariffYear?: number; modelCode?: ModelCode | null; franchiseAmount?: number | null; birthYear?: number; currentInsurerCode?: string; currentModelCode?: ModelCode };

export function withChange(filters: AdvisorFilters, change: Change): AdvisorFilters {
  const next: AdvisorFilters = { ...filters };
  if (change.tariffYear !== undefined) next.tariffYear = change.tariffYear;
  if (change.birthYear !== undefined) next.birthYear = change.birthYear;
  if (change.modelCode === null) delete next.modelCode;
  else if (change.modelCode) next.modelCode = change.modelCode;
  if (change.franchiseAmount === null) delete next.franchiseAmount;
  else if (change.franchiseAmount !== undefined) next.franchiseAmount = change.franchiseAmount;
  if (change.currentInsurerCode) next.currentInsurerCode = change.currentInsurerCode;
  if (change.currentModelCode) next.currentModelCode = change.currentModelCode;
  return next;
}

export function searchFor(catalog: SearchCatalog, filters: AdvisorFilters, change: Change = {}, limit = 1): PremiumSearchResponse | null {
  const outcome = runSearch(catalog, withChange(filters, change), limit);
  return outcome.ok && !outcome.response.locationChoices?.length ? outcome.response : null;
}

export const cheapestFor = (catalog: SearchCatalog, filters: AdvisorFilters, change: Change = {}): PremiumResult | undefined =>
  searchFor(catalog, filters, change)?.results[0];

type Ranked = { premium: PremiumResult; rank: number; total: number };

/** One insurer's products in the situation, in the search's order with their rank in the whole result, read page by page. */
function* insurerRanked(catalog: SearchCatalog, filters: AdvisorFilters, code: string, change: Change): Generator<Ranked> {
  const page = 200;
  for (let offset = 0; offset < 20_000; offset += page) {
    const outcome = runSearch(catalog, withChange(filters, change), page, offset);
    if (!outcome.ok) return;
    for (const [index, premium] of outcome.response.results.entries()) {
      if (premium.insurer.code === code) yield { premium, rank: offset + index + 1, total: outcome.response.stats.totalResults };
    }
    if (outcome.response.results.length < page) return;
  }
}

/** The insurer's cheapest product in the situation, looked for in the whole result, not only its first page. */
export function insurerCheapest(catalog: SearchCatalog, filters: AdvisorFilters, code: string, change: Change = {}): Ranked | undefined {
  return insurerRanked(catalog, filters, code, change).next().value ?? undefined;
}

/** Every product of the insurer in the situation, cheapest first. */
export const insurerProducts = (catalog: SearchCatalog, filters: AdvisorFilters, code: string, change: Change = {}): PremiumResult[] =>
  Array.from(insurerRanked(catalog, filters, code, change), (ranked) => ranked.premium);

/** The loaded year before the one talked about, if any. */
export const yearBefore = (catalog: SearchCatalog, tariffYear: number) => [...catalog.premiums.tariffYears].filter((year) => year < tariffYear).sort((a, b) => b - a)[0];

/** A change in percent, one decimal, with its sign ("+4.2 %"). */
/** A change in percent with its sign, one decimal ("+3.6 %", "−1.2 %"). */
export const signedPercent = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(1)} %`;
export const percent = (from: number, to: number) => signedPercent(((to - from) / from) * 100);
