import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { Question } from "./acts";
import { insurerAnswer } from "./answers/insurer-answer";
import { franchisesAnswer, modelsAnswer } from "./answers/model-answer";
import type { AdvisorFilters } from "./actions";
import { trendAnswer } from "./answers/trend-answer";
import type { NamedInsurer } from "./extract/named-insurers";
import { filtersOf, runSearch } from "./offers";
import { cheapestFor } from "./answers/situation";
import { offerFields } from "./answers/format";
import { formatChf, roundRappen } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import { childrenAnswer, householdRequest, householdSearch, onePersonOf, personAnswer } from "./answers/household-answer";
import type { AdvisorState } from "./state";
import { texts } from "@/lib/advisor/texts";

/**
 * The answer to the question of the turn, from the index, said before any offers: a named
 * insurer's price, a comparison of two models, the change against the year before. Null when
 * the situation is not complete (the engine asks for what is missing) or nothing was asked.
 */
export function leadAnswer(catalog: SearchCatalog, state: AdvisorState, question: Question, named: readonly NamedInsurer[], tariffYear: number): string | null {
  const household = state.personen.length >= 2;
  if (!question || (question.kind === "price" && !question.yearly && !question.budget && !question.dearest && !question.children && !question.person && !(question.household && household))) return null;
  const filters = filtersOf(state);
  // Only a resolved place: a postal code with several municipalities is asked first.
  if (!filters || !resolves(catalog, filters, tariffYear)) return null;
  if (question.kind === "price" && question.dearest) return dearestAnswer(catalog, filters);
  if (question.kind === "price" && question.budget !== undefined && !household) return budgetAnswer(catalog, filters, question.budget);
  if (question.kind === "price" && question.children) return childrenAnswer(catalog, filters, state.personen, filters.tariffYear ?? tariffYear);
  if (question.kind === "price" && question.person) {
    const person = onePersonOf(state.personen, question.person);
    if (person) return personAnswer(catalog, filters, person, filters.tariffYear ?? tariffYear);
    if (!household) return null;
  }
  if (question.kind === "price") {
    const answer = household ? householdTotalAnswer(catalog, filters, state, tariffYear, question.budget) : yearlyAnswer(catalog, filters);
    // "isch das pro monet?": yes, the premiums are monthly; the year's figure follows.
    // "c pr 1 mois ou 1 an ?": they are monthly, without a "yes".
    return answer && question.perMonth ? `${question.perMonth === "confirm" ? texts.answers.perMonthYes : texts.answers.perMonthIs} ${answer}` : answer;
  }
  if (question.kind === "accident") return accidentAnswer(catalog, filters);
  if (question.kind === "insurer") return named.length ? insurerAnswer(catalog, filters, tariffYear, named, question.claim, question.model) : null;
  if (question.kind === "models") return modelsAnswer(catalog, filters, question.models, question.baseline);
  if (question.kind === "franchises") return franchisesAnswer(catalog, filters, question.franchises);
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

/** "wie viel mehr mit Unfall?": the cheapest offer without and with accident cover, and what the cover adds. */
function accidentAnswer(catalog: SearchCatalog, filters: AdvisorFilters): string | null {
  const without = cheapestFor(catalog, { ...filters, accidentCoverage: false });
  const withCover = cheapestFor(catalog, { ...filters, accidentCoverage: true });
  if (!without || !withCover) return null;
  return fill(texts.answers.accidentDifference, {
    withInsurer: withCover.insurer.name, withPremium: formatChf(withCover.monthlyPremium),
    withoutInsurer: without.insurer.name, withoutPremium: formatChf(without.monthlyPremium),
    difference: formatChf(roundRappen(withCover.monthlyPremium - without.monthlyPremium)),
  });
}

/** "chum ich irgendwie under 350 stutz?": the cheapest offer against the budget, and how many offers are within it. */
function budgetAnswer(catalog: SearchCatalog, filters: AdvisorFilters, budget: number): string | null {
  const cheapest = cheapestFor(catalog, filters);
  if (!cheapest) return null;
  if (cheapest.monthlyPremium > budget) {
    return fill(texts.answers.budgetAbove, { ...offerFields(cheapest), budget: formatChf(budget), difference: formatChf(roundRappen(cheapest.monthlyPremium - budget)) });
  }
  return fill(texts.answers.budgetWithin, { ...offerFields(cheapest), budget: formatChf(budget), count: countWithin(catalog, filters, budget) });
}

/** How many offers of the situation cost at most the budget a month: sorted by price, page on while a page ends within it. */
function countWithin(catalog: SearchCatalog, filters: AdvisorFilters, budget: number): number {
  const PAGE = 200;
  let count = 0;
  for (let offset = 0; ; offset += PAGE) {
    const outcome = runSearch(catalog, filters, PAGE, offset, "price_asc");
    if (!outcome.ok) return count;
    const page = outcome.response.results;
    count += page.filter((result) => result.monthlyPremium <= budget).length;
    if (page.length < PAGE || page[page.length - 1]!.monthlyPremium > budget) return count;
  }
}

/** "Und die teuerste Kasse?": the dearest offer of the situation, against the cheapest. */
function dearestAnswer(catalog: SearchCatalog, filters: AdvisorFilters): string | null {
  const cheapest = cheapestFor(catalog, filters);
  const outcome = runSearch(catalog, filters, 1, 0, "price_desc");
  const dearest = outcome.ok ? outcome.response.results[0] : undefined;
  if (!cheapest || !dearest) return null;
  return fill(texts.answers.priceDearest, {
    ...offerFields(dearest), difference: formatChf(roundRappen(dearest.monthlyPremium - cheapest.monthlyPremium)), cheapestInsurer: cheapest.insurer.name, cheapestPremium: formatChf(cheapest.monthlyPremium),
  });
}

/** "Was macht das zäme?", "und pro Jahr?" for a household: the cheapest mix's total a month and a year. */
function householdTotalAnswer(catalog: SearchCatalog, filters: AdvisorFilters, state: AdvisorState, tariffYear: number, budget?: number): string | null {
  const mix = householdSearch(catalog, householdRequest(filters, state.personen, filters.tariffYear ?? tariffYear))?.cheapestMix;
  if (!mix) return null;
  const total = fill(texts.answers.householdTotal, { total: formatChf(mix.total.monthly), yearly: formatChf(mix.total.yearly), count: state.personen.length, year: filters.tariffYear ?? tariffYear });
  // "budget di max 900 al mese x tutti e due: ci stiamo?": the household's cheapest total against the budget.
  if (budget === undefined) return total;
  const within = mix.total.monthly <= budget;
  return `${fill(within ? texts.answers.householdBudgetWithin : texts.answers.householdBudgetAbove, { budget: formatChf(budget), difference: formatChf(roundRappen(Math.abs(mix.total.monthly - budget))) })} ${total}`;
}

const resolves = (catalog: SearchCatalog, filters: AdvisorFilters, tariffYear: number) =>
  catalog.locations.resolve(filters.postalCode, catalog.regionsOf(filters.tariffYear ?? tariffYear), filters.bfsNumber).kind === "resolved";
