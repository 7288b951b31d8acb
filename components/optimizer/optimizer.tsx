"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { optimizeFranchise, type OptimizationResult } from "@/lib/domain/franchise-optimizer";
import { OptimizerForm } from "./optimizer-form";
import { OPTIMIZER_DEFAULTS, type OptimizerFormValues } from "@/lib/validations/optimizer";
import type { OptimizerInput } from "@/lib/validations/optimizer-schema";
import { OptimizerResult } from "./optimizer-result";

/** the optimizer shows its result after a simulated 1.5 s calculation. */
export const CALCULATION_DELAY_MS = 1500;

type Phase =
  | { name: "form" }
  | { name: "calculating"; input: OptimizerInput }
  | { name: "result"; input: OptimizerInput; result: OptimizationResult };

/** The optimizer's states: form, calculating, result; "recalculate" returns to the form. */
export function Optimizer() {
  const t = useTranslations("optimizer");
  const [phase, setPhase] = useState<Phase>({ name: "form" });
  const [values, setValues] = useState<OptimizerFormValues>(OPTIMIZER_DEFAULTS);
  const returning = useRef(false);
  const [announcement, setAnnouncement] = useState("");
  const announce = useCallback((text: string) => setAnnouncement(text), []);

  useEffect(() => {
    if (phase.name !== "calculating") return;
    const { input } = phase;
    const timer = window.setTimeout(() => {
      const result = optimizeFranchise({ ...input, currentYear: new Date().getFullYear() });
      setAnnouncement("");
      setPhase({ name: "result", input, result });
    }, CALCULATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase.name === "form" && returning.current) {
      returning.current = false;
      document.getElementById("optimizer-form-title")?.focus();
    }
  }, [phase]);

  const status = phase.name === "calculating" ? t("form.calculating") : phase.name === "result" ? announcement : "";

  return (
    <div className="space-y-6">
      <p role="status" aria-live="polite" className="sr-only" data-testid="optimizer-status">
        {status}
      </p>
      {phase.name === "result" ? (
        <OptimizerResult
          input={phase.input}
          result={phase.result}
          onAnnounce={announce}
          onRecalculate={() => {
            returning.current = true;
            setPhase({ name: "form" });
          }}
        />
      ) : (
        <OptimizerForm
          defaultValues={values}
          calculating={phase.name === "calculating"}
          onSubmit={(input, submitted) => {
            setValues(submitted);
            setPhase({ name: "calculating", input });
          }}
        />
      )}
    </div>
  );
}
