import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/advisor.json";
import models from "@/lib/i18n/messages/de/models.json";
import type { PremiumSearchResponse } from "@/lib/premiums/types";
import type { AdvisorFilters } from "./actions";
import type { StateLocationChoice } from "./state";

/** The advisor's German answers, built from the catalogue texts and the index's figures. */
const e = texts.engine;

export function criteriaText(filters: AdvisorFilters): string {
  return [
    filters.modelCode ? fill(e.criteriaModel, { model: models.names[filters.modelCode] }) : e.criteriaAllModels,
    filters.franchiseAmount !== undefined ? fill(e.criteriaFranchise, { amount: formatChfAmount(filters.franchiseAmount) }) : e.criteriaAllFranchises,
    filters.accidentCoverage ? e.criteriaWithAccident : e.criteriaWithoutAccident,
  ]
    .filter(Boolean)
    .join(", ");
}

export function offersText(response: PremiumSearchResponse, filters: AdvisorFilters, withAccidentHint: boolean): string {
  const first = response.results[0];
  const place = first ? `${first.region.plz} ${first.region.ortschaftsname}` : filters.postalCode;
  const base = { place, birthYear: filters.birthYear, criteria: criteriaText(filters) };
  if (!first) return fill(e.offersNone, base);
  const lines = [
    fill(e.offersFound, {
      ...base,
      count: response.stats.totalResults,
      insurer: first.insurer.name,
      model: models.names[first.model.code],
      premium: formatChf(first.monthlyPremium),
    }),
    e.offersHint,
  ];
  if (withAccidentHint) lines.push(e.accidentHint);
  return lines.join("\n\n");
}

export const choicesText = (place: string, choices: readonly StateLocationChoice[]) =>
  fill(e.chooseMunicipality, {
    place,
    choices: choices.map((choice, index) => fill(e.choiceLine, { number: index + 1, name: choice.name })).join("\n"),
  });
