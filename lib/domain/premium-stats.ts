/** Count, lowest, highest and average monthly premium, in CHF (the average rounded to Rappen). */
export type PremiumStatsChf = { totalResults: number; lowestPremium: number; highestPremium: number; averagePremium: number };

export function premiumStats(monthlyRappen: readonly number[]): PremiumStatsChf {
  if (monthlyRappen.length === 0) return { totalResults: 0, lowestPremium: 0, highestPremium: 0, averagePremium: 0 };
  let lowest = Infinity;
  let highest = -Infinity;
  let sum = 0;
  for (const rappen of monthlyRappen) {
    if (rappen < lowest) lowest = rappen;
    if (rappen > highest) highest = rappen;
    sum += rappen;
  }
  return {
    totalResults: monthlyRappen.length,
    lowestPremium: lowest / 100,
    highestPremium: highest / 100,
    averagePremium: Math.round(sum / monthlyRappen.length) / 100,
  };
}

/** Yearly premium in CHF from a monthly premium in Rappen, exact to the Rappen. */
export const annualFromMonthlyRappen = (monthlyRappen: number) => (monthlyRappen * 12) / 100;
