"use client";

import { useTranslations } from "next-intl";
import { formatChf } from "@/lib/domain/premium-value";
import type { PremiumResult, PremiumStats } from "@/lib/catalog/types";

type ResultsSummaryProps = { stats: PremiumStats; tariffYear: number; region?: PremiumResult["region"] };

/** Tariff year, premium region and the count, lowest, average and highest premium. */
export function ResultsSummary({ stats, tariffYear, region }: ResultsSummaryProps) {
  const t = useTranslations("calculator.results");
  const items = [
    { label: t("stats.count"), value: String(stats.totalResults), testId: "stat-count" },
    { label: t("stats.lowest"), value: formatChf(stats.lowestPremium), testId: "stat-lowest" },
    { label: t("stats.average"), value: formatChf(stats.averagePremium), testId: "stat-average" },
    { label: t("stats.highest"), value: formatChf(stats.highestPremium), testId: "stat-highest" },
  ];
  return (
    <section aria-label={t("stats.label")} className="space-y-3 rounded-xl border bg-muted/40 p-4">
      <p className="text-sm font-medium" data-testid="results-region">
        {t("tariffYear", { year: tariffYear })}
        {region ? (
          <>
            {" · "}
            {t("region", {
              postalCode: region.plz,
              locality: region.ortschaftsname,
              canton: region.canton.code,
              region: region.number,
            })}
          </>
        ) : null}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.testId}>
            <dt className="text-xs text-muted-foreground">
              {item.label}
              {item.testId === "stat-count" ? null : <span className="sr-only"> {t("stats.perMonth")}</span>}
            </dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={item.testId}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
