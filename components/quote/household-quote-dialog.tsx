"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import type { DialogControl } from "@/components/premiums/dialog-props";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { describeFailure } from "@/lib/http/api-failure";
import { fetchHouseholdOffer, sendHouseholdQuoteRequest } from "@/lib/leads/client";
import {
  householdQuoteFormSchema,
  toHouseholdQuoteRequest,
  type HouseholdQuoteFormInput,
  type HouseholdQuoteFormValues,
} from "@/lib/leads/household-quote-request";
import type { HouseholdSelection } from "@/lib/leads/household-selection";
import { pixelEvents, trackAnalytics, trackPixel } from "@/lib/tracking";
import type { QuoteFormInput, QuoteFormValues } from "@/lib/validations/quote";
import { HouseholdOfferSummary, type HouseholdOfferState } from "./household-offer-summary";
import { HouseholdPersonsFields } from "./household-persons-fields";
import { quoteFormDefaults } from "./quote-form-defaults";
import { QuoteForm } from "./quote-form";
import { reportQuoteFailure } from "./report-quote-failure";
import { useIdempotencyKey } from "./use-idempotency-key";
import { useQuoteInsurers } from "./use-quote-insurers";

const SUCCESS_TOAST_MS = 6000;

type HouseholdQuoteDialogProps = DialogControl & {
  household: HouseholdSelection;
  onSubmitted?: (quoteId: string) => void;
  premiumCount?: number;
  current?: { insurerCode?: string };
};

const householdDefaults = (household: HouseholdSelection, locality: string, currentInsurerId = ""): HouseholdQuoteFormInput => ({
  ...quoteFormDefaults({ plz: household.postalCode, ortschaftsname: locality }, currentInsurerId),
  furtherPersons: household.persons.slice(1).map(() => ({ firstName: "", lastName: "", birthDate: "", gender: "" as "male", email: "" })),
});

/** The offer as the premium data holds it, loaded each time the dialog opens. */
function useHouseholdOffer(open: boolean, household: HouseholdSelection, failedText: string): HouseholdOfferState {
  const [state, setState] = useState<HouseholdOfferState>({ status: "loading" });
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchHouseholdOffer(household, controller.signal)
      .then((offer) => setState({ status: "ready", offer }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const answer = describeFailure(error);
        setState({ status: "failed", message: answer.kind === "server" ? (answer.details ?? answer.error ?? failedText) : failedText });
      });
    return () => controller.abort();
  }, [open, household, failedText]);
  return state;
}

/**
 * The quote request for a household: the offer of each person at one insurer, the contact
 * person's form as for one person and a fieldset per further person; one request, one lead.
 */
export function HouseholdQuoteDialog({ household, open, onOpenChange, returnFocus, onSubmitted, premiumCount, current }: HouseholdQuoteDialogProps) {
  const t = useTranslations("quote");
  const insurers = useQuoteInsurers(open);
  const offer = useHouseholdOffer(open, household, t("household.failed"));
  const [submitting, setSubmitting] = useState(false);
  const idempotency = useIdempotencyKey();
  const schema = useMemo(() => householdQuoteFormSchema(household), [household]);
  const form = useForm<HouseholdQuoteFormInput, unknown, HouseholdQuoteFormValues>({
    resolver: zodResolver(schema),
    defaultValues: householdDefaults(household, "", current?.insurerCode),
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  const { reset, setValue } = form;
  useEffect(() => {
    if (!open) return;
    reset(householdDefaults(household, "", current?.insurerCode));
    idempotency.reset();
    setSubmitting(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- idempotency is a stable ref holder
  }, [open, household, reset, current?.insurerCode]);
  // The place is the index's locality of the offer's region.
  const locality = offer.status === "ready" ? offer.offer.region.locality : "";
  useEffect(() => setValue("city", locality), [locality, setValue]);

  const insurerName = offer.status === "ready" ? offer.offer.insurer.name : "";
  const send = async (values: HouseholdQuoteFormValues) => {
    if (offer.status !== "ready" || submitting) return;
    const payload = toHouseholdQuoteRequest(household, values);
    setSubmitting(true);
    try {
      const answer = await sendHouseholdQuoteRequest({ ...payload, idempotencyKey: idempotency.forData(payload) });
      const annual = offer.offer.total.yearly;
      trackPixel(...pixelEvents.lead(annual));
      trackPixel(...pixelEvents.purchase(annual));
      trackAnalytics("lead_submitted", {
        insurerName,
        monthlyPremium: offer.offer.total.monthly,
        quoteId: answer.quoteId,
        postalCode: household.postalCode,
        persons: household.persons.length,
        premiumCount,
      });
      toast.success(t("toasts.successTitle"), { description: t("toasts.successDescription"), duration: SUCCESS_TOAST_MS });
      onOpenChange(false);
      onSubmitted?.(answer.quoteId);
    } catch (error) {
      reportQuoteFailure(error, t, (name, message) => form.setError(name as keyof HouseholdQuoteFormValues, { message }));
    } finally {
      setSubmitting(false);
    }
  };
  const submit = form.handleSubmit(send, () => {
    toast.error(t("toasts.incompleteTitle"), { description: t("toasts.incompleteDescription") });
  });
  // The contact person's fields are the one-person form's: it registers them on this form.
  const contactForm = form as unknown as UseFormReturn<QuoteFormInput, unknown, QuoteFormValues>;

  return (
    <Dialog open={open} onOpenChange={(next) => (!submitting || next ? onOpenChange(next) : undefined)}>
      <DialogContent closeLabel={t("dialog.cancel")} onCloseAutoFocus={returnFocus} className="max-h-[92vh] overflow-y-auto sm:max-w-2xl" data-testid="quote-dialog">
        <DialogHeader>
          <DialogTitle>{t("dialog.title")}</DialogTitle>
          <DialogDescription>{insurerName ? t("dialog.description", { insurer: insurerName }) : t("household.loading")}</DialogDescription>
        </DialogHeader>
        <HouseholdOfferSummary state={offer} />
        <div>
          <h3 className="font-semibold">{t("household.contact")}</h3>
          <p className="text-sm text-muted-foreground">
            {t("household.contactHint")} ({t("household.bornIn", { year: household.persons[0]!.birthYear })})
          </p>
        </div>
        <QuoteForm
          form={contactForm}
          insurers={insurers}
          insurerName={insurerName}
          submitting={submitting}
          onSubmit={() => void submit()}
          consentText={t("household.consent", { insurer: insurerName })}
        >
          <HouseholdPersonsFields form={form} household={household} insurerName={insurerName} />
        </QuoteForm>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={submitting}>
            {t("dialog.cancel")}
          </Button>
          <Button type="submit" form="quote-form" disabled={submitting || offer.status !== "ready"} aria-busy={submitting}>
            {submitting ? t("dialog.submitting") : t("dialog.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
