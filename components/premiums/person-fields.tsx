"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { FieldError } from "@/components/ui/field-error";
import { CALCULATOR_DEFAULTS } from "@/lib/calculator/url-state";
import { franchiseOptionsForBirthYear, isChildBirthYear, nearestFranchise } from "@/lib/domain/franchise-choice";
import { formatChfAmount as formatFranchise } from "@/lib/domain/premium-value";
import germanHousehold from "@/lib/i18n/messages/de/household.json";
import validation from "@/lib/i18n/messages/de/validation.json";
import { useLocalMessage } from "@/lib/i18n/use-local-message";
import type { CalculatorFormValues } from "@/lib/validations/calculator";
import { validYear, type CalculatorFields, type PersonPath } from "./calculator-fields";
import { FormSelect } from "./form-select";

type PersonFieldsProps = {
  form: UseFormReturn<CalculatorFields, unknown, CalculatorFormValues>;
  path: PersonPath;
  /** "calc" for the first person (the ids of the single search), a stable prefix per row otherwise. */
  idPrefix: string;
  tariffYear: number;
  /** Several persons: the name field shows and every label says whose field it is. */
  household: boolean;
  /** 1-based position, for the labels ("Geburtsjahr (Person 2)"). */
  number: number;
  /** A new row: its deductible follows the lowest of the age class until the person chooses one. */
  followLowest?: boolean;
  errors: { label?: string; birthYear?: string };
};

/** One person's fields: name (households only), birth year, deductible of the age class, accident cover. */
export function PersonFields({ form, path, idPrefix, tariffYear, household, number, followLowest = false, errors }: PersonFieldsProps) {
  const t = useTranslations("calculator.form");
  const h = useTranslations("calculatorHousehold");
  const local = useLocalMessage({ household: germanHousehold, validation });
  const { register, control, setValue, getValues, watch } = form;
  // The paths of another person hold the same kinds of values as the first person's.
  const name = <K extends "label" | "birthYear" | "franchise" | "accidentCoverage">(key: K) => `${path}${key}` as K;
  const whose = household ? <span className="sr-only"> ({h("person", { number })})</span> : null;

  // Deductibles follow the age class: 0–600 for children, 300–2500 for everyone else.
  const birthYear = validYear(watch(name("birthYear")) ?? "") ?? CALCULATOR_DEFAULTS.birthYear;
  const options = useMemo(() => franchiseOptionsForBirthYear(birthYear, tariffYear), [birthYear, tariffYear]);
  const child = isChildBirthYear(birthYear, tariffYear);
  const chosen = useRef(!followLowest);
  useEffect(() => {
    const current = Number(getValues(name("franchise")));
    const next = chosen.current ? nearestFranchise(current, options) : options[0]!;
    if (next !== current) setValue(name("franchise"), String(next));
    // `name` is derived from `path`, which a row keeps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, getValues, setValue, path]);

  return (
    <>
      {household ? (
        <div className="space-y-2">
          <Label htmlFor={`${idPrefix}-label`}>
            {h("label")}
            {whose}
          </Label>
          <Input
            id={`${idPrefix}-label`}
            autoComplete="off"
            maxLength={40}
            placeholder={h("labelPlaceholder")}
            aria-invalid={errors.label ? true : undefined}
            aria-describedby={errors.label ? `${idPrefix}-label-error` : undefined}
            {...register(name("label"))}
          />
          <FieldError id={`${idPrefix}-label-error`} message={local(errors.label)} />
        </div>
      ) : null}

      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-birth-year`}>
          {t("birthYear")}
          {whose}
        </Label>
        <Input
          id={`${idPrefix}-birth-year`}
          inputMode="numeric"
          autoComplete={number === 1 ? "bday-year" : "off"}
          placeholder={t("birthYearPlaceholder")}
          aria-invalid={errors.birthYear ? true : undefined}
          aria-describedby={errors.birthYear ? `${idPrefix}-birth-year-error` : undefined}
          {...register(name("birthYear"))}
        />
        <FieldError id={`${idPrefix}-birth-year-error`} message={local(errors.birthYear)} />
      </div>

      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-franchise`}>
          {t("franchise")}
          {whose}
        </Label>
        <FormSelect
          id={`${idPrefix}-franchise`}
          aria-describedby={child ? `${idPrefix}-franchise-hint` : undefined}
          {...register(name("franchise"), { onChange: () => (chosen.current = true) })}
        >
          {options.map((amount) => (
            <option key={amount} value={String(amount)}>
              {formatFranchise(amount)}
            </option>
          ))}
        </FormSelect>
        {child ? (
          <p id={`${idPrefix}-franchise-hint`} className="text-xs text-muted-foreground">
            {t("franchiseChildHint")}
          </p>
        ) : null}
      </div>

      <div className="space-y-1">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={`${idPrefix}-accident`}>
            {t("accidentCoverage")}
            {whose}
          </Label>
          <Controller
            control={control}
            name={name("accidentCoverage")}
            render={({ field }) => (
              <Switch id={`${idPrefix}-accident`} checked={field.value} onCheckedChange={field.onChange} aria-describedby={`${idPrefix}-accident-hint`} />
            )}
          />
        </div>
        <p id={`${idPrefix}-accident-hint`} className="text-xs text-muted-foreground">
          {t("accidentCoverageHint")}
        </p>
      </div>
    </>
  );
}
