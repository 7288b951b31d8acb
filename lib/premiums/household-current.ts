import type { ModelCode } from "@/lib/domain/insurance-models";
import type { InsurerInfo, PremiumIndex } from "@/lib/catalog/premium-index";
import { amountOf, type answerBuilder } from "./household-answer";
import { atOneInsurer } from "./household-mix";
import { personQuotes, type Place } from "./household-quotes";
import { missingCurrentReasons } from "./household-reasons";
import type { CurrentHousehold, HouseholdPerson } from "./household-types";

/**
 * "If nothing changes": the whole household at its current insurer in its current model (the
 * standard model when none is given), at the searched deductibles and accident cover, each
 * person on that insurer's cheapest product of the model, children at their sibling rank. So an
 * offer's saving compares like with like. The total is unknown when the insurer lacks someone.
 */
export function currentHousehold(
  index: PremiumIndex,
  place: Place,
  persons: readonly HouseholdPerson[],
  insurer: InsurerInfo,
  model: ModelCode | undefined,
  answer: ReturnType<typeof answerBuilder>,
): { answer: CurrentHousehold; totalRappen: number | null } {
  const compared = model ?? "standard";
  const quotes = persons.map((person) => personQuotes(index, place, person, new Set([compared]), insurer.code));
  const together = atOneInsurer(persons, quotes, insurer.code);
  const totalRappen = together ? answer.totalRappen(together) : null;
  return {
    totalRappen,
    answer: {
      insurer: { code: insurer.code, name: insurer.name },
      model: compared,
      modelAssumed: model === undefined,
      total: totalRappen === null ? null : amountOf(totalRappen),
      persons: together ? answer.atInsurer(together) : [],
      reasons: together ? [] : missingCurrentReasons(persons, quotes, insurer, compared),
    },
  };
}
