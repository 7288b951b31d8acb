import { roundRappen } from "./premium-value";
import type { DeductibleRecommendation } from "./deductible-recommendation";
import { PREMIUM_SAVING } from "./franchise-optimizer";
import type { DeductiblePremium } from "./real-premium-costs";

/**
 * How the quick formula ("Faustformel") relates to the recommendation from real premiums, so
 * that the page never shows two answers without saying why they differ. The formula assumes a
 * flat premium saving per deductible; real savings depend on insurer, region and age.
 */
export type FormulaComparison =
  | { kind: "adultsOnly" }
  | { kind: "withoutPremiums"; formula: number }
  | { kind: "agrees"; formula: number }
  | { kind: "riskMargin"; formula: number; recommended: number }
  | { kind: "premiums"; formula: number; recommended: number; assumed: Saving; real: Saving };

/** Yearly premium saving against deductible 300, at the formula's and at the recommended deductible. */
export type Saving = { atFormula: number; atRecommended: number };

const FORMULA_BASE = 300;

const flatSaving = (franchise: number) => PREMIUM_SAVING[franchise as keyof typeof PREMIUM_SAVING] ?? 0;

export function compareFormula(
  formula: number,
  premiums: readonly DeductiblePremium[] | null,
  recommendation: DeductibleRecommendation | null,
  isChild: boolean,
): FormulaComparison {
  if (isChild) return { kind: "adultsOnly" };
  if (!premiums || !recommendation) return { kind: "withoutPremiums", formula };
  const recommended = recommendation.recommended.franchise;
  if (formula === recommended) return { kind: "agrees", formula };
  if (formula === recommendation.cheapest.franchise) return { kind: "riskMargin", formula, recommended };
  const premiumAt = (franchise: number) => premiums.find((premium) => premium.franchise === franchise)?.annualPremium;
  const base = premiumAt(FORMULA_BASE);
  const realSaving = (franchise: number) => roundRappen((base ?? 0) - (premiumAt(franchise) ?? base ?? 0));
  return {
    kind: "premiums",
    formula,
    recommended,
    assumed: { atFormula: flatSaving(formula), atRecommended: flatSaving(recommended) },
    real: { atFormula: realSaving(formula), atRecommended: realSaving(recommended) },
  };
}
