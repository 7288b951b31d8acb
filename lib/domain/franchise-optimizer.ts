import { roundRappen } from "./premium-value";
import { ADULT_FRANCHISES, COPAYMENT_CAP_ADULT, COPAYMENT_RATE } from "./franchise";

/**
 * The optimizer's quick formula, exactly as specified: it works with a flat
 * premium saving per deductible instead of real premiums, counts the whole deductible as a
 * cost, adds a risk penalty for deductibles above 1000 and never goes below 0.
 */
export const PREMIUM_SAVING: Readonly<Record<(typeof ADULT_FRANCHISES)[number], number>> = {
  300: 0,
  500: 600,
  1000: 1200,
  1500: 1800,
  2000: 2400,
  2500: 3000,
};

export const EXPECTED_COSTS = { min: 0, max: 5000, step: 100, default: 1200 } as const;
export const RISK_TOLERANCE = { min: 1, max: 10, step: 1, default: 5 } as const;
/** The risk score's scale: round(deductible / 2500 × 10) gives 1 to 10. */
export const RISK_SCORE_MAX = 10;
const PENALTY_FROM = 1000;
const PENALTY_FACTOR = 0.1;

export type FranchiseOption = {
  franchise: number;
  /** Co-payment (10 % above the deductible, at most 700). */
  selbstbehalt: number;
  /** Flat yearly premium saving against deductible 300. */
  praemieneinsparung: number;
  gesamtkosten: number;
  riskScore: number;
  optimal: boolean;
};

export type OptimizationResult = {
  franchises: FranchiseOption[];
  /** The lowest deductible among the optimal ones. */
  optimalFranchise: number;
  expectedCosts: number;
  riskTolerance: number;
  age: number;
};

export type OptimizationInput = {
  expectedCosts: number;
  riskTolerance: number;
  birthYear: number;
  currentYear: number;
};

export const formulaCopayment = (expectedCosts: number, franchise: number) =>
  roundRappen(Math.min(COPAYMENT_RATE * Math.max(expectedCosts - franchise, 0), COPAYMENT_CAP_ADULT));

export const riskPenalty = (franchise: number, riskTolerance: number) =>
  franchise > PENALTY_FROM ? roundRappen((franchise - PENALTY_FROM) * (10 - riskTolerance) * PENALTY_FACTOR) : 0;

export const riskScore = (franchise: number) => Math.round((franchise / 2500) * RISK_SCORE_MAX);

/** Total cost of one deductible by the quick formula, floored at 0. */
export function formulaTotal(franchise: number, expectedCosts: number, riskTolerance: number): number {
  const saving = PREMIUM_SAVING[franchise as keyof typeof PREMIUM_SAVING] ?? 0;
  const total = franchise + formulaCopayment(expectedCosts, franchise) - saving + riskPenalty(franchise, riskTolerance);
  return Math.max(0, roundRappen(total));
}

export function optimizeFranchise({ expectedCosts, riskTolerance, birthYear, currentYear }: OptimizationInput): OptimizationResult {
  const options = ADULT_FRANCHISES.map((franchise) => ({
    franchise,
    selbstbehalt: formulaCopayment(expectedCosts, franchise),
    praemieneinsparung: PREMIUM_SAVING[franchise],
    gesamtkosten: formulaTotal(franchise, expectedCosts, riskTolerance),
    riskScore: riskScore(franchise),
  }));
  const lowest = Math.min(...options.map((option) => option.gesamtkosten));
  const franchises = options.map((option) => ({ ...option, optimal: option.gesamtkosten === lowest }));
  const optimalFranchise = franchises.find((option) => option.optimal)?.franchise ?? ADULT_FRANCHISES[0];
  return { franchises, optimalFranchise, expectedCosts, riskTolerance, age: currentYear - birthYear };
}

export type RiskLevel = "conservative" | "balanced" | "riskTaking";

/** Risk tolerance label: 1-3 conservative, 4-7 balanced, 8-10 risk-taking. */
export function riskLevel(riskTolerance: number): RiskLevel {
  if (riskTolerance <= 3) return "conservative";
  if (riskTolerance <= 7) return "balanced";
  return "riskTaking";
}

export type RuleOfThumb = "low" | "medium" | "high";

/** Rules of thumb: under 1000 -> 1500-2500; 1000-3000 -> 500-1000; over 3000 -> 300. */
export function ruleOfThumb(expectedCosts: number): RuleOfThumb {
  if (expectedCosts < 1000) return "low";
  if (expectedCosts <= 3000) return "medium";
  return "high";
}
