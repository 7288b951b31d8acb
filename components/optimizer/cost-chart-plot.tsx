"use client";

import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatChf } from "@/lib/domain/premium-value";
import { CHART_MAX_COSTS, legendOrder, markerPosition, seriesKey, type CurvePoint } from "./cost-curves";
import { formatFranchise } from "./format";

export type CostChartPlotProps = {
  points: CurvePoint[];
  franchises: number[];
  expectedCosts: number;
  labels: { series: Record<number, string>; xAxis: string; yAxis: string; marker: string };
};

// Theme tokens adapt to light and dark; dash patterns keep the lines apart without colour.
const STROKES = ["var(--primary)", "var(--success)", "var(--warning)", "var(--destructive)", "var(--foreground)", "var(--ring)", "var(--muted-foreground)"];
const DASHES = [undefined, "8 4", "2 3", "12 3 3 3", "4 4", "1 2", "16 4"];
// Real premiums lie far above 0: start the axis just below the lowest curve, on a round 500.
const Y_DOMAIN: [(min: number) => number, (max: number) => number] = [
  (min) => Math.max(0, Math.floor((min - 250) / 500) * 500),
  (max) => Math.ceil((max + 100) / 500) * 500,
];
const TICKS = Array.from({ length: CHART_MAX_COSTS / 2000 + 1 }, (_, index) => index * 2000);

/**
 * The recharts drawing, loaded on demand. It is decorative for assistive technology (the
 * caption and table beside it carry the same information) and takes no keyboard focus.
 */
export default function CostChartPlot({ points, franchises, expectedCosts, labels }: CostChartPlotProps) {
  return (
    <ResponsiveContainer width="100%" height={340}>
      <LineChart data={points} margin={{ top: 16, right: 16, bottom: 24, left: 16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis
          dataKey="costs"
          type="number"
          domain={[0, CHART_MAX_COSTS]}
          ticks={TICKS}
          tickFormatter={formatFranchise}
          stroke="var(--muted-foreground)"
          label={{ value: labels.xAxis, position: "insideBottom", offset: -16, fill: "var(--muted-foreground)" }}
        />
        <YAxis
          domain={Y_DOMAIN}
          tickFormatter={formatFranchise}
          width={76}
          stroke="var(--muted-foreground)"
          label={{ value: labels.yAxis, angle: -90, position: "insideLeft", offset: 0, fill: "var(--muted-foreground)", style: { textAnchor: "middle" } }}
        />
        <Tooltip
          formatter={(value) => formatChf(Number(value))}
          labelFormatter={(value) => `${labels.xAxis}: ${formatChf(Number(value))}`}
          contentStyle={{ background: "var(--popover)", color: "var(--popover-foreground)", borderColor: "var(--border)" }}
        />
        {/* No fixed height: recharts measures the legend, so where it wraps (a phone) the plot moves down. */}
        <Legend verticalAlign="top" itemSorter={legendOrder} />
        <ReferenceLine
          x={expectedCosts}
          stroke="var(--foreground)"
          strokeWidth={2}
          label={{ value: labels.marker, position: markerPosition(expectedCosts), fill: "var(--foreground)", fontSize: 12 }}
        />
        {franchises.map((franchise, index) => (
          <Line
            key={franchise}
            type="linear"
            dataKey={seriesKey(franchise)}
            name={labels.series[franchise]}
            stroke={STROKES[index % STROKES.length]}
            strokeDasharray={DASHES[index % DASHES.length]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
