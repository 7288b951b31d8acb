"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ControllerRenderProps } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { formatDateLong, type IsoDate } from "@/lib/domain/calendar";
import { CANCELLATION_REASONS, cancellationDeadlines } from "@/lib/domain/cancellation-deadlines";
import type { CancellationFormInput } from "@/lib/validations/cancellation";

type ReasonFieldProps = {
  field: ControllerRenderProps<CancellationFormInput, "reason">;
  today: IsoDate;
  error?: string;
};

/** The three cancellation terms, each with the end date it reaches from today. */
export function ReasonField({ field, today, error }: ReasonFieldProps) {
  const t = useTranslations("cancellation.form");
  const locale = useLocale();
  const labelId = "cancellation-reason-label";
  const errorId = "cancellation-reason-error";

  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm leading-none font-medium">
        {t("reason")}
      </p>
      <RadioGroup
        ref={field.ref}
        name={field.name}
        value={field.value}
        onValueChange={field.onChange}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={Boolean(error)}
        className="gap-2"
      >
        {CANCELLATION_REASONS.map((reason) => {
          const id = `cancellation-reason-${reason}`;
          const endDate = formatDateLong(cancellationDeadlines(reason, today).endDate, { language: locale });
          return (
            <div key={reason} className="flex items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary">
              <RadioGroupItem id={id} value={reason} aria-describedby={`${id}-text`} className="mt-0.5" />
              <div className="grid gap-1">
                <Label htmlFor={id}>{t(`reasons.${reason}.label`)}</Label>
                <p id={`${id}-text`} className="text-xs text-muted-foreground">
                  {t(`reasons.${reason}.text`, { endDate })}
                </p>
              </div>
            </div>
          );
        })}
      </RadioGroup>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
