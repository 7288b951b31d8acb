import { fill } from "@/lib/i18n/fill";
import { catalogueView } from "@/lib/i18n/reply-language";
import type { ModelCode } from "@/lib/domain/insurance-models";
import type { PersonQuotes } from "./household-quotes";
import type { HouseholdPerson } from "./household-types";

/** The reasons in the language of the request (`inReplyLanguage`), German outside one. */
const texts = catalogueView("household");
const models = catalogueView("models");

export const personName = (person: HouseholdPerson) => person.label ?? fill(texts.personFallback, { number: person.index + 1 });

const situationOf = (person: HouseholdPerson) => ({
  person: personName(person),
  birthYear: person.birthYear,
  franchise: person.franchise,
  accident: person.accidentCoverage ? texts.withAccident : texts.withoutAccident,
});

/** Why an insurer is left out: one sentence per person it has no premium for, under the search's filters. */
export function missingOfferReasons(
  persons: readonly HouseholdPerson[],
  quotes: readonly PersonQuotes[],
  insurer: { name: string; code: string },
  filteredByModel: boolean,
): string[] {
  return persons
    .filter((person) => !quotes[person.index]!.has(insurer.code))
    .map((person) => fill(texts.noOffer, { insurer: insurer.name, ...situationOf(person), models: filteredByModel ? texts.inModels : "" }));
}

/** Why the current insurer's total is unknown: the persons it has no premium for in their current model. */
export function missingCurrentReasons(persons: readonly HouseholdPerson[], quotes: readonly PersonQuotes[], insurer: { name: string; code: string }, model: ModelCode): string[] {
  return persons
    .filter((person) => !quotes[person.index]!.has(insurer.code))
    .map((person) => fill(texts.noCurrentOffer, { insurer: insurer.name, ...situationOf(person), model: models.names[model] }));
}
