/**
 * Headline figures over a set of offers (monthly premiums in Rappen): the cheapest ("ab"), the
 * dearest ("bis"), what switching from the dearest to the cheapest saves in a year, and the plain
 * mean of the offers. The mean counts every offer once; it is not BAG's "mittlere Prämie", which
 * weights the premiums by the insured people.
 */
export type OfferFigures = {
  offers: number;
  cheapestRappen: number;
  dearestRappen: number;
  /** (dearest − cheapest) × 12. */
  yearlySavingRappen: number;
  /** Rounded to whole Rappen. */
  meanRappen: number;
};

export function offerFigures(monthlyRappen: readonly number[]): OfferFigures | null {
  if (monthlyRappen.length === 0) return null;
  let cheapest = Infinity;
  let dearest = -Infinity;
  let sum = 0;
  for (const rappen of monthlyRappen) {
    cheapest = Math.min(cheapest, rappen);
    dearest = Math.max(dearest, rappen);
    sum += rappen;
  }
  return {
    offers: monthlyRappen.length,
    cheapestRappen: cheapest,
    dearestRappen: dearest,
    yearlySavingRappen: (dearest - cheapest) * 12,
    meanRappen: Math.round(sum / monthlyRappen.length),
  };
}

/** Change of the mean against the previous year in percent, one decimal; null without both means. */
export function meanChangePercent(current: OfferFigures | null, previous: OfferFigures | null): number | null {
  if (!current || !previous || previous.meanRappen === 0) return null;
  return Math.round((current.meanRappen / previous.meanRappen - 1) * 1000) / 10;
}

/** Runs of consecutive postal codes as ranges: ["8001–8006", "8008"]. */
export function postalCodeRanges(postalCodes: Iterable<string>): string[] {
  const sorted = [...new Set(postalCodes)].sort();
  const ranges: string[] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i < sorted.length && Number(sorted[i]) === Number(sorted[i - 1]) + 1) continue;
    ranges.push(i - 1 === start ? sorted[start]! : `${sorted[start]}–${sorted[i - 1]}`);
    start = i;
  }
  return ranges;
}
