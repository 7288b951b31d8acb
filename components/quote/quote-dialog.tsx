"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { DialogControl } from "@/components/premiums/dialog-props";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { sendQuoteRequest } from "@/lib/leads/client";
import { annualPremium } from "@/lib/domain/premium-value";
import type { PremiumResult } from "@/lib/catalog/types";
import { pixelEvents, trackAnalytics, trackPixel } from "@/lib/tracking";
import { quoteFormSchema, toQuoteRequest, type QuoteFormInput, type QuoteFormValues } from "@/lib/validations/quote";
import { QuoteForm } from "./quote-form";
import { reportQuoteFailure } from "./report-quote-failure";
import type { ModelCode } from "@/lib/domain/insurance-models";
import { QuoteOfferSummary } from "./quote-offer-summary";
import { QuoteStayComparison } from "./quote-stay-comparison";
import { useQuoteInsurers } from "./use-quote-insurers";
import { quoteFormDefaults } from "./quote-form-defaults";
import { useIdempotencyKey } from "./use-idempotency-key";
import { HouseholdQuoteDialog } from "./household-quote-dialog";
import type { HouseholdSelection } from "@/lib/leads/household-selection";

const SUCCESS_TOAST_MS = 6000;

export type QuoteDialogProps = DialogControl & {
  premium: PremiumResult | null;
  /**
   * A household's offer at one insurer (calculator household card, advisor): the dialog then asks
   * for the contact person as for one person plus each further person, and sends one request.
   */
  household?: HouseholdSelection | null;
  /** Called after the lead was stored: the caller clears its selected offer. */
  onSubmitted?: (quoteId: string) => void;
  /** How many premiums the search found (quote tracking data). */
  premiumCount?: number;
  /** The current insurer and model the person gave (calculator, advisor): the form starts with them. */
  current?: { insurerCode?: string; model?: ModelCode };
};

/** The quote request dialog: for one person's offer, or for a household's when `household` is given. */
export function QuoteDialog({ household, ...props }: QuoteDialogProps) {
  return household ? <HouseholdQuoteDialog {...props} household={household} /> : <PersonQuoteDialog {...props} />;
}

/** The quote request dialog for one person: offer summary, form, submission. */
function PersonQuoteDialog({ premium, open, onOpenChange, returnFocus, onSubmitted, premiumCount, current }: Omit<QuoteDialogProps, "household">) {
  const t = useTranslations("quote");
  const insurers = useQuoteInsurers(open);
  const [submitting, setSubmitting] = useState(false);
  const idempotency = useIdempotencyKey();
  const form = useForm<QuoteFormInput, unknown, QuoteFormValues>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: quoteFormDefaults(premium?.region ?? null, current?.insurerCode),
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });

  // The form starts over each time the dialog opens.
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(quoteFormDefaults(premium?.region ?? null, current?.insurerCode));
    idempotency.reset();
    setSubmitting(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- idempotency is a stable ref holder
  }, [open, premium, reset, current?.insurerCode]);
  const currentInsurerId = form.watch("currentInsurerId");

  const send = async (values: QuoteFormValues) => {
    if (!premium || submitting) return;
    const payload = toQuoteRequest(premium, values);
    const request = { ...payload, idempotencyKey: idempotency.forData(payload) };
    setSubmitting(true);
    try {
      const answer = await sendQuoteRequest(request);
      const annual = annualPremium(premium.monthlyPremium);
      trackPixel(...pixelEvents.lead(annual));
      trackPixel(...pixelEvents.purchase(annual));
      trackAnalytics("lead_submitted", {
        insurerName: premium.insurer.name,
        franchise: premium.franchise.amount,
        model: premium.model.code,
        monthlyPremium: premium.monthlyPremium,
        quoteId: answer.quoteId,
        postalCode: premium.region.plz,
        age: premium.tariffYear - Number(values.birthDate.slice(0, 4)),
        premiumCount,
      });
      toast.success(t("toasts.successTitle"), { description: t("toasts.successDescription"), duration: SUCCESS_TOAST_MS });
      onOpenChange(false);
      onSubmitted?.(answer.quoteId);
    } catch (error) {
      reportQuoteFailure(error, t, (name, message) => form.setError(name as keyof QuoteFormValues, { message }));
    } finally {
      setSubmitting(false);
    }
  };

  const submit = form.handleSubmit(send, () => {
    toast.error(t("toasts.incompleteTitle"), { description: t("toasts.incompleteDescription") });
  });

  return (
    <Dialog open={open && premium !== null} onOpenChange={(next) => (!submitting || next ? onOpenChange(next) : undefined)}>
      {premium ? (
        <DialogContent
          closeLabel={t("dialog.cancel")}
          onCloseAutoFocus={returnFocus}
          className="max-h-[92vh] overflow-y-auto sm:max-w-2xl"
          data-testid="quote-dialog"
        >
          <DialogHeader>
            <DialogTitle>{t("dialog.title")}</DialogTitle>
            <DialogDescription>{t("dialog.description", { insurer: premium.insurer.name })}</DialogDescription>
          </DialogHeader>
          <QuoteOfferSummary premium={premium} />
          {currentInsurerId && currentInsurerId !== premium.insurer.code ? (
            <QuoteStayComparison
              premium={premium}
              insurerCode={currentInsurerId}
              {...(current?.model && current.insurerCode === currentInsurerId ? { model: current.model } : {})}
            />
          ) : null}
          <QuoteForm form={form} insurers={insurers} insurerName={premium.insurer.name} submitting={submitting} onSubmit={() => void submit()} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={submitting}>
              {t("dialog.cancel")}
            </Button>
            <Button type="submit" form="quote-form" disabled={submitting} aria-busy={submitting}>
              {submitting ? t("dialog.submitting") : t("dialog.submit")}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
