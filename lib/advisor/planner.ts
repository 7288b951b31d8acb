import texts from "@/lib/i18n/messages/de/advisor.json";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { Question } from "./acts";
import { insurerAnswer } from "./answers/insurer-answer";
import { modelsAnswer } from "./answers/model-answer";
import type { AdvisorFilters } from "./actions";
import { trendAnswer } from "./answers/trend-answer";
import type { NamedInsurer } from "./extract/named-insurers";
import { filtersOf } from "./offers";
import { cheapestFor } from "./answers/situation";
import { offerFields } from "./answers/format";
import { formatChf } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import type { AdvisorState } from "./state";

/**
 * The answer to the question of the turn, from the index, said before any offers: a named
 * insurer's price, a comparison of two models, the change against the year before. Null when
 * the situation is not complete (the engine asks for what is missing) or nothing was asked.
 */
export function leadAnswer(catalog: SearchCatalog, state: AdvisorState, question: Question, named: readonly NamedInsurer[], tariffYear: number): string | null {
  if (!question || (question.kind === "price" && !question.yearly)) return null;
  const filters = filtersOf(state);
  // Only a resolved place: a postal code with several municipalities is asked first.
  if (!filters || !resolves(catalog, filters, tariffYear)) return null;
  if (question.kind === "price") return yearlyAnswer(catalog, filters);
  if (question.kind === "insurer") return named.length ? insurerAnswer(catalog, filters, tariffYear, named, question.claim, question.model) : null;
  if (question.kind === "models") return modelsAnswer(catalog, filters, question.models);
  // With a current insurer the offers message states the like-for-like saving; without one, ask for it.
  if (question.kind === "saving") return filters.currentInsurerCode ? null : texts.answers.currentAskInsurer;
  return trendAnswer(catalog, filters, tariffYear);
}

/** "Und pro Jahr?": the cheapest offer's premium for twelve months. */
function yearlyAnswer(catalog: SearchCatalog, filters: AdvisorFilters): string | null {
  const best = cheapestFor(catalog, filters);
  if (!best) return null;
  return fill(texts.answers.priceYearly, { ...offerFields(best), yearly: formatChf(best.annualPremium) });
}

const resolves = (catalog: SearchCatalog, filters: AdvisorFilters, tariffYear: number) =>
  catalog.locations.resolve(filters.postalCode, catalog.regionsOf(filters.tariffYear ?? tariffYear), filters.bfsNumber).kind === "resolved";
