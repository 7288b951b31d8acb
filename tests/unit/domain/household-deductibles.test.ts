import { householdDeductibles } from "@/lib/domain/household-deductibles";
import { recommendDeductible } from "@/lib/domain/deductible-recommendation";
import { realPremiumCosts } from "@/lib/domain/real-premium-costs";

const adult = [
  { franchise: 300, annualPremium: 6000, insurerName: "A" },
  { franchise: 2500, annualPremium: 4400, insurerName: "B" },
];
const child = [
  { franchise: 0, annualPremium: 1500, insurerName: "C" },
  { franchise: 600, annualPremium: 1200, insurerName: "D" },
];

describe("the optimizer for a household", () => {
  it("gives each person the single optimizer's recommendation and adds the totals", () => {
    // Adult, costs 500, tolerance 10 (no margin): 300 → 6000 + 300 + 20 = 6320; 2500 → 4400 + 500 = 4900: 2500.
    // Child, costs 2000: 0 → 1500 + 0 + min(200, 350) = 1700; 600 → 1200 + 600 + 140 = 1940: 0.
    const result = householdDeductibles(
      [
        { premiums: adult, cap: 700, expectedCosts: 500 },
        { premiums: child, cap: 350, expectedCosts: 2000 },
      ],
      10,
    );
    expect(result.persons.map((p) => p?.recommended.franchise)).toEqual([2500, 0]);
    expect(result.persons.map((p) => p?.recommended.total)).toEqual([4900, 1700]);
    expect(result.total).toBe(6600);
    // The very same recommendation as for the person alone.
    expect(result.persons[0]).toEqual(recommendDeductible(realPremiumCosts(adult, 500, 700), 10));
  });

  it("follows the risk tolerance per person like the single optimizer (a safer deductible within the margin)", () => {
    // Tolerance 1: margin 225. Adult at costs 1200: 300 → 6000 + 300 + 90 = 6390; 2500 → 4400 + 1200 = 5600: 2500 stays (790 > 225).
    // Child at costs 500: 0 → 1500 + 50 = 1550; 600 → 1200 + 500 = 1700: 0 (cheapest and lowest).
    const result = householdDeductibles(
      [
        { premiums: adult, cap: 700, expectedCosts: 1200 },
        { premiums: child, cap: 350, expectedCosts: 500 },
      ],
      1,
    );
    expect(result.persons.map((p) => p?.recommended.franchise)).toEqual([2500, 0]);
    expect(result.total).toBe(7150);
  });

  it("has no household total while a person has no premiums", () => {
    const result = householdDeductibles([{ premiums: adult, cap: 700, expectedCosts: 0 }, { premiums: [], cap: 350, expectedCosts: 0 }], 5);
    expect(result.persons[1]).toBeNull();
    expect(result.total).toBeNull();
  });

  it("adds Rappen exactly", () => {
    const a = [{ franchise: 300, annualPremium: 0.1, insurerName: "A" }];
    const b = [{ franchise: 300, annualPremium: 0.2, insurerName: "B" }];
    expect(householdDeductibles([{ premiums: a, cap: 700, expectedCosts: 0 }, { premiums: b, cap: 700, expectedCosts: 0 }], 5).total).toBe(0.3);
  });
});
