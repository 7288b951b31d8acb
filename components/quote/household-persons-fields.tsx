"use client";

import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { FormSelect } from "@/components/premiums/form-select";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { HouseholdQuoteFormInput, HouseholdQuoteFormValues } from "@/lib/leads/household-quote-request";
import type { HouseholdSelection } from "@/lib/leads/household-selection";
import quote from "@/lib/i18n/messages/de/quote.json";
import { useLocalMessage } from "@/lib/i18n/use-local-message";
import { GENDERS, todayIso } from "@/lib/validations/quote";

type PersonField = "firstName" | "lastName" | "birthDate" | "gender" | "email";

/**
 * One fieldset per further person of the household (the contact person fills the form above):
 * first and last name, date of birth within the birth year the offer was priced for, gender and
 * an optional e-mail address.
 */
export function HouseholdPersonsFields({
  form,
  household,
  insurerName,
}: {
  form: UseFormReturn<HouseholdQuoteFormInput, unknown, HouseholdQuoteFormValues>;
  household: HouseholdSelection;
  insurerName: string;
}) {
  const t = useTranslations("quote.fields");
  const h = useTranslations("quote.household");
  const local = useLocalMessage({ quote });
  const errors = form.formState.errors.furtherPersons;
  const today = todayIso();
  return (
    <div className="grid gap-4 sm:col-span-2" data-testid="household-persons">
      <div>
        <h3 className="font-semibold">{h("further")}</h3>
        <p className="text-sm text-muted-foreground">{h("furtherHint", { insurer: insurerName })}</p>
      </div>
      {household.persons.slice(1).map((person, index) => {
        const number = index + 2;
        const name = (field: PersonField) => `furtherPersons.${index}.${field}` as const;
        const message = (field: PersonField) => local(errors?.[index]?.[field]?.message);
        const register = (field: PersonField) => {
          const registered = form.register(name(field));
          return {
            ...registered,
            onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
              form.clearErrors(name(field));
              return registered.onChange(event);
            },
          };
        };
        const id = (field: PersonField) => `quote-person-${number}-${field}`;
        const year = person.birthYear;
        return (
          <fieldset key={index} className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2" data-testid="household-person">
            <legend className="px-1 font-medium">
              {person.label ? `${h("person", { number })}: ${person.label}` : h("person", { number })} ({h("bornIn", { year })})
            </legend>
            <FormField id={id("firstName")} label={t("firstName")} error={message("firstName")}>
              {(control) => <Input {...control} {...register("firstName")} autoComplete="off" />}
            </FormField>
            <FormField id={id("lastName")} label={t("lastName")} error={message("lastName")}>
              {(control) => <Input {...control} {...register("lastName")} autoComplete="off" />}
            </FormField>
            <FormField id={id("birthDate")} label={t("birthDate")} error={message("birthDate")}>
              {(control) => (
                <Input
                  {...control}
                  {...register("birthDate")}
                  type="date"
                  min={`${year}-01-01`}
                  max={`${year}-12-31` < today ? `${year}-12-31` : today}
                  autoComplete="off"
                />
              )}
            </FormField>
            <FormField id={id("gender")} label={t("gender")} error={message("gender")}>
              {(control) => (
                <FormSelect {...control} {...register("gender")}>
                  <option value="">{t("genderPlaceholder")}</option>
                  {GENDERS.map((gender) => (
                    <option key={gender} value={gender}>
                      {t(`genders.${gender}`)}
                    </option>
                  ))}
                </FormSelect>
              )}
            </FormField>
            <FormField id={id("email")} label={h("emailOptional")} error={message("email")} className="sm:col-span-2">
              {(control) => <Input {...control} {...register("email")} type="email" inputMode="email" autoComplete="off" />}
            </FormField>
          </fieldset>
        );
      })}
    </div>
  );
}
