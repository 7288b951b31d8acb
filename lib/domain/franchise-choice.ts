import { ageClassFor } from "./age-class";
import { franchisesFor } from "./franchise";

/** The deductibles offered for a birth year in a tariff year: children (age ≤ 18 then) 0–600, others 300–2500. */
export const franchiseOptionsForBirthYear = (birthYear: number, tariffYear: number): readonly number[] =>
  franchisesFor(ageClassFor(birthYear, tariffYear));

/**
 * The allowed deductible closest to the one chosen, so a change of age class keeps the
 * choice as similar as possible (adult 1000 → child 600, child 0 → adult 300).
 * Ties go to the lower amount.
 */
export function nearestFranchise(amount: number, options: readonly number[]): number {
  let best = options[0];
  if (best === undefined) throw new Error("no deductible options");
  for (const option of options) {
    if (Math.abs(option - amount) < Math.abs(best - amount)) best = option;
  }
  return best;
}

/** Whether a birth year falls into the child tariffs (0–18 in the tariff year). */
export const isChildBirthYear = (birthYear: number, tariffYear: number): boolean =>
  ageClassFor(birthYear, tariffYear) === "child";
