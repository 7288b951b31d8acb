import { roundRappen } from "./premium-value";
import type { RealCostRow } from "./real-premium-costs";

/**
 * The optimizer's recommendation from real premiums. The cheapest total at the expected costs
 * wins, unless a lower deductible costs at most a margin more: a lower deductible caps what a
 * person pays in a bad year (deductible + co-payment cap, Art. 64 KVG), so the less risk a
 * person accepts, the more such protection may cost. The margin is stated with the result.
 */
export const MARGIN_PER_RISK_STEP_CHF = 25;
const RISK_TOLERANCE_MAX = 10;

/** CHF per year a lower deductible may cost above the cheapest: 225 at tolerance 1, 0 at 10. */
export const riskMargin = (riskTolerance: number) =>
  Math.max(0, RISK_TOLERANCE_MAX - Math.round(riskTolerance)) * MARGIN_PER_RISK_STEP_CHF;

export type DeductibleRecommendation = {
  recommended: RealCostRow;
  cheapest: RealCostRow;
  /** The margin applied, CHF per year. */
  margin: number;
  /** What the recommendation costs more than the cheapest (0 when they are the same). */
  extraCost: number;
};

export function recommendDeductible(rows: readonly RealCostRow[], riskTolerance: number): DeductibleRecommendation | null {
  const ascending = [...rows].sort((a, b) => a.franchise - b.franchise);
  const lowest = Math.min(...ascending.map((row) => row.total));
  const cheapest = ascending.find((row) => row.total === lowest);
  if (!cheapest) return null;
  const margin = riskMargin(riskTolerance);
  const recommended = ascending.find((row) => row.total <= lowest + margin) ?? cheapest;
  const extraCost = roundRappen(recommended.total - cheapest.total);
  return { recommended, cheapest, margin, extraCost };
}
