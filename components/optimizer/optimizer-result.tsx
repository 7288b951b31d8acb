"use client";

import { RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { OptimizationResult } from "@/lib/domain/franchise-optimizer";
import { CostChart } from "./cost-chart";
import { formulaCurves, realCurves } from "./cost-curves";
import { FormulaResult } from "./formula-result";
import type { OptimizerInput } from "@/lib/validations/optimizer";
import { realPremiumData } from "./real-premium-data";
import { RealPremiumResult, type RealPremiumState } from "./real-premium-result";
import { useCheapestPremiums } from "./use-cheapest-premiums";

type OptimizerResultProps = {
  input: OptimizerInput;
  result: OptimizationResult;
  onRecalculate: () => void;
};

/** Both results (quick formula and real premiums), the chart, and the way back to the form. */
export function OptimizerResult({ input, result, onRecalculate }: OptimizerResultProps) {
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

  const formula = useMemo(() => formulaCurves(input.riskTolerance), [input.riskTolerance]);
  const real = useMemo(() => (state.status === "ready" ? realCurves(state.data.premiums, state.data.cap) : null), [state]);

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
      <FormulaResult result={result} />
      <RealPremiumResult
        state={state}
        postalCode={input.postalCode}
        birthYear={input.birthYear}
        modelCode={input.modelCode}
        accidentCoverage={input.accidentCoverage}
        expectedCosts={input.expectedCosts}
        onChooseLocation={setBfsNumber}
        onTariffYearChange={setTariffYear}
        onRetry={() => void query.refetch()}
      />
      <CostChart formula={formula} real={real} expectedCosts={input.expectedCosts} />
    </section>
  );
}
