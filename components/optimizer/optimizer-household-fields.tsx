"use client";

import { UserPlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Controller, useFieldArray, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { EXPECTED_COSTS } from "@/lib/domain/franchise-optimizer";
import { formatChfAmount as chf } from "@/lib/domain/premium-value";
import { BIRTH_YEAR_MIN, MAX_OPTIMIZER_OTHERS, type OptimizerFormValues } from "@/lib/validations/optimizer";
import type { OptimizerInput } from "@/lib/validations/optimizer-schema";
import { OptimizerFieldError } from "./optimizer-field-error";

type OptimizerHouseholdFieldsProps = {
  form: UseFormReturn<OptimizerFormValues, unknown, OptimizerInput>;
  currentYear: number | null;
};

/**
 * The household's further persons in the optimizer: each a fieldset with birth year, expected
 * costs and accident cover (place, model and risk tolerance are the household's). A new row
 * takes the focus; adding and removing are announced.
 */
export function OptimizerHouseholdFields({ form, currentYear }: OptimizerHouseholdFieldsProps) {
  const t = useTranslations("optimizer.form.household");
  const { control, register, setFocus, formState } = form;
  const others = useFieldArray({ control, name: "others" });
  const [announcement, setAnnouncement] = useState("");
  const addButton = useRef<HTMLButtonElement>(null);
  const full = others.fields.length >= MAX_OPTIMIZER_OTHERS;

  const add = () => {
    if (full) return;
    const index = others.fields.length;
    others.append({ birthYear: "", expectedCosts: EXPECTED_COSTS.default, accidentCoverage: true }, { shouldFocus: false });
    setAnnouncement(t("added", { number: index + 2 }));
    window.setTimeout(() => setFocus(`others.${index}.birthYear`), 0);
  };
  const remove = (index: number) => {
    others.remove(index);
    setAnnouncement(t("removed", { number: index + 2 }));
    addButton.current?.focus();
  };

  return (
    <section aria-labelledby="optimizer-household-title" className="space-y-4">
      <div className="space-y-1">
        <h3 id="optimizer-household-title" className="font-semibold">
          {t("title")}
        </h3>
        <p id="optimizer-household-hint" className="text-sm text-muted-foreground">
          {t("hint")}
        </p>
      </div>
      {others.fields.map((field, index) => {
        const number = index + 2;
        const id = `optimizer-person-${field.id}`;
        const error = formState.errors.others?.[index]?.birthYear?.message;
        return (
          <fieldset key={field.id} className="space-y-4 rounded-lg border p-3" data-testid="optimizer-person">
            <legend className="float-left pt-1 font-medium">{t("person", { number })}</legend>
            <Button type="button" variant="ghost" size="sm" className="float-right" onClick={() => remove(index)} aria-label={t("remove", { number })}>
              <X aria-hidden="true" />
            </Button>
            <div className="clear-both grid gap-4 pt-2 sm:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor={`${id}-birth-year`}>{t("birthYear", { number })}</Label>
                <Input
                  id={`${id}-birth-year`}
                  type="number"
                  inputMode="numeric"
                  min={BIRTH_YEAR_MIN}
                  max={currentYear ?? undefined}
                  step={1}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-birth-year-error` : undefined}
                  {...register(`others.${index}.birthYear`)}
                />
                <OptimizerFieldError id={`${id}-birth-year-error`} error={error} />
              </div>
              <Controller
                control={control}
                name={`others.${index}.accidentCoverage`}
                render={({ field: accident }) => (
                  <div className="flex items-center gap-3 sm:pt-7">
                    <Checkbox id={`${id}-accident`} checked={accident.value} onCheckedChange={(checked) => accident.onChange(checked === true)} onBlur={accident.onBlur} />
                    <Label htmlFor={`${id}-accident`}>{t("accidentCoverage", { number })}</Label>
                  </div>
                )}
              />
            </div>
            <Controller
              control={control}
              name={`others.${index}.expectedCosts`}
              render={({ field: costs }) => (
                <div className="space-y-3">
                  <div className="flex items-baseline justify-between gap-4">
                    <Label id={`${id}-costs-label`}>{t("expectedCosts", { number })}</Label>
                    <output className="font-semibold tabular-nums" htmlFor={`${id}-costs`}>
                      {chf(costs.value)}
                    </output>
                  </div>
                  <Slider
                    id={`${id}-costs`}
                    min={EXPECTED_COSTS.min}
                    max={EXPECTED_COSTS.max}
                    step={EXPECTED_COSTS.step}
                    value={[costs.value]}
                    onValueChange={([value]) => costs.onChange(value ?? EXPECTED_COSTS.default)}
                    aria-labelledby={`${id}-costs-label`}
                    getValueText={(value) => chf(value)}
                  />
                </div>
              )}
            />
          </fieldset>
        );
      })}
      <div className="space-y-1">
        <Button ref={addButton} type="button" variant="outline" onClick={add} disabled={full} aria-describedby="optimizer-household-hint">
          <UserPlus aria-hidden="true" />
          {t("add")}
        </Button>
        {full ? <p className="text-sm text-muted-foreground">{t("max")}</p> : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
