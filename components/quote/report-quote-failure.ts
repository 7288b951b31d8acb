import type { useTranslations } from "next-intl";
import { toast } from "sonner";
import { describeQuoteFailure, type QuoteFormField } from "@/lib/leads/quote-failure";

/**
 * Shows a failed quote submission, for one person and for a household alike: no answer or a
 * server that could not store it is a transfer error the person may retry; a refused request
 * puts its field errors back on the form and toasts its message.
 */
export function reportQuoteFailure(
  error: unknown,
  t: ReturnType<typeof useTranslations<"quote">>,
  setFieldError: (name: QuoteFormField, message: string) => void,
) {
  const failure = describeQuoteFailure(error);
  if (failure.kind === "transfer") {
    toast.error(t("toasts.transferTitle"), { description: t("toasts.transferDescription") });
    return;
  }
  for (const [name, message] of Object.entries(failure.fields)) if (message) setFieldError(name as QuoteFormField, message);
  toast.error(t("toasts.sendErrorTitle"), {
    description: t("toasts.sendErrorDescription", { message: failure.message ?? t("toasts.fallbackError") }),
  });
}
