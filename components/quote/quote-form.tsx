"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Controller } from "react-hook-form";
import { FormSelect } from "@/components/premiums/form-select";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import quote from "@/lib/i18n/messages/de/quote.json";
import { useLocalMessage } from "@/lib/i18n/use-local-message";
import { useLocalizedPath } from "@/lib/i18n/use-localized-path";
import { routes } from "@/lib/site";
import { GENDERS, LANGUAGES, todayIso, type QuoteFormInput, type QuoteFormValues } from "@/lib/validations/quote";
import type { QuoteInsurers } from "./use-quote-insurers";

type QuoteFormProps = {
  form: UseFormReturn<QuoteFormInput, unknown, QuoteFormValues>;
  insurers: QuoteInsurers;
  insurerName: string;
  submitting: boolean;
  onSubmit: () => void;
  /** More fields before the consent (a household's further persons). */
  children?: ReactNode;
  /** The consent's text, when it is not the one-person text. */
  consentText?: string;
};

/**
 * The quote form. Every field shows its own error, which goes away as soon as
 * the field is edited; the whole form is disabled while it is being sent.
 */
export function QuoteForm({ form, insurers, insurerName, submitting, onSubmit, children, consentText }: QuoteFormProps) {
  const t = useTranslations("quote.fields");
  const localized = useLocalizedPath();
  const errors = form.formState.errors;
  const local = useLocalMessage({ quote });
  const message = (name: keyof QuoteFormValues) => local(errors[name]?.message);
  /** register() with the field's error cleared on every edit. */
  const field = (name: Exclude<keyof QuoteFormValues, "consent">) => {
    const registered = form.register(name);
    return {
      ...registered,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        form.clearErrors(name);
        return registered.onChange(event);
      },
    };
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      id="quote-form"
      aria-label={t("formLabel")}
    >
      <fieldset disabled={submitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t("formLabel")}</legend>
        <FormField id="quote-firstName" label={t("firstName")} error={message("firstName")}>
          {(control) => <Input {...control} {...field("firstName")} autoComplete="given-name" />}
        </FormField>
        <FormField id="quote-lastName" label={t("lastName")} error={message("lastName")}>
          {(control) => <Input {...control} {...field("lastName")} autoComplete="family-name" />}
        </FormField>
        <FormField id="quote-email" label={t("email")} error={message("email")}>
          {(control) => <Input {...control} {...field("email")} type="email" inputMode="email" autoComplete="email" />}
        </FormField>
        <FormField id="quote-phone" label={t("phone")} hint={t("phoneHint")} error={message("phone")}>
          {(control) => <Input {...control} {...field("phone")} type="tel" inputMode="tel" autoComplete="tel" />}
        </FormField>
        <FormField id="quote-birthDate" label={t("birthDate")} error={message("birthDate")}>
          {(control) => <Input {...control} {...field("birthDate")} type="date" max={todayIso()} autoComplete="bday" />}
        </FormField>
        <FormField id="quote-gender" label={t("gender")} error={message("gender")}>
          {(control) => (
            <FormSelect {...control} {...field("gender")} autoComplete="sex">
              <option value="">{t("genderPlaceholder")}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`genders.${gender}`)}
                </option>
              ))}
            </FormSelect>
          )}
        </FormField>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[1fr_8rem]">
          <FormField id="quote-street" label={t("street")} error={message("street")}>
            {(control) => <Input {...control} {...field("street")} autoComplete="address-line1" />}
          </FormField>
          <FormField id="quote-houseNumber" label={t("houseNumber")} error={message("houseNumber")}>
            {(control) => <Input {...control} {...field("houseNumber")} autoComplete="off" />}
          </FormField>
        </div>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[8rem_1fr]">
          <FormField id="quote-postalCode" label={t("postalCode")} error={message("postalCode")}>
            {(control) => <Input {...control} {...field("postalCode")} readOnly aria-readonly className="bg-muted" />}
          </FormField>
          <FormField id="quote-city" label={t("city")} hint={t("locationHint")} error={message("city")}>
            {(control) => <Input {...control} {...field("city")} readOnly aria-readonly className="bg-muted" />}
          </FormField>
        </div>
        <FormField id="quote-language" label={t("language")} error={message("language")}>
          {(control) => (
            <FormSelect {...control} {...field("language")}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </FormSelect>
          )}
        </FormField>
        <FormField id="quote-currentInsurer" label={t("currentInsurer")} error={message("currentInsurerId")}>
          {(control) => (
            <FormSelect {...control} {...field("currentInsurerId")} disabled={insurers.status !== "ready"}>
              {insurers.status === "ready" ? (
                <>
                  <option value="">{t("currentInsurerNone")}</option>
                  {insurers.insurers.map((insurer) => (
                    <option key={insurer.code} value={insurer.code}>
                      {insurer.name}
                    </option>
                  ))}
                </>
              ) : (
                <option value="">{insurers.status === "loading" ? t("currentInsurerLoading") : t("currentInsurerEmpty")}</option>
              )}
            </FormSelect>
          )}
        </FormField>
        {children}
        <div className="grid gap-1.5 sm:col-span-2">
          <div className="flex items-start gap-3">
            <Controller
              control={form.control}
              name="consent"
              render={({ field: consent }) => (
                <Checkbox
                  id="quote-consent"
                  ref={consent.ref}
                  checked={consent.value === true}
                  onCheckedChange={(checked) => {
                    form.clearErrors("consent");
                    consent.onChange(checked === true);
                  }}
                  onBlur={consent.onBlur}
                  aria-invalid={Boolean(message("consent"))}
                  aria-describedby={message("consent") ? "quote-consent-error" : undefined}
                  className="mt-0.5"
                />
              )}
            />
            <label htmlFor="quote-consent" className="text-sm leading-snug">
              {consentText ?? t("consent", { insurer: insurerName })}{" "}
              <a href={localized(routes.privacy)} target="_blank" rel="noopener" className="text-primary underline underline-offset-4">
                {t("consentPrivacy")}
              </a>
            </label>
          </div>
          {message("consent") ? (
            <p id="quote-consent-error" className="text-sm text-destructive">
              {message("consent")}
            </p>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
