import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import type { PremiumSearchResponse } from "@/lib/catalog/types";
import type { AdvisorFilters } from "./actions";
import type { StateLocationChoice } from "./state";
import { models, texts } from "@/lib/advisor/texts";

/** The advisor's German answers, built from the catalogue texts and the index's figures. */
const e = texts.engine;

/** The search's criteria; `franchiseUnset` replaces "all deductibles" where the search did not search them all (a household). */
export function criteriaText(filters: AdvisorFilters, franchiseUnset: string = e.criteriaAllFranchises): string {
  return [
    filters.modelCode ? fill(e.criteriaModel, { model: models.names[filters.modelCode] }) : e.criteriaAllModels,
    filters.franchiseAmount !== undefined ? fill(e.criteriaFranchise, { amount: formatChfAmount(filters.franchiseAmount) }) : franchiseUnset,
    filters.accidentCoverage ? e.criteriaWithAccident : e.criteriaWithoutAccident,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * The line about the offers found, in one of a few wordings (chosen by the situation, so the same
 * input still gives the same answer) rather than the same sentence every time.
 */
export function offersText(response: PremiumSearchResponse, filters: AdvisorFilters, named?: string | null): string {
  const first = response.results[0];
  const place = placeOf(response, filters, named);
  const base = { place, birthYear: filters.birthYear, criteria: criteriaText(filters) };
  if (!first) return fill(e.offersNone, base);
  const variants = e.offersFoundVariants;
  const variant = variants[(filters.birthYear + Number(filters.postalCode) + (filters.franchiseAmount ?? 0)) % variants.length]!;
  return fill(variant, {
    ...base,
    year: response.tariffYear,
    count: response.stats.totalResults,
    insurer: first.insurer.name,
    model: models.names[first.model.code],
    premium: formatChf(first.monthlyPremium),
  });
}

/** The place of the offers: the locality the person named ("6655 Intragna"), else the postal code's first one. */
export const placeOf = (response: PremiumSearchResponse, filters: AdvisorFilters, named?: string | null) => {
  const first = response.results[0];
  return first ? `${first.region.plz} ${named || first.region.ortschaftsname}` : filters.postalCode;
};

export const choicesText = (place: string, choices: readonly StateLocationChoice[]) =>
  fill(e.chooseMunicipality, {
    place,
    choices: choices.map((choice, index) => fill(e.choiceLine, { number: index + 1, name: choice.name })).join("\n"),
  });
