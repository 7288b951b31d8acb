"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { checkPostalCode, suggestLocations } from "@/lib/location/client";
import { resolveLocationInput, type LocationCheck } from "@/lib/calculator/resolve-location";
import { HOUSEHOLD_CALCULATOR_SORTS } from "@/lib/calculator/household-request";
import type { CalculatorQuery } from "@/lib/calculator/url-state";
import { MODEL_CODES } from "@/lib/domain/insurance-models";
import { type PremiumSort, PREMIUM_SORTS } from "@/lib/domain/premium-sort";
import { fetchInsurerList } from "@/lib/insurers/client";
import type { LocationSuggestion } from "@/lib/catalog/types";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import type { CalculatorFormValues } from "@/lib/validations/calculator";
import calculator from "@/lib/i18n/messages/de/calculator.json";
import germanHousehold from "@/lib/i18n/messages/de/household.json";
import validation from "@/lib/i18n/messages/de/validation.json";
import { useLocalMessage } from "@/lib/i18n/use-local-message";
import { FieldError } from "@/components/ui/field-error";
import { toFields, type CalculatorFields } from "./calculator-fields";
import { FormSelect } from "./form-select";
import { HouseholdPersons } from "./household-persons";
import { LocalityCombobox, locationSearchKey } from "./locality-combobox";
import { ModelCheckboxes } from "./model-checkboxes";

// The form's validation (zod and the schema) loads when the form is first touched (see `onFirstTouch`).
const resolver = lazyResolver(() => import("./calculator-resolver").then((module) => module.calculatorResolver));

const INSURERS_KEY = ["/api/quote/insurers"];

/** `bfsNumber` is set when the person chose a municipality (a suggestion or an exact name). */
export type CalculatorSearch = CalculatorQuery;

type CalculatorFormProps = {
  /** The search to show (from the URL), else the defaults 8001 / 1990 / 300 / with accident. */
  initial: CalculatorQuery | null;
  /** The tariff year the search shows: the age class, so the deductibles, follow it. */
  tariffYear: number;
  busy: boolean;
  /** `locationEdited`: the PLZ/Ort text differs from the last search's, so an earlier municipality no longer applies. */
  onSearch: (search: CalculatorSearch, options: { locationEdited: boolean }) => void;
  /** A new sort order applies at once to the results shown, without another submit. */
  onSortChange?: (sortBy: PremiumSort) => void;
};

