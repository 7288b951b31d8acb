import { recommendDeductible, type DeductibleRecommendation } from "./deductible-recommendation";
import { realPremiumCosts, type DeductiblePremium } from "./real-premium-costs";

/** One person of a household in the optimizer: the cheapest premium per deductible, the co-payment cap, the expected costs. */
export type PersonDeductibleInput = { premiums: readonly DeductiblePremium[]; cap: number; expectedCosts: number };

export type HouseholdDeductibles = {
  /** Per person, in order: the single-person recommendation (null without premiums). */
  persons: (DeductibleRecommendation | null)[];
  /** The household's yearly total at the recommended deductibles; null while a person has none. */
  total: number | null;
};

/**
 * The optimizer for a household: each person gets the very recommendation the single optimizer
 * gives them (same premiums, costs and risk tolerance), so no person is advised twice, and the
 * household's total is the sum of their recommended totals, to the Rappen.
 */
export function householdDeductibles(persons: readonly PersonDeductibleInput[], riskTolerance: number): HouseholdDeductibles {
  const recommendations = persons.map((person) =>
    person.premiums.length === 0 ? null : recommendDeductible(realPremiumCosts(person.premiums, person.expectedCosts, person.cap), riskTolerance),
  );
  const complete = recommendations.every((recommendation) => recommendation !== null);
  const rappen = recommendations.reduce((sum, recommendation) => sum + Math.round((recommendation?.recommended.total ?? 0) * 100), 0);
  return { persons: recommendations, total: complete && recommendations.length > 0 ? rappen / 100 : null };
}
