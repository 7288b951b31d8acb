import { yearlyCost, type DeductiblePremium } from "@/lib/domain/real-premium-costs";

/** The chart's range of yearly health costs. Every kink of the curves lies on this grid. */
export const CHART_MAX_COSTS = 10_000;
export const CHART_STEP = 100;

/** Total yearly cost of one deductible as a function of the health costs. */
export type CostCurve = { franchise: number; costAt: (costs: number) => number };

export type CurvePoint = { costs: number; [series: string]: number };

export type CheapestSegment = { from: number; to: number | null; franchises: number[] };

export const seriesKey = (franchise: number) => `f${franchise}`;

/** Legend items by deductible as a number (recharts sorts by name: "1'000" before "300"). */
export const legendOrder = (item: { dataKey?: unknown }) => Number(String(item.dataKey ?? "").replace(/\D/g, ""));

/** The marker's label goes to the side of the line with more room, so it is never cut off. */
export const markerPosition = (costs: number) => (costs < CHART_MAX_COSTS * 0.4 ? "insideTopLeft" : "insideTopRight");

export const realCurves = (premiums: readonly DeductiblePremium[], cap: number): CostCurve[] =>
  [...premiums]
    .sort((a, b) => a.franchise - b.franchise)
    .map((premium) => ({ franchise: premium.franchise, costAt: (costs) => yearlyCost(premium, costs, cap) }));

export function sampleCurves(curves: readonly CostCurve[], max = CHART_MAX_COSTS, step = CHART_STEP): CurvePoint[] {
  const points: CurvePoint[] = [];
  for (let costs = 0; costs <= max; costs += step) {
    const point: CurvePoint = { costs };
    for (const curve of curves) point[seriesKey(curve.franchise)] = curve.costAt(costs);
    points.push(point);
  }
  return points;
}

/** The deductibles with the lowest total at some health costs (all of them when tied). */
export function cheapestAt(curves: readonly CostCurve[], costs: number): number[] {
  const totals = curves.map((curve) => ({ franchise: curve.franchise, total: curve.costAt(costs) }));
  const lowest = Math.min(...totals.map((entry) => entry.total));
  return totals.filter((entry) => entry.total === lowest).map((entry) => entry.franchise);
}

/** Ranges of the grid over which the same deductibles are cheapest: the chart's text alternative. */
export function cheapestSegments(curves: readonly CostCurve[], max = CHART_MAX_COSTS, step = CHART_STEP): CheapestSegment[] {
  const segments: CheapestSegment[] = [];
  for (let costs = 0; costs <= max; costs += step) {
    const franchises = cheapestAt(curves, costs);
    const last = segments.at(-1);
    if (last && last.franchises.join() === franchises.join()) last.to = costs;
    else segments.push({ from: costs, to: costs, franchises });
  }
  const last = segments.at(-1);
  if (last) last.to = null; // the last range goes on beyond the chart
  return segments;
}
