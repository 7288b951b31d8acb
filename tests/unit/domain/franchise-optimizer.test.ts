import {
  formulaCopayment,
  formulaTotal,
  optimizeFranchise,
  riskLevel,
  riskPenalty,
  riskScore,
  ruleOfThumb,
} from "@/lib/domain/franchise-optimizer";

const run = (expectedCosts: number, riskTolerance: number, birthYear = 1990) =>
  optimizeFranchise({ expectedCosts, riskTolerance, birthYear, currentYear: 2026 });

describe("optimizer quick formula (spec section 9)", () => {
  it("works every deductible out by hand for the defaults (1200 CHF, tolerance 5)", () => {
    // total = deductible + 10 % above it (max 700) − saving (+ (F − 1000) × (10 − 5) × 0.1 above 1000), at least 0
    const result = run(1200, 5);
    expect(result.franchises).toEqual([
      { franchise: 300, selbstbehalt: 90, praemieneinsparung: 0, gesamtkosten: 390, riskScore: 1, optimal: false }, // 300 + 90
      { franchise: 500, selbstbehalt: 70, praemieneinsparung: 600, gesamtkosten: 0, riskScore: 2, optimal: true }, // 500 + 70 − 600 = −30
      { franchise: 1000, selbstbehalt: 20, praemieneinsparung: 1200, gesamtkosten: 0, riskScore: 4, optimal: true }, // 1020 − 1200 = −180
      { franchise: 1500, selbstbehalt: 0, praemieneinsparung: 1800, gesamtkosten: 0, riskScore: 6, optimal: true }, // 1500 − 1800 + 250 = −50
      { franchise: 2000, selbstbehalt: 0, praemieneinsparung: 2400, gesamtkosten: 100, riskScore: 8, optimal: false }, // −400 + 500
      { franchise: 2500, selbstbehalt: 0, praemieneinsparung: 3000, gesamtkosten: 250, riskScore: 10, optimal: false }, // −500 + 750
    ]);
    expect(result.optimalFranchise).toBe(500);
    expect(result).toMatchObject({ expectedCosts: 1200, riskTolerance: 5, age: 36 });
  });

  it("finds a single optimum above 0 (5000 CHF, tolerance 1)", () => {
    const result = run(5000, 1);
    expect(result.franchises.map((option) => option.gesamtkosten)).toEqual([
      770, // 300 + 470
      350, // 500 + 450 − 600
      200, // 1000 + 400 − 1200
      500, // 1500 + 350 − 1800 + 500 × 9 × 0.1
      800, // 2000 + 300 − 2400 + 1000 × 9 × 0.1
      1100, // 2500 + 250 − 3000 + 1500 × 9 × 0.1
    ]);
    expect(result.franchises.filter((option) => option.optimal).map((option) => option.franchise)).toEqual([1000]);
    expect(result.optimalFranchise).toBe(1000);
  });

  it("caps the co-payment at 700", () => {
    expect(formulaCopayment(9000, 300)).toBe(700); // 10 % of 8700 = 870
    expect(formulaCopayment(7300, 300)).toBe(700); // exactly at the cap
    expect(formulaCopayment(7200, 300)).toBe(690);
    expect(formulaCopayment(9000, 2500)).toBe(650);
    const result = run(9000, 5);
    expect(result.franchises.map((option) => option.selbstbehalt)).toEqual([700, 700, 700, 700, 700, 650]);
    expect(result.franchises.map((option) => option.gesamtkosten)).toEqual([1000, 600, 500, 650, 800, 900]);
    expect(result.optimalFranchise).toBe(1000);
  });

  it("charges no co-payment below the deductible and counts Rappen exactly", () => {
    expect(formulaCopayment(200, 300)).toBe(0);
    expect(formulaCopayment(1234, 300)).toBe(93.4);
    expect(formulaTotal(300, 1234, 5)).toBe(393.4);
  });

  it("adds the risk penalty only above 1000, shrinking with tolerance", () => {
    expect(riskPenalty(1000, 1)).toBe(0);
    expect(riskPenalty(1500, 5)).toBe(250); // 500 × 5 × 0.1
    expect(riskPenalty(2500, 1)).toBe(1350); // 1500 × 9 × 0.1
    expect(riskPenalty(2000, 7)).toBe(300); // 1000 × 3 × 0.1
    expect(riskPenalty(2500, 10)).toBe(0);
    expect(formulaTotal(2500, 0, 1)).toBe(850); // 2500 − 3000 + 1350
  });

  it("floors the total at 0 and marks every tie as optimal", () => {
    const result = run(0, 10); // no penalty: 300, then 500 − 600, 1000 − 1200, … all below 0
    expect(result.franchises.map((option) => option.gesamtkosten)).toEqual([300, 0, 0, 0, 0, 0]);
    expect(result.franchises.map((option) => option.optimal)).toEqual([false, true, true, true, true, true]);
    expect(result.optimalFranchise).toBe(500);
  });

  it("rounds the risk score of deductible / 2500 × 10", () => {
    expect([300, 500, 1000, 1500, 2000, 2500].map(riskScore)).toEqual([1, 2, 4, 6, 8, 10]); // 1.2 -> 1
    expect(riskScore(375)).toBe(2); // 1.5 rounds up
    expect(riskScore(350)).toBe(1); // 1.4
  });

  it("takes the age as current year minus birth year", () => {
    expect(run(1200, 5, 1990).age).toBe(36);
    expect(run(1200, 5, 2026).age).toBe(0);
  });

  it("labels the risk tolerance and picks the rule of thumb", () => {
    expect([1, 3, 4, 7, 8, 10].map(riskLevel)).toEqual(["conservative", "conservative", "balanced", "balanced", "riskTaking", "riskTaking"]);
    expect([0, 999, 1000, 3000, 3001].map(ruleOfThumb)).toEqual(["low", "low", "medium", "medium", "high"]);
  });
});
