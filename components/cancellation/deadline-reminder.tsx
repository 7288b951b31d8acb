"use client";

import { AlertTriangle, Mail } from "lucide-react";
import { useLocale, useMessages, useTranslations } from "next-intl";
import type { CancellationDeadlines } from "@/lib/domain/cancellation-deadlines";
import { deadlineReminder } from "@/lib/domain/cancellation-letter";
import { cn } from "@/lib/utils";

/** Send it by registered mail, by when; a warning when the time is short or the term missed. */
export function DeadlineReminder({ deadlines }: { deadlines: CancellationDeadlines }) {
  const t = useTranslations("cancellation.form");
  const { cancellation } = useMessages();
  const locale = useLocale();
  const warning = deadlines.status !== "onTime";
  const Icon = warning ? AlertTriangle : Mail;

  return (
    <div
      data-testid="cancellation-reminder"
      data-status={deadlines.status}
      aria-live="polite"
      className={cn(
        "flex gap-3 rounded-md border p-3 text-sm",
        warning ? "border-amber-500/60 bg-amber-50 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100" : "bg-muted/50",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        <p className="font-medium">{t("reminderTitle")}</p>
        <p>{deadlineReminder(deadlines, cancellation.reminder, locale)}</p>
      </div>
    </div>
  );
}
