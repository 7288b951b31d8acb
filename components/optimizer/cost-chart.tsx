"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatChf, formatChfAmount as formatAmount } from "@/lib/domain/premium-value";
import { CHART_MAX_COSTS, cheapestAt, cheapestSegments, sampleCurves, type CostCurve } from "./cost-curves";
import { formatList } from "./format";

// recharts is large: it loads in the browser only, once a result is shown.
const CostChartPlot = dynamic(() => import("./cost-chart-plot"), {
  ssr: false,
  loading: () => <Skeleton className="h-[340px] w-full" />,
});

type CostChartProps = {
  /** Curves from the real premiums. */
  curves: CostCurve[];
  expectedCosts: number;
};

const TABLE_STEP = 1000;

/** Total cost of each deductible over yearly health costs of 0 to 10'000 CHF, with a text alternative. */
export function CostChart({ curves, expectedCosts }: CostChartProps) {
  const t = useTranslations("optimizer.chart");
  const franchises = curves.map((curve) => curve.franchise);
  const points = useMemo(() => sampleCurves(curves), [curves]);
  const segments = useMemo(() => cheapestSegments(curves), [curves]);
  const and = t("and");
  const names = (amounts: number[]) => t("franchiseList", { amounts: formatList(amounts, and) });
  const tableCosts = [...new Set([...Array.from({ length: CHART_MAX_COSTS / TABLE_STEP + 1 }, (_, i) => i * TABLE_STEP), expectedCosts])].sort((a, b) => a - b);
  const series = Object.fromEntries(franchises.map((franchise) => [franchise, t("series", { amount: formatList([franchise], and) })]));

  return (
    <Card data-testid="cost-chart" aria-labelledby="cost-chart-title">
      <CardHeader>
        <CardTitle asChild>
          <h3 id="cost-chart-title" className="text-lg">
            {t("title")}
          </h3>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <figure className="space-y-3" aria-labelledby="cost-chart-title" aria-describedby="cost-chart-caption">
          <div aria-hidden="true" data-testid="cost-chart-plot">
            <CostChartPlot
              points={points}
              franchises={franchises}
              expectedCosts={expectedCosts}
              labels={{ series, xAxis: t("xAxis"), yAxis: t("yAxis"), marker: t("expectedMarker") }}
            />
          </div>
          <figcaption id="cost-chart-caption" className="space-y-2 text-sm" data-testid="cost-chart-caption">
            <p className="font-medium">
              {t("atExpected", { costs: formatAmount(expectedCosts), franchises: names(cheapestAt(curves, expectedCosts)) })}
            </p>
            <p>{t("cheapestTitle")}</p>
            <ul className="list-disc space-y-1 pl-5">
              {segments.map((segment) => (
                <li key={segment.from}>
                  {segment.to === null
                    ? t("segmentOpen", { from: formatAmount(segment.from), franchises: names(segment.franchises) })
                    : t("segment", { from: formatAmount(segment.from), to: formatAmount(segment.to), franchises: names(segment.franchises) })}
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
        <details className="rounded-lg border p-3">
          <summary className="cursor-pointer text-sm font-medium">{t("tableToggle")}</summary>
          <Table containerClassName="mt-3" containerLabel={t("tableCaption")}>
            <caption className="sr-only">{t("tableCaption")}</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t("tableCosts")}</TableHead>
                {franchises.map((franchise) => (
                  <TableHead key={franchise} scope="col" className="text-right">
                    {series[franchise]}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {tableCosts.map((costs) => (
                <TableRow key={costs} className={costs === expectedCosts ? "bg-muted font-semibold" : undefined}>
                  <TableHead scope="row" className="font-normal">
                    {formatAmount(costs)}
                  </TableHead>
                  {curves.map((curve) => (
                    <TableCell key={curve.franchise} className="text-right tabular-nums">
                      {formatChf(curve.costAt(costs))}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </details>
      </CardContent>
    </Card>
  );
}
