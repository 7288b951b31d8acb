import { ageClassFor } from "@/lib/domain/age-class";
import { franchisesFor } from "@/lib/domain/franchise";
import { nearestFranchise } from "@/lib/domain/franchise-choice";
import type { ModelCode } from "@/lib/domain/insurance-models";
import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import { searchHousehold } from "@/lib/premiums/household-search";
import type { HouseholdSearchResponse } from "@/lib/premiums/household-types";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import { householdSearchSchema, MAX_HOUSEHOLD_PERSONS, type HouseholdSearchInput } from "@/lib/validations/household";
import type { AdvisorFilters } from "../actions";
import { criteriaText } from "../replies";
import type { OnePerson } from "../acts";
import type { StatePerson } from "../state";
import { modelName, productOf } from "./format";
import { texts } from "@/lib/advisor/texts";

/**
 * A household, answered with the household search (the same as POST /api/premiums/household):
 * each person at the cheapest insurer (the cheapest mix) and the total, the cheapest insurer for
 * everyone together, the note on children's sibling premiums where the search gives it, and with
 * a current insurer what staying costs against the cheapest insurer of the same model and
 * deductibles (like for like). Each person has the deductible asked for (the nearest one the
 * person's age allows; none asked: the lowest), adults of 19 and more the accident cover asked
 * for, younger ones accident cover.
 */
const a = texts.answers;

export function householdRequest(filters: AdvisorFilters, persons: readonly StatePerson[], tariffYear: number, model?: ModelCode, withCurrent = false): HouseholdSearchInput {
  const wanted = model ?? filters.modelCode;
  return {
    postalCode: filters.postalCode,
    ...(filters.bfsNumber ? { bfsNumber: filters.bfsNumber } : {}),
    tariffYear,
    ...(wanted ? { modelCodes: [wanted] } : {}),
    persons: persons.slice(0, MAX_HOUSEHOLD_PERSONS).map((person) => {
      const options = franchisesFor(ageClassFor(person.geburtsjahr, tariffYear));
      // Said for this person ("d Chind 0"), else the search's deductible (the nearest the age allows).
      const franchise = person.franchise ?? filters.franchiseAmount;
      return {
        birthYear: person.geburtsjahr,
        accidentCoverage: tariffYear - person.geburtsjahr < 19 ? true : filters.accidentCoverage,
        ...(franchise !== undefined ? { franchiseAmount: nearestFranchise(franchise, options) } : {}),
      };
    }),
    ...(withCurrent && filters.currentInsurerCode ? { currentInsurerCode: filters.currentInsurerCode, ...(filters.currentModelCode ? { currentModelCode: filters.currentModelCode } : {}) } : {}),
  };
}

export function householdSearch(catalog: SearchCatalog, input: HouseholdSearchInput): HouseholdSearchResponse | null {
  const parsed = householdSearchSchema.safeParse(input);
  if (!parsed.success) return null;
  const outcome = searchHousehold(catalog, parsed.data);
  return outcome.ok && !outcome.response.locationChoices?.length ? outcome.response : null;
}

/** One line per person of the cheapest mix: who, the premium and where. */
function mixLines(mix: NonNullable<HouseholdSearchResponse["cheapestMix"]>, persons: readonly StatePerson[]): string {
  return mix.persons
    .map((premium) => {
      const person = persons[premium.person]!;
      return fill(a.householdLineMix, {
        who: a.who[(person.rolle ?? "person") as keyof typeof a.who], birthYear: person.geburtsjahr, premium: formatChf(premium.monthlyPremium),
        insurer: premium.insurer.name, product: productOf(premium), franchise: formatChfAmount(premium.franchise),
      });
    })
    .join("\n");
}

