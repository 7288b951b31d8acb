"use client";

import { RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { recommendDeductible } from "@/lib/domain/deductible-recommendation";
import type { OptimizationResult } from "@/lib/domain/franchise-optimizer";
import { compareFormula } from "@/lib/domain/formula-comparison";
import { formatChf, formatChfAmount as formatAmount } from "@/lib/domain/premium-value";
import { realPremiumCosts } from "@/lib/domain/real-premium-costs";
import { CostChart } from "./cost-chart";
import { realCurves } from "./cost-curves";
import { FormulaResult } from "./formula-result";
import type { OptimizerInput } from "@/lib/validations/optimizer-schema";
import { realPremiumData } from "./real-premium-data";
import { RealPremiumResult, type RealPremiumState } from "./real-premium-result";
import { useCheapestPremiums } from "./use-cheapest-premiums";

// Only a household needs its table: it loads when the first household is calculated.
const HouseholdOptimizerResult = lazy(() => import("./household-optimizer-result").then((m) => ({ default: m.HouseholdOptimizerResult })));

type OptimizerResultProps = {
  input: OptimizerInput;
  result: OptimizationResult;
  onRecalculate: () => void;
  /** Text for the page's live region once the recommendation is known. */
  onAnnounce: (text: string) => void;
};

/** The recommendation from real premiums, the quick formula beside it, the chart, and the way back to the form. */
export function OptimizerResult({ input, result, onRecalculate, onAnnounce }: OptimizerResultProps) {
  const t = useTranslations("optimizer.result");
  const models = useTranslations("models.names");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [bfsNumber, setBfsNumber] = useState<number | undefined>();
  const [tariffYear, setTariffYear] = useState<number | undefined>();
  const query = useCheapestPremiums({
    postalCode: input.postalCode,
    birthYear: input.birthYear,
    modelCode: input.modelCode,
    accidentCoverage: input.accidentCoverage,
    ...(bfsNumber === undefined ? {} : { bfsNumber }),
    ...(tariffYear === undefined ? {} : { tariffYear }),
  });

  // The form that had focus is gone: take keyboard and screen-reader users to the result.
  useEffect(() => headingRef.current?.focus(), []);

  const state: RealPremiumState = useMemo(() => {
    if (query.isPending) return { status: "loading" };
    if (query.isError) return { status: "error", error: query.error };
    const choices = query.data.locationChoices;
    if (choices && choices.length > 0 && query.data.results.length === 0) return { status: "choose", choices };
    const data = realPremiumData(query.data);
    return data ? { status: "ready", data } : { status: "empty" };
  }, [query.isPending, query.isError, query.error, query.data, input.birthYear]);

  const ready = state.status === "ready" ? state.data : null;
  const real = useMemo(() => (ready ? realCurves(ready.premiums, ready.cap) : null), [ready]);
  const recommendation = useMemo(
    () => (ready ? recommendDeductible(realPremiumCosts(ready.premiums, input.expectedCosts, ready.cap), input.riskTolerance) : null),
    [ready, input.expectedCosts, input.riskTolerance],
  );
  const comparison = compareFormula(result.optimalFranchise, ready?.premiums ?? null, recommendation, ready ? ready.ageClass === "child" : result.age <= 18);

  useEffect(() => {
    if (!recommendation) return;
    const { franchise, total } = recommendation.recommended;
    onAnnounce(t("status", { franchise: formatAmount(franchise), total: formatChf(total) }));
  }, [recommendation, onAnnounce, t]);

  return (
    <section aria-labelledby="optimizer-result-title" className="space-y-6" data-testid="optimizer-result">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="optimizer-result-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
            {t("heading")}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t("inputs", {
              postalCode: input.postalCode,
              model: models(input.modelCode),
              accident: t(input.accidentCoverage ? "withAccident" : "withoutAccident"),
            })}
          </p>
        </div>
        <Button variant="outline" onClick={onRecalculate}>
          <RotateCcw aria-hidden="true" />
          {t("recalculate")}
        </Button>
      </div>
      <RealPremiumResult
        state={state}
        postalCode={input.postalCode}
        birthYear={input.birthYear}
        modelCode={input.modelCode}
        accidentCoverage={input.accidentCoverage}
        expectedCosts={input.expectedCosts}
        riskTolerance={input.riskTolerance}
        age={result.age}
        onChooseLocation={setBfsNumber}
        onTariffYearChange={setTariffYear}
        onRetry={() => void query.refetch()}
      />
      {input.others.length > 0 ? (
        <Suspense fallback={null}>
          <HouseholdOptimizerResult
            input={input}
            {...(bfsNumber === undefined ? {} : { bfsNumber })}
            {...(tariffYear === undefined ? {} : { tariffYear })}
          />
        </Suspense>
      ) : null}
      <FormulaResult comparison={comparison} />
      {real ? <CostChart curves={real} expectedCosts={input.expectedCosts} /> : null}
    </section>
  );
}
