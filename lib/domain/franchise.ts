import type { AgeClass } from "./age-class";

/**
 * Deductible (Franchise) levels allowed by KVV Art. 93–94: adults and young adults 300
 * (the statutory one) to 2500; children 0 (statutory) to 600.
 */
export const ADULT_FRANCHISES = [300, 500, 1000, 1500, 2000, 2500] as const;
export const CHILD_FRANCHISES = [0, 100, 200, 300, 400, 500, 600] as const;

export const franchisesFor = (ageClass: AgeClass): readonly number[] =>
  ageClass === "child" ? CHILD_FRANCHISES : ADULT_FRANCHISES;

export const statutoryFranchise = (ageClass: AgeClass) => (ageClass === "child" ? 0 : 300);

/** Co-payment (Selbstbehalt, KVG Art. 64): 10 % of costs above the deductible, capped per year. */
export const COPAYMENT_RATE = 0.1;
export const COPAYMENT_CAP_ADULT = 700;
export const COPAYMENT_CAP_CHILD = 350;
