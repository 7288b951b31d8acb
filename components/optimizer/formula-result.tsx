"use client";

import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { FormulaComparison } from "@/lib/domain/formula-comparison";
import { formatChf, formatChfAmount as formatAmount } from "@/lib/domain/premium-value";

/**
 * The quick formula, shown only as a rule of thumb beside the recommendation: it names its
 * deductible and, where it differs from the real-premium result, why. It shows no totals: with
 * flat savings they fall below zero and the formula floors them at CHF 0.
 */
export function FormulaResult({ comparison }: { comparison: FormulaComparison }) {
  const t = useTranslations("optimizer.formula");
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
      <CardContent className="space-y-2 text-sm">
        {"formula" in comparison ? (
          <p data-testid="formula-franchise">{t("suggests", { franchise: formatAmount(comparison.formula) })}</p>
        ) : null}
        <p data-testid="formula-comparison">
          <ComparisonText comparison={comparison} />
        </p>
      </CardContent>
    </Card>
  );
}

function ComparisonText({ comparison }: { comparison: FormulaComparison }) {
  const t = useTranslations("optimizer.formula");
  switch (comparison.kind) {
    case "adultsOnly":
      return t("adultsOnly");
    case "withoutPremiums":
      return t("withoutPremiums");
    case "agrees":
      return t("agrees");
    case "riskMargin":
      return t("riskMargin", { recommended: formatAmount(comparison.recommended) });
    case "premiums":
      return t("premiums", {
        formula: formatAmount(comparison.formula),
        recommended: formatAmount(comparison.recommended),
        assumedFormula: formatChf(comparison.assumed.atFormula),
        assumedRecommended: formatChf(comparison.assumed.atRecommended),
        realFormula: formatChf(comparison.real.atFormula),
        realRecommended: formatChf(comparison.real.atRecommended),
      });
  }
}
