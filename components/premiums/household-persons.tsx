"use client";

import { UserPlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, type ReactNode } from "react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { CalculatorFormValues } from "@/lib/validations/calculator";
import { MAX_HOUSEHOLD_PERSONS } from "@/lib/domain/household-size";
import { NEW_PERSON, type CalculatorFields } from "./calculator-fields";
import { PersonFields } from "./person-fields";

type HouseholdPersonsProps = {
  form: UseFormReturn<CalculatorFields, unknown, CalculatorFormValues>;
  tariffYear: number;
};

/**
 * The persons of the search: one (the single search, exactly its fields) or a household of up
 * to six, each a fieldset of its own that can be removed. A new row takes the focus; adding and
 * removing are announced.
 */
export function HouseholdPersons({ form, tariffYear }: HouseholdPersonsProps) {
  const h = useTranslations("calculatorHousehold");
  const { control, formState, getValues, setValue, setFocus, watch } = form;
  const others = useFieldArray({ control, name: "others" });
  const [announcement, setAnnouncement] = useState("");
  const addButton = useRef<HTMLButtonElement>(null);
  const household = others.fields.length > 0;
  const count = others.fields.length + 1;
  const errors = formState.errors;

  const personName = (number: number, label: string | undefined) => label?.trim() || h("person", { number });

  const add = () => {
    if (count >= MAX_HOUSEHOLD_PERSONS) return;
    others.append({ ...NEW_PERSON }, { shouldFocus: false });
    const index = others.fields.length;
    setAnnouncement(h("personAdded", { person: h("person", { number: count + 1 }) }));
    // The new row's first field after it rendered.
    window.setTimeout(() => setFocus(`others.${index}.birthYear`), 0);
  };

  const remove = (number: number) => {
    const removed = personName(number, number === 1 ? getValues("label") : getValues(`others.${number - 2}.label`));
    if (number === 1) {
      // The second person takes the first place (the top-level fields).
      const next = getValues("others.0");
      if (!next) return;
      setValue("label", next.label);
      setValue("birthYear", next.birthYear);
      setValue("franchise", next.franchise);
      setValue("accidentCoverage", next.accidentCoverage);
      others.remove(0);
    } else {
      others.remove(number - 2);
    }
    setAnnouncement(h("personRemoved", { person: removed }));
    addButton.current?.focus();
  };

  const row = (number: number, content: ReactNode, key: string) => {
    if (!household) return <div key={key} className="space-y-5">{content}</div>;
    const name = personName(number, number === 1 ? watch("label") : watch(`others.${number - 2}.label`));
    return (
      <fieldset key={key} className="rounded-lg border p-3" data-testid="household-person">
        <legend className="float-left pt-1 text-sm font-semibold">{name}</legend>
        <Button type="button" variant="ghost" size="sm" className="float-right" onClick={() => remove(number)} aria-label={h("removePerson", { person: name })}>
          <X aria-hidden="true" />
        </Button>
        <div className="clear-both space-y-4 pt-2">{content}</div>
      </fieldset>
    );
  };

  return (
    <div className="space-y-4">
      {row(
        1,
        <PersonFields
          form={form}
          path=""
          idPrefix="calc"
          tariffYear={tariffYear}
          household={household}
          number={1}
          errors={{ label: errors.label?.message, birthYear: errors.birthYear?.message }}
        />,
        "first",
      )}
      {others.fields.map((field, index) =>
        row(
          index + 2,
          <PersonFields
            form={form}
            path={`others.${index}.`}
            idPrefix={`calc-person-${field.id}`}
            tariffYear={tariffYear}
            household
            number={index + 2}
            followLowest={field.birthYear === ""}
            errors={{ label: errors.others?.[index]?.label?.message, birthYear: errors.others?.[index]?.birthYear?.message }}
          />,
          field.id,
        ),
      )}
      <div className="space-y-1">
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          className="w-full"
          onClick={add}
          disabled={count >= MAX_HOUSEHOLD_PERSONS}
          aria-describedby="calc-add-person-hint"
        >
          <UserPlus aria-hidden="true" />
          {h("addPerson")}
        </Button>
        <p id="calc-add-person-hint" className="text-xs text-muted-foreground">
          {count >= MAX_HOUSEHOLD_PERSONS ? h("maxPersons") : h("addPersonHint")}
        </p>
      </div>
      <p role="status" className="sr-only" data-testid="household-persons-status">
        {announcement}
      </p>
    </div>
  );
}
