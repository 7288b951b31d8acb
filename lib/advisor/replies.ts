import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/advisor.json";
import models from "@/lib/i18n/messages/de/models.json";
import type { PremiumSearchResponse } from "@/lib/catalog/types";
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
      year: response.tariffYear,
      count: response.stats.totalResults,
      insurer: first.insurer.name,
      model: models.names[first.model.code],
      premium: formatChf(first.monthlyPremium),
    }),
  ];
  const current = currentText(response, place);
  if (current) lines.push(current);
  lines.push(e.offersHint);
  if (withAccidentHint) lines.push(e.accidentHint);
  return lines.join("\n\n");
}

/** "If nothing changes": the current insurer's premium next to the cheapest offer, or why it cannot be compared. */
export function currentText(response: PremiumSearchResponse, place: string): string | null {
  const current = response.currentInsurer;
  if (!current) return null;
  const model = models.names[current.model];
  if (!current.premium) return fill(e.currentNotOffered, { insurer: current.insurer.name, year: response.tariffYear, place, model });
  const parts: string[] = [];
  if (current.modelAssumed) parts.push(e.currentModelAssumed);
  if (current.franchiseAssumed) parts.push(fill(e.currentFranchiseAssumed, { franchise: formatChfAmount(current.franchise) }));
  const product = [models.names[current.premium.model], current.premium.tariffName].filter((name, i, all) => name && all.indexOf(name) === i).join(", ");
  parts.push(
    fill(e.currentStays, {
      year: response.tariffYear,
      insurer: current.insurer.name,
      product,
      franchise: formatChfAmount(current.franchise),
      premium: formatChf(current.premium.monthlyPremium),
    }),
  );
  if (current.products > 1) parts.push(fill(e.currentSeveral, { insurer: current.insurer.name, count: current.products, model }));
  const saving = response.results[0]?.saving;
  if (saving && saving.monthly > 0) parts.push(fill(e.currentSaving, { monthly: formatChf(saving.monthly), yearly: formatChf(saving.yearly) }));
  else if (saving) parts.push(fill(e.currentNoSaving, { monthly: formatChf(-saving.monthly) }));
  return parts.join(" ");
}

export const choicesText = (place: string, choices: readonly StateLocationChoice[]) =>
  fill(e.chooseMunicipality, {
    place,
    choices: choices.map((choice, index) => fill(e.choiceLine, { number: index + 1, name: choice.name })).join("\n"),
  });