/** The calculator's search form. */
export function CalculatorForm({ initial, tariffYear, busy, onSearch, onSortChange }: CalculatorFormProps) {
  const t = useTranslations("calculator.form");
  const modelNames = useTranslations("models.names");
  const h = useTranslations("calculatorHousehold");
  const queryClient = useQueryClient();
  // The insurer list (and the validation) load when the form is first touched, or at once for a search that names an
  // insurer, or when an earlier form (before a link's search re-created it) has asked for it already.
  const [touched, setTouched] = useState(() => Boolean(initial?.currentInsurer) || queryClient.getQueryState(INSURERS_KEY) !== undefined);
  const onFirstTouch = () => {
    resolver.preload();
    setTouched(true);
  };
  const insurers = useQuery({
    queryKey: INSURERS_KEY,
    queryFn: ({ signal }) => fetchInsurerList("/api/quote/insurers", signal),
    enabled: touched,
  });
  const errors = useTranslations("calculator.errors");
  const local = useLocalMessage({ calculator, household: germanHousehold, validation });
  const [suggestionsOpen, setSuggestionsOpen] = useState(false);
  // The suggestion last picked: its municipality resolves a postal code that spans several.
  const picked = useRef<LocationSuggestion | null>(null);
  const searchedText = useRef(toFields(initial).location.trim());
  const form = useForm<CalculatorFields, unknown, CalculatorFormValues>({
    resolver,
    defaultValues: toFields(initial),
  });
  const { register, control, handleSubmit, setError, clearErrors, setValue, setFocus, formState } = form;

  const currentInsurer = form.watch("currentInsurer");
  // A household compares totals: its sort orders are the household search's three.
  const household = form.watch("others").length > 0;
  const sorts = household ? HOUSEHOLD_CALCULATOR_SORTS : PREMIUM_SORTS;
  const sortBy = form.watch("sortBy");
  useEffect(() => {
    if (household && !HOUSEHOLD_CALCULATOR_SORTS.includes(sortBy)) setValue("sortBy", "price_asc");
  }, [household, sortBy, setValue]);

  const locationMessage = (check: Exclude<LocationCheck, { ok: true }>) => {
    switch (check.reason) {
      case "required":
        return errors("required");
      case "invalidPostalCode":
        return check.message ?? errors("invalidPostalCode");
      case "several":
        return errors("severalLocalities", { query: check.query });
      case "notFound":
        return errors("localityNotFound");
      case "lookupFailed":
        return errors("localityLookupFailed");
    }
  };

  const submit = handleSubmit(async (values) => {
    setSuggestionsOpen(false);
    const check = await resolveLocationInput(values.location, {
      checkPostalCode: (postalCode) =>
        queryClient.fetchQuery({ queryKey: ["location-check", postalCode], queryFn: ({ signal }) => checkPostalCode(postalCode, signal) }),
      suggestLocations: (query) =>
        queryClient.fetchQuery({ queryKey: locationSearchKey(query), queryFn: ({ signal }) => suggestLocations(query, signal) }),
    });
    if (!check.ok) {
      setError("location", { type: "server", message: locationMessage(check) });
      setFocus("location");
      if (check.reason === "several") setSuggestionsOpen(true);
      return;
    }
    const text = values.location.trim();
    const chosen = picked.current?.display_name === text ? picked.current.bfs_number : check.bfsNumber;
    const locationEdited = text !== searchedText.current;
    searchedText.current = text;
    onSearch({
      ...(chosen === undefined ? {} : { bfsNumber: chosen }),
      postalCode: check.postalCode,
      birthYear: values.birthYear,
      franchise: values.franchise,
      accidentCoverage: values.accidentCoverage,
      models: values.models,
      sortBy: values.sortBy,
      ...(values.others.length > 0 && values.label ? { label: values.label } : {}),
      ...(values.others.length > 0
        ? { others: values.others.map(({ label, ...person }) => ({ ...person, ...(label ? { label } : {}) })) }
        : {}),
      ...(values.currentInsurer ? { currentInsurer: values.currentInsurer } : {}),
      ...(values.currentInsurer && values.currentModel ? { currentModel: values.currentModel } : {}),
    }, { locationEdited });
  });

  const fieldErrors = formState.errors;
  const working = busy || formState.isSubmitting;
  return (
    <form
      onSubmit={submit}
      onFocusCapture={touched ? undefined : onFirstTouch}
      onPointerDownCapture={touched ? undefined : onFirstTouch}
      noValidate
      className="space-y-5"
      aria-label={t("title")}
      data-testid="calculator-form"
    >
      <div className="space-y-2">
        <Label htmlFor="calc-location">{t("location")}</Label>
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <LocalityCombobox
              id="calc-location"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              onPick={(suggestion) => {
                picked.current = suggestion;
                field.onChange(suggestion.display_name);
                clearErrors("location");
              }}
              open={suggestionsOpen}
              onOpenChange={setSuggestionsOpen}
              placeholder={t("locationPlaceholder")}
              aria-invalid={fieldErrors.location ? true : undefined}
              aria-describedby={fieldErrors.location ? "calc-location-error calc-location-hint" : "calc-location-hint"}
            />
          )}
        />
        <p id="calc-location-hint" className="text-xs text-muted-foreground">
          {t("locationHint")}
        </p>
        <FieldError id="calc-location-error" message={local(fieldErrors.location?.message)} />
      </div>

      <HouseholdPersons form={form} tariffYear={tariffYear} />

      <Controller
        control={control}
        name="models"
        render={({ field }) => <ModelCheckboxes idPrefix="calc-model" value={field.value} onChange={field.onChange} />}
      />

      <div className="space-y-2">
        <Label htmlFor="calc-current-insurer">{t("currentInsurer")}</Label>
        <Controller
          control={control}
          name="currentInsurer"
          render={({ field }) => (
            // Controlled: the URL's insurer stays chosen while the list loads.
            <FormSelect id="calc-current-insurer" aria-describedby="calc-current-hint" name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
              <option value="">{insurers.data ? t("currentInsurerNone") : t("currentInsurerLoading")}</option>
              {insurers.data?.map((insurer) => (
                <option key={insurer.code} value={insurer.code}>
                  {insurer.name}
                </option>
              ))}
              {!insurers.data && field.value ? <option value={field.value}>{field.value}</option> : null}
            </FormSelect>
          )}
        />
        <p id="calc-current-hint" className="text-xs text-muted-foreground">
          {t("currentHint")}
        </p>
      </div>
      {currentInsurer ? (
        <div className="space-y-2">
          <Label htmlFor="calc-current-model">{t("currentModel")}</Label>
          <FormSelect id="calc-current-model" {...register("currentModel")}>
            <option value="">{t("currentModelUnknown")}</option>
            {MODEL_CODES.map((code) => (
              <option key={code} value={code}>
                {modelNames(code)}
              </option>
            ))}
          </FormSelect>
        </div>
      ) : null}

      <div className="space-y-2">
        <Label htmlFor="calc-sort">{t("sort")}</Label>
        <FormSelect id="calc-sort" {...register("sortBy", { onChange: (event) => onSortChange?.(event.target.value as PremiumSort) })}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {household ? h(`sorts.${sort as "price_asc" | "price_desc" | "insurer_asc"}`) : t(`sorts.${sort}`)}
            </option>
          ))}
        </FormSelect>
      </div>

      <Button type="submit" className="w-full" disabled={working} aria-disabled={working}>
        {working ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
