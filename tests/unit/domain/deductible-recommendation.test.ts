import { recommendDeductible, riskMargin } from "@/lib/domain/deductible-recommendation";
import { compareFormula } from "@/lib/domain/formula-comparison";
import { optimizeFranchise } from "@/lib/domain/franchise-optimizer";
import { realPremiumCosts, type DeductiblePremium } from "@/lib/domain/real-premium-costs";

const p = (franchise: number, annualPremium: number): DeductiblePremium => ({ franchise, annualPremium, insurerName: `Kasse ${franchise}` });
// Yearly premiums that fall by less than the deductible rises, as real premiums do.
const adult = [p(300, 4000), p(500, 3800), p(1000, 3300), p(1500, 2900), p(2000, 2500), p(2500, 2100)];
const rows = (costs: number) => realPremiumCosts(adult, costs, 700);

describe("the recommendation from real premiums", () => {
  it("states a margin that shrinks with the risk tolerance", () => {
    expect([1, 5, 10].map(riskMargin)).toEqual([225, 125, 0]);
  });

  it("recommends the cheapest total at the expected costs when nothing lower is within the margin", () => {
    // At 3000: 300 → 4000 + 300 + 270 = 4570; 1000 → 3300 + 1000 + 200 = 4500; 2500 → 2100 + 2500 + 50 = 4650.
    const result = recommendDeductible(rows(3000), 10);
    expect(result?.recommended.franchise).toBe(1000);
    expect(result?.recommended.total).toBe(4500);
    expect(result).toMatchObject({ margin: 0, extraCost: 0 });
  });

  it("takes a lower deductible that costs at most the margin more", () => {
    // At 3000 with tolerance 5 (margin 125): 500 costs 3800 + 500 + 250 = 4550, 50 more than 1000; 300 costs 70 more.
    const result = recommendDeductible(rows(3000), 5);
    expect(result?.cheapest.franchise).toBe(1000);
    expect(result?.recommended.franchise).toBe(300);
    expect(result?.extraCost).toBe(70);
  });

  it("never recommends a total of CHF 0", () => {
    for (const costs of [0, 1200, 5000]) {
      for (const tolerance of [1, 5, 10]) expect(recommendDeductible(rows(costs), tolerance)?.recommended.total).toBeGreaterThan(0);
    }
  });

  it("returns null without premiums", () => {
    expect(recommendDeductible([], 5)).toBeNull();
  });
});

describe("the quick formula beside the recommendation", () => {
  const formula = (costs: number, tolerance: number) =>
    optimizeFranchise({ expectedCosts: costs, riskTolerance: tolerance, birthYear: 1990, currentYear: 2026 }).optimalFranchise;

  it("says why it differs: the flat savings against the real ones", () => {
    // The case: costs 3000, tolerance 10 — the formula says 1000; here real premiums agree at 1000.
    expect(formula(3000, 10)).toBe(1000);
    expect(compareFormula(1000, adult, recommendDeductible(rows(3000), 10), false)).toEqual({ kind: "agrees", formula: 1000 });
    // Defaults (1200, tolerance 5): the formula says 500, the real premiums 2500.
    expect(formula(1200, 5)).toBe(500);
    const recommendation = recommendDeductible(rows(1200), 5);
    expect(recommendation?.recommended.franchise).toBe(2500);
    expect(compareFormula(500, adult, recommendation, false)).toEqual({
      kind: "premiums",
      formula: 500,
      recommended: 2500,
      assumed: { atFormula: 600, atRecommended: 3000 },
      real: { atFormula: 200, atRecommended: 1900 },
    });
  });

  it("names the risk margin when the formula matches the cheapest but not the recommendation", () => {
    expect(compareFormula(1000, adult, recommendDeductible(rows(3000), 5), false)).toEqual({ kind: "riskMargin", formula: 1000, recommended: 300 });
  });

  it("gives no figure for children and a caveat without premiums", () => {
    expect(compareFormula(500, null, null, true)).toEqual({ kind: "adultsOnly" });
    expect(compareFormula(500, null, null, false)).toEqual({ kind: "withoutPremiums", formula: 500 });
  });
});
