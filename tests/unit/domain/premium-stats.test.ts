import { annualFromMonthlyRappen, premiumStats } from "@/lib/domain/premium-stats";

describe("premium statistics", () => {
  it("counts and finds lowest, highest and the average rounded to Rappen", () => {
    // (605.20 + 610.30 + 724.00) / 3 = 646.50
    expect(premiumStats([60_520, 61_030, 72_400])).toEqual({
      totalResults: 3,
      lowestPremium: 605.2,
      highestPremium: 724,
      averagePremium: 646.5,
    });
    // (100.00 + 100.01 + 100.01) / 3 = 100.00666… → 100.01
    expect(premiumStats([10_000, 10_001, 10_001]).averagePremium).toBe(100.01);
  });

  it("answers zeros for no premiums", () => {
    expect(premiumStats([])).toEqual({ totalResults: 0, lowestPremium: 0, highestPremium: 0, averagePremium: 0 });
  });

  it("computes the yearly premium exactly: 605.20 × 12 = 7262.40", () => {
    expect(annualFromMonthlyRappen(60_520)).toBe(7262.4);
    expect(annualFromMonthlyRappen(33_335)).toBe(4000.2);
  });
});
