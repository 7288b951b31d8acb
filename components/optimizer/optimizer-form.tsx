"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormSelect } from "@/components/premiums/form-select";
import { Slider } from "@/components/ui/slider";
import { EXPECTED_COSTS, RISK_TOLERANCE, riskLevel } from "@/lib/domain/franchise-optimizer";
import { MODEL_CODES } from "@/lib/domain/insurance-models";
import { OptimizerFieldError } from "./optimizer-field-error";
import { OptimizerHouseholdFields } from "./optimizer-household-fields";
import { formatChfAmount as chf } from "@/lib/domain/premium-value";
import {
  BIRTH_YEAR_MIN,
  GENDERS,
  resolveBirthYear,
  type OptimizerFormValues,
} from "@/lib/validations/optimizer";
import type { OptimizerInput } from "@/lib/validations/optimizer-schema";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { useCurrentYear } from "./use-current-year";

type OptimizerFormProps = {
  defaultValues: OptimizerFormValues;
  calculating: boolean;
  onSubmit: (input: OptimizerInput, values: OptimizerFormValues) => void;
};

export function OptimizerForm({ defaultValues, calculating, onSubmit }: OptimizerFormProps) {
  const t = useTranslations("optimizer.form");
  const models = useTranslations("models.names");
  const currentYear = useCurrentYear();
  // Before hydration the year is unknown; the schema only runs in the browser, loaded when the form is first touched.
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import("@/lib/validations/optimizer-schema").then((module) => module.optimizerResolver(currentYear ?? new Date().getFullYear())),
      ),
    [currentYear],
  );
  const form = useForm<OptimizerFormValues, unknown, OptimizerInput>({ resolver, defaultValues });
  const { register, control, handleSubmit, setValue, watch, formState } = form;
  const { errors } = formState;

  const birthYear = Number(watch("birthYear"));
  const showAge = currentYear !== null && Number.isInteger(birthYear) && birthYear >= BIRTH_YEAR_MIN && birthYear <= currentYear;

  // Text the browser cannot read as a number arrives as "" with validity.badInput: fall back to 1990.
  const birthYearField = register("birthYear", {
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      const resolved = resolveBirthYear(event.target.value, event.target.validity?.badInput === true);
      if (resolved !== event.target.value) setValue("birthYear", resolved, { shouldValidate: formState.isSubmitted });
    },
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem("birthYear");
    if (input instanceof HTMLInputElement && input.validity?.badInput) setValue("birthYear", resolveBirthYear("", true));
    return handleSubmit((data) => onSubmit(data, { ...form.getValues(), birthYear: String(data.birthYear) }))(event);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id="optimizer-form-title" tabIndex={-1} className="text-xl outline-none">
            {t("title")}
          </h2>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          onFocusCapture={resolver.preload}
          onPointerDownCapture={resolver.preload}
          aria-labelledby="optimizer-form-title"
          className="space-y-6"
        >
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="optimizer-postal-code">{t("postalCode.label")}</Label>
              <Input
                id="optimizer-postal-code"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={4}
                placeholder={t("postalCode.placeholder")}
                aria-invalid={errors.postalCode ? true : undefined}
                aria-describedby={errors.postalCode ? "optimizer-postal-code-error" : undefined}
                {...register("postalCode")}
              />
              <OptimizerFieldError id="optimizer-postal-code-error" error={errors.postalCode?.message} />
            </div>

            <div className="space-y-2">
              <Label htmlFor="optimizer-birth-year">{t("birthYear.label")}</Label>
              <Input
                id="optimizer-birth-year"
                type="number"
                inputMode="numeric"
                min={BIRTH_YEAR_MIN}
                max={currentYear ?? undefined}
                step={1}
                autoComplete="bday-year"
                aria-invalid={errors.birthYear ? true : undefined}
                aria-describedby={errors.birthYear ? "optimizer-birth-year-error optimizer-age" : "optimizer-age"}
                {...birthYearField}
              />
              <p id="optimizer-age" className="min-h-5 text-sm text-muted-foreground" data-testid="optimizer-age">
                {showAge ? t("birthYear.age", { age: currentYear - birthYear }) : null}
              </p>
              <OptimizerFieldError id="optimizer-birth-year-error" error={errors.birthYear?.message} />
            </div>

            <div className="space-y-2">
              <Label htmlFor="optimizer-model">{t("model.label")}</Label>
              <Controller
                control={control}
                name="modelCode"
                render={({ field }) => (
                  <FormSelect id="optimizer-model" {...field}>
                    {MODEL_CODES.map((code) => (
                      <option key={code} value={code}>
                        {models(code)}
                      </option>
                    ))}
                  </FormSelect>
                )}
              />
            </div>

            <div className="space-y-2">
              <Label htmlFor="optimizer-gender">{t("gender.label")}</Label>
              <Controller
                control={control}
                name="gender"
                render={({ field }) => (
                  <FormSelect id="optimizer-gender" {...field}>
                    {GENDERS.map((gender) => (
                      <option key={gender} value={gender}>
                        {t(`gender.${gender}`)}
                      </option>
                    ))}
                  </FormSelect>
                )}
              />
            </div>
          </div>

          <Controller
            control={control}
            name="expectedCosts"
            render={({ field }) => (
              <div className="space-y-3">
                <div className="flex items-baseline justify-between gap-4">
                  <Label id="optimizer-costs-label">{t("expectedCosts.label")}</Label>
                  <output className="font-semibold tabular-nums" htmlFor="optimizer-costs" data-testid="optimizer-costs-value">
                    {chf(field.value)}
                  </output>
                </div>
                <Slider
                  id="optimizer-costs"
                  min={EXPECTED_COSTS.min}
                  max={EXPECTED_COSTS.max}
                  step={EXPECTED_COSTS.step}
                  value={[field.value]}
                  onValueChange={([value]) => field.onChange(value ?? EXPECTED_COSTS.default)}
                  aria-labelledby="optimizer-costs-label"
                  aria-describedby="optimizer-costs-hint"
                  getValueText={(value) => chf(value)}
                />
                <p id="optimizer-costs-hint" className="text-sm text-muted-foreground">
                  {t("expectedCosts.hint")}
                </p>
              </div>
            )}
          />

          <Controller
            control={control}
            name="riskTolerance"
            render={({ field }) => {
              const valueText = (value: number) => t("riskTolerance.value", { value, level: t(`riskTolerance.levels.${riskLevel(value)}`) });
              return (
                <div className="space-y-3">
                  <div className="flex items-baseline justify-between gap-4">
                    <Label id="optimizer-risk-label">{t("riskTolerance.label")}</Label>
                    <output className="font-semibold" htmlFor="optimizer-risk" data-testid="optimizer-risk-value">
                      {valueText(field.value)}
                    </output>
                  </div>
                  <Slider
                    id="optimizer-risk"
                    min={RISK_TOLERANCE.min}
                    max={RISK_TOLERANCE.max}
                    step={RISK_TOLERANCE.step}
                    value={[field.value]}
                    onValueChange={([value]) => field.onChange(value ?? RISK_TOLERANCE.default)}
                    aria-labelledby="optimizer-risk-label"
                    aria-describedby="optimizer-risk-scale"
                    getValueText={valueText}
                  />
                  <p id="optimizer-risk-scale" className="text-sm text-muted-foreground">
                    {t("riskTolerance.scale")}
                  </p>
                </div>
              );
            }}
          />

          <Controller
            control={control}
            name="accidentCoverage"
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Checkbox
                  id="optimizer-accident"
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  aria-describedby="optimizer-accident-hint"
                  className="mt-0.5"
                />
                <div className="space-y-1">
                  <Label htmlFor="optimizer-accident">{t("accidentCoverage.label")}</Label>
                  <p id="optimizer-accident-hint" className="text-sm text-muted-foreground">
                    {t("accidentCoverage.hint")}
                  </p>
                </div>
              </div>
            )}
          />

          <OptimizerHouseholdFields form={form} currentYear={currentYear} />

          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={calculating}>
            {calculating ? t("submitting") : t("submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
