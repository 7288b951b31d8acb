import { roundRappen } from "./premium-value";
import type { AgeClass } from "./age-class";
import { COPAYMENT_CAP_ADULT, COPAYMENT_CAP_CHILD, COPAYMENT_RATE } from "./franchise";

/**
 * Yearly cost of a deductible with a real premium: the premium, the part of the health
 * costs paid up to the deductible and the 10 % co-payment above it, capped per year
 * (KVG Art. 64: 700 for adults and young adults, 350 for children).
 */
export type DeductiblePremium = { franchise: number; annualPremium: number; insurerName: string };

export type RealCostRow = DeductiblePremium & {
  /** Health costs paid up to the deductible. */
  deductiblePart: number;
  copayment: number;
  total: number;
  optimal: boolean;
};

/** Where two neighbouring deductibles cost the same, or which one always wins. */
export type BreakEven =
  | { lower: number; higher: number; kind: "at"; costs: number }
  | { lower: number; higher: number; kind: "never"; cheaper: number };

export const copaymentCap = (ageClass: AgeClass) => (ageClass === "child" ? COPAYMENT_CAP_CHILD : COPAYMENT_CAP_ADULT);


export const deductiblePart = (costs: number, franchise: number) => Math.min(Math.max(costs, 0), franchise);

export const realCopayment = (costs: number, franchise: number, cap: number) =>
  roundRappen(Math.min(COPAYMENT_RATE * Math.max(costs - franchise, 0), cap));

export const yearlyCost = (premium: DeductiblePremium, costs: number, cap: number) =>
  roundRappen(premium.annualPremium + deductiblePart(costs, premium.franchise) + realCopayment(costs, premium.franchise, cap));

/** One row per deductible (ascending), the cheapest total marked; ties are all marked. */
export function realPremiumCosts(premiums: readonly DeductiblePremium[], expectedCosts: number, cap: number): RealCostRow[] {
  const rows = [...premiums]
    .sort((a, b) => a.franchise - b.franchise)
    .map((premium) => ({
      ...premium,
      deductiblePart: deductiblePart(expectedCosts, premium.franchise),
      copayment: realCopayment(expectedCosts, premium.franchise, cap),
      total: yearlyCost(premium, expectedCosts, cap),
    }));
  const lowest = Math.min(...rows.map((row) => row.total));
  return rows.map((row) => ({ ...row, optimal: row.total === lowest }));
}

/**
 * The health costs at which a lower and a higher deductible cost the same. Their difference
 * is piecewise linear with kinks where a deductible is used up or a co-payment reaches its
 * cap, so it is checked at those points and solved linearly between them. Below the
 * break-even the higher deductible is cheaper, above it the lower one.
 */
export function breakEven(lower: DeductiblePremium, higher: DeductiblePremium, cap: number): BreakEven {
  const difference = (costs: number) => yearlyCost(lower, costs, cap) - yearlyCost(higher, costs, cap);
  const capReached = cap / COPAYMENT_RATE;
  const kinks = [0, lower.franchise, higher.franchise, lower.franchise + capReached, higher.franchise + capReached].sort((a, b) => a - b);
  const pair = { lower: lower.franchise, higher: higher.franchise };
  let previous = kinks[0] ?? 0;
  let previousDifference = difference(previous);
  if (previousDifference <= 0) return { ...pair, kind: "never", cheaper: lower.franchise };
  for (const point of kinks.slice(1)) {
    const current = difference(point);
    if (current <= 0) {
      const costs = previous + ((point - previous) * previousDifference) / (previousDifference - current);
      return { ...pair, kind: "at", costs: roundRappen(costs) };
    }
    previous = point;
    previousDifference = current;
  }
  return { ...pair, kind: "never", cheaper: higher.franchise };
}

/** Break-even of every pair of neighbouring deductibles, in ascending order. */
export function neighbourBreakEvens(premiums: readonly DeductiblePremium[], cap: number): BreakEven[] {
  const sorted = [...premiums].sort((a, b) => a.franchise - b.franchise);
  return sorted.slice(1).map((higher, index) => breakEven(sorted[index]!, higher, cap));
}
