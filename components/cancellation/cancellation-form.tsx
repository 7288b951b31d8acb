"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Download, Loader2 } from "lucide-react";
import { useLocale, useMessages, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { swissToday, type IsoDate } from "@/lib/domain/calendar";
import { cancellationDeadlines } from "@/lib/domain/cancellation-deadlines";
import { buildCancellationLetter } from "@/lib/domain/cancellation-letter";
import germanCancellation from "@/lib/i18n/messages/de/cancellation.json";
import { useLocalMessage } from "@/lib/i18n/use-local-message";
import {
  cancellationFormSchema,
  type CancellationFormInput,
  type CancellationFormValues,
} from "@/lib/validations/cancellation";
import { DeadlineReminder } from "./deadline-reminder";
import { FormField } from "@/components/ui/form-field";
import { InsurerField } from "./insurer-field";
import { ReasonField } from "./reason-field";
import { useInsurerList } from "./use-insurer-list";

type Result = { status: "idle" } | { status: "generating" } | { status: "failed" } | { status: "ready"; url: string; fileName: string };

const emptyForm: CancellationFormInput = {
  fullName: "",
  street: "",
  postalCode: "",
  city: "",
  birthDate: "",
  insuranceNumber: "",
  insurerName: "",
  reason: "endOfYear",
};

/**
 * The cancellation letter form. Everything happens in the browser: the letter is built from the
 * form, pdf-lib is imported only when the PDF is made, and the file is offered as a Blob URL.
 * The only request is the insurer list.
 */
export function CancellationForm({ today: todayProp }: { today?: IsoDate }) {
  const t = useTranslations("cancellation.form");
  const { cancellation } = useMessages();
  const locale = useLocale();
  const local = useLocalMessage({ cancellation: germanCancellation });
  const [today] = useState(() => todayProp ?? swissToday(new Date()));
  const schema = useMemo(() => cancellationFormSchema(today), [today]);
  const insurers = useInsurerList();
  const [result, setResult] = useState<Result>({ status: "idle" });
  const downloadRef = useRef<HTMLAnchorElement>(null);

  const form = useForm<CancellationFormInput, unknown, CancellationFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm,
  });
  const { register, control, handleSubmit, formState, setFocus } = form;
  const errors = formState.errors;
  const reason = useWatch({ control, name: "reason" });
  const deadlines = cancellationDeadlines(reason, today);

  useEffect(() => setFocus("fullName"), [setFocus]);

  // A changed form makes the offered PDF stale.
  useEffect(() => {
    const subscription = form.watch(() => setResult((current) => (current.status === "ready" ? { status: "idle" } : current)));
    return () => subscription.unsubscribe();
  }, [form]);

  const url = result.status === "ready" ? result.url : null;
  useEffect(() => {
    if (!url) return;
    downloadRef.current?.focus();
    return () => URL.revokeObjectURL(url);
  }, [url]);

  const onSubmit = async (values: CancellationFormValues) => {
    setResult({ status: "generating" });
    try {
      const chosen = insurers.status === "ready" ? insurers.insurers.find((insurer) => insurer.name === values.insurerName) : undefined;
      const letter = buildCancellationLetter({ ...values, today, insurerAddress: chosen?.address, language: locale }, cancellation);
      const { renderCancellationPdf } = await import("@/lib/pdf/cancellation-pdf");
      const bytes = await renderCancellationPdf(letter);
      const blob = new Blob([bytes.slice().buffer], { type: "application/pdf" });
      setResult({ status: "ready", url: URL.createObjectURL(blob), fileName: letter.fileName });
    } catch {
      setResult({ status: "failed" });
    }
  };

  const text = (name: "fullName" | "street" | "postalCode" | "city" | "birthDate" | "insuranceNumber") => ({
    id: `cancellation-${name}`,
    error: local(errors[name]?.message),
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4" aria-label={t("personal")}>
      <FormField {...text("fullName")} label={t("fullName")}>
        {(control) => <Input {...control} {...register("fullName")} autoComplete="name" />}
      </FormField>
      <FormField {...text("street")} label={t("street")}>
        {(control) => <Input {...control} {...register("street")} autoComplete="street-address" />}
      </FormField>
      <div className="grid grid-cols-[6rem_1fr] gap-3">
        <FormField {...text("postalCode")} label={t("postalCode")}>
          {(control) => <Input {...control} {...register("postalCode")} inputMode="numeric" maxLength={4} autoComplete="postal-code" />}
        </FormField>
        <FormField {...text("city")} label={t("city")}>
          {(control) => <Input {...control} {...register("city")} autoComplete="address-level2" />}
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField {...text("birthDate")} label={t("birthDate")}>
          {(control) => (
            <Input {...control} {...register("birthDate")} placeholder={t("birthDatePlaceholder")} inputMode="numeric" autoComplete="bday" />
          )}
        </FormField>
        <FormField {...text("insuranceNumber")} label={t("insuranceNumber")} hint={t("insuranceNumberHint")}>
          {(control) => <Input {...control} {...register("insuranceNumber")} autoComplete="off" />}
        </FormField>
      </div>
      <Controller
        control={control}
        name="insurerName"
        render={({ field, fieldState }) => <InsurerField list={insurers} field={field} error={local(fieldState.error?.message)} />}
      />
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => <ReasonField field={field} today={today} error={local(fieldState.error?.message)} />}
      />

      <DeadlineReminder deadlines={deadlines} />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={result.status === "generating"}>
          {result.status === "generating" ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {result.status === "generating" ? t("generating") : t("submit")}
        </Button>
        {result.status === "ready" ? (
          <a
            ref={downloadRef}
            href={result.url}
            download={result.fileName}
            className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Download aria-hidden="true" className="size-4" />
            {t("download")}
          </a>
        ) : null}
      </div>
      <p role="status" className="text-sm empty:hidden">
        {result.status === "ready" ? t("ready") : null}
      </p>
      {result.status === "failed" ? (
        <p role="alert" className="text-sm text-destructive">
          {t("failed")}
        </p>
      ) : null}
    </form>
  );
}
