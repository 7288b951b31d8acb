"use client";

import { useTranslations } from "next-intl";
import type { DeductibleRecommendation } from "@/lib/domain/deductible-recommendation";
import { riskLevel } from "@/lib/domain/franchise-optimizer";
import { formatChf, formatChfAmount as formatAmount } from "@/lib/domain/premium-value";
import { cn } from "@/lib/utils";

type RecommendationFiguresProps = {
  /** The lowest deductible on offer (300 for adults, 0 for children). */
  lowestFranchise: number;
  recommendation: DeductibleRecommendation;
  expectedCosts: number;
  riskTolerance: number;
  age: number;
  cap: number;
};

/** The headline: the deductible recommended from the real premiums and why, with the margin stated. */
export function RecommendationFigures({ lowestFranchise, recommendation, expectedCosts, riskTolerance, age, cap }: RecommendationFiguresProps) {
  const t = useTranslations("optimizer.recommendation");
  const form = useTranslations("optimizer.form");
  const { recommended, cheapest, margin, extraCost } = recommendation;
  const figures = [
    { label: t("franchise"), value: formatAmount(recommended.franchise), testId: "recommended-franchise" },
    { label: t("total"), value: formatChf(recommended.total), testId: "recommended-total" },
    { label: t("expectedCosts"), value: formatAmount(expectedCosts), testId: "recommended-costs" },
    {
      label: t("riskTolerance"),
      value: form("riskTolerance.value", { value: riskTolerance, level: form(`riskTolerance.levels.${riskLevel(riskTolerance)}`) }),
      testId: "recommended-risk",
    },
    { label: t("age"), value: t("ageValue", { age }), testId: "recommended-age" },
  ];
  const worstCase = formatChf(recommended.annualPremium + recommended.franchise + cap);
  const reason =
    recommended.franchise !== cheapest.franchise
      ? t("reasonSafer", {
          cheapest: formatAmount(cheapest.franchise),
          extra: formatChf(extraCost),
          margin: formatChf(margin),
          insurer: recommended.insurerName,
        })
      : recommended.franchise === lowestFranchise
        ? t("reasonLowest", { insurer: recommended.insurerName })
        : margin === 0
          ? t("reasonNoMargin", { insurer: recommended.insurerName })
          : t("reasonCheapest", { insurer: recommended.insurerName, margin: formatChf(margin) });

  return (
    <div className="space-y-3">
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure, index) => (
          <div key={figure.testId} className={cn("rounded-lg border p-4", index < 2 && "border-primary bg-primary/5")}>
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className={cn("font-semibold", index < 2 ? "text-2xl" : "text-lg")} data-testid={figure.testId}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="rounded-lg border border-primary bg-primary/5 p-4" data-testid="real-summary">
        {reason} {t("worstCase", { franchise: formatAmount(recommended.franchise), amount: worstCase })}
      </p>
    </div>
  );
}
