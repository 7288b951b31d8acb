import { annualFromMonthlyRappen } from "@/lib/domain/premium-stats";
import { premiumSaving } from "@/lib/domain/premium-saving";
import type { PremiumIndex } from "@/lib/catalog/premium-index";
import type { Assignment } from "./household-mix";
import type { Amount, HouseholdPerson, MixedPersonPremium, PersonPremium } from "./household-types";

/** Builds the answer's premiums from index positions (only those shown are ever made into objects). */
export function answerBuilder(index: PremiumIndex, tariffYear: number, persons: readonly HouseholdPerson[]) {
  const premiumsOf = (assignment: Assignment): MixedPersonPremium[] =>
    assignment.map(({ position, rank }, at) => {
      const premium = index.premiumAt(position, tariffYear);
      const person = persons[at]!;
      return {
        person: person.index,
        label: person.label,
        insurer: { code: premium.insurerCode, name: premium.insurerName },
        premiumId: premium.id,
        monthlyPremium: premium.monthlyRappen / 100,
        annualPremium: annualFromMonthlyRappen(premium.monthlyRappen),
        franchise: premium.franchise,
        accidentCoverage: person.accidentCoverage,
        model: { code: premium.model, tariffName: premium.tariffName },
        childRank: person.ageClass === "child" ? rank : null,
      };
    });
  return {
    premiumsOf,
    /** The premiums without the insurer each (an offer names it once). */
    atInsurer: (assignment: Assignment): PersonPremium[] => premiumsOf(assignment).map(({ insurer: _insurer, ...rest }) => rest),
    totalRappen: (assignment: Assignment) => assignment.reduce((sum, { position }) => sum + index.rappenAt(position), 0),
  };
}

export const amountOf = (monthlyRappen: number): Amount => ({ monthly: monthlyRappen / 100, yearly: annualFromMonthlyRappen(monthlyRappen) });

/** What a household saves against its current total (undefined when that total is unknown). */
export const savingAgainst = (currentRappen: number | null, offerRappen: number) =>
  currentRappen === null ? undefined : premiumSaving(currentRappen, offerRappen);