export function householdAnswer(catalog: SearchCatalog, filters: AdvisorFilters, persons: readonly StatePerson[], tariffYear: number, place: string): string | null {
  const response = householdSearch(catalog, householdRequest(filters, persons, tariffYear));
  const mix = response?.cheapestMix;
  if (!response || !mix) return null;
  // Without a deductible the household search takes each person's lowest (not the cheapest of all, as one person's search).
  const franchiseUnset = persons.some((person) => person.franchise !== undefined) ? texts.engine.criteriaFranchisePerPerson : texts.engine.criteriaLowestFranchisePerPerson;
  const parts = [fill(a.householdMix, { place, year: tariffYear, criteria: criteriaText(filters, franchiseUnset), lines: mixLines(mix, persons), total: formatChf(mix.total.monthly), yearly: formatChf(mix.total.yearly) })];
  const together = response.offers[0];
  if (together) parts.push(fill(a.householdOneInsurer, { insurer: together.insurer.name, total: formatChf(together.total.monthly) }));
  if (!filters.accidentCoverage && response.persons.some((p) => tariffYear - p.birthYear < 19)) parts.push(a.householdChildren);
  // The search writes its notes in German; the reply gives them in its own language.
  parts.push(...response.notes);
  const current = filters.currentInsurerCode ? currentHouseholdText(catalog, filters, persons, tariffYear) : null;
  if (current) parts.push(current);
  return parts.join("\n");
}

/** "und für d Chind allei?", "et les enfants seuls ?": the children of the household, each at the cheapest insurer, and their total. */
export function childrenAnswer(catalog: SearchCatalog, filters: AdvisorFilters, persons: readonly StatePerson[], tariffYear: number): string | null {
  const children = persons.filter((person) => person.rolle === "child");
  if (children.length === 0) return a.childrenNone;
  const mix = householdSearch(catalog, householdRequest(filters, children, tariffYear))?.cheapestMix;
  if (!mix) return null;
  return fill(a.childrenOnly, { count: children.length, year: tariffYear, lines: mixLines(mix, children), total: formatChf(mix.total.monthly), yearly: formatChf(mix.total.yearly) });
}

/** The person of the household a question names on their own ("das jüngere Kind", "pour moi seul"); none when the household has no such person. */
export function onePersonOf(persons: readonly StatePerson[], which: OnePerson): StatePerson | undefined {
  const children = persons.filter((person) => person.rolle === "child");
  if (which === "youngest" || which === "oldest") {
    if (children.length < 2) return children[0];
    return [...children].sort((x, y) => (which === "youngest" ? y.geburtsjahr - x.geburtsjahr : x.geburtsjahr - y.geburtsjahr))[0];
  }
  // "et juste pour ma fille ?": the household's one child (with more, which is meant is not known).
  if (which === "child") return children.length === 1 ? children[0] : undefined;
  return persons.find((person) => person.rolle === which);
}

/** One person of the household on their own: the cheapest insurer for them, with the deductible and cover asked for. */
export function personAnswer(catalog: SearchCatalog, filters: AdvisorFilters, person: StatePerson, tariffYear: number): string | null {
  const mix = householdSearch(catalog, householdRequest(filters, [person], tariffYear))?.cheapestMix;
  if (!mix) return null;
  return fill(a.personOnly, { year: tariffYear, lines: mixLines(mix, [person]), yearly: formatChf(mix.total.yearly) });
}

/** Staying against the cheapest insurer for everyone in the same model and at the same deductibles. */
function currentHouseholdText(catalog: SearchCatalog, filters: AdvisorFilters, persons: readonly StatePerson[], tariffYear: number): string | null {
  const model: ModelCode = filters.currentModelCode ?? "standard";
  const response = householdSearch(catalog, householdRequest(filters, persons, tariffYear, model, true));
  const stay = response?.currentInsurer;
  if (!response || !stay?.total) return null;
  const best = response.offers[0];
  const parts = [fill(a.householdCurrent, { insurer: stay.insurer.name, model: modelName(model), total: formatChf(stay.total.monthly) })];
  if (best?.saving && best.saving.monthly > 0) {
    parts.push(fill(a.householdSaving, { model: modelName(model), offer: best.insurer.name, offerTotal: formatChf(best.total.monthly), monthly: formatChf(best.saving.monthly), yearly: formatChf(best.saving.yearly) }));
  } else parts.push(fill(a.householdNoSaving, { model: modelName(model) }));
  return parts.join(" ");
}
