"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { riskLevel, type OptimizationResult } from "@/lib/domain/franchise-optimizer";
import { formatChf, formatChfAmount as formatAmount } from "@/lib/domain/premium-value";
import { cn } from "@/lib/utils";
import { RiskDots } from "./risk-dots";

/** Result 1: the spec's quick formula (section 9), with every deductible and the best highlighted. */
export function FormulaResult({ result }: { result: OptimizationResult }) {
  const t = useTranslations("optimizer.formula");
  const form = useTranslations("optimizer.form");
  const optimalTotal = result.franchises.find((option) => option.franchise === result.optimalFranchise)?.gesamtkosten ?? 0;
  const figures = [
    { label: t("recommended"), value: formatAmount(result.optimalFranchise), testId: "formula-recommended" },
    { label: t("optimalTotal"), value: formatChf(optimalTotal), testId: "formula-total" },
    { label: t("expectedCosts"), value: formatAmount(result.expectedCosts), testId: "formula-costs" },
    {
      label: t("riskTolerance"),
      value: form("riskTolerance.value", {
        value: result.riskTolerance,
        level: form(`riskTolerance.levels.${riskLevel(result.riskTolerance)}`),
      }),
      testId: "formula-risk",
    },
    { label: t("age"), value: t("ageValue", { age: result.age }), testId: "formula-age" },
  ];

  return (
    <Card data-testid="formula-result" aria-labelledby="formula-result-title">
      <CardHeader>
        <CardTitle asChild>
          <h3 id="formula-result-title" className="text-lg">
            {t("title")}
          </h3>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
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
        {result.age <= 18 ? <p className="text-sm text-muted-foreground">{t("childNote")}</p> : null}

        <section aria-labelledby="formula-options-title" className="space-y-3">
          <h4 id="formula-options-title" className="font-semibold">
            {t("optionsTitle")}
          </h4>
          <ul className="space-y-2">
            {result.franchises.map((option) => (
              <li
                key={option.franchise}
                data-testid="formula-option"
                data-optimal={option.optimal ? "true" : undefined}
                className={cn(
                  "grid gap-2 rounded-lg border p-3 sm:grid-cols-[10.5rem_1fr_1fr_1fr_auto] sm:items-center",
                  option.optimal && "border-2 border-success bg-success/10",
                )}
              >
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                  <span className="whitespace-nowrap">{t("franchise", { amount: formatAmount(option.franchise) })}</span>
                  {option.optimal ? <Badge variant="success">{t("best")}</Badge> : null}
                </span>
                <span className="text-sm">
                  <span className="text-muted-foreground">{t("copayment")}: </span>
                  {formatChf(option.selbstbehalt)}
                </span>
                <span className="text-sm">
                  <span className="text-muted-foreground">{t("saving")}: </span>
                  {formatChf(option.praemieneinsparung)}
                </span>
                <span className="text-sm">
                  <span className="text-muted-foreground">{t("total")}: </span>
                  <strong>{formatChf(option.gesamtkosten)}</strong>
                </span>
                <span className="flex items-center gap-2 text-sm">
                  <span className="text-muted-foreground" aria-hidden="true">
                    {t("risk")}
                  </span>
                  <RiskDots score={option.riskScore} label={t("riskValue", { score: option.riskScore })} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
