import "server-only";
import { env } from "@/lib/env";
import { formatDateShort, swissToday } from "@/lib/domain/calendar";
import { isModelCode } from "@/lib/domain/insurance-models";
import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/config";
import { messagesFor } from "@/lib/i18n/messages";
import { localizedPath } from "@/lib/i18n/paths";
import { sendMail, type OutgoingMail } from "@/lib/mail/mailer";
import { routes } from "@/lib/site";

/** One person's offer as the confirmation names it. */
export type ConfirmedOffer = { name: string; productName: string; model: string; franchise: number; accident: boolean | null; monthlyRappen: number };

export type QuoteConfirmation = {
  to: string;
  firstName: string;
  insurerName: string;
  tariffYear: number;
  quoteId: string;
  offers: readonly ConfirmedOffer[];
  now: Date;
  /** The language the person asked to be contacted in: the mail is written in it (German by default). */
  language?: Locale;
};

/**
 * The e-mail a person gets after a stored quote request: to which insurer what was sent (each
 * person's offer, a household's total), that the insurer gets in touch, and how to withdraw the
 * request or have the data deleted (the privacy page's contact address and the page itself), in
 * the language the person chose.
 */
export function confirmationMail(confirmation: QuoteConfirmation): OutgoingMail {
  const config = env();
  const language = confirmation.language ?? "de";
  const { quote, models } = messagesFor(language);
  const m = quote.mail;
  const modelName = (model: string) => (isModelCode(model) ? models.names[model] : model);
  const lines = confirmation.offers.map((offer) =>
    fill(m.offerLine, {
      name: offer.name,
      product: offer.productName,
      model: modelName(offer.model),
      franchise: formatChfAmount(offer.franchise),
      accident: offer.accident === false ? m.withoutAccident : m.withAccident,
      premium: formatChf(offer.monthlyRappen / 100),
    }),
  );
  if (confirmation.offers.length > 1) {
    lines.push(fill(m.totalLine, { total: formatChf(confirmation.offers.reduce((sum, offer) => sum + offer.monthlyRappen, 0) / 100) }));
  }
  const text = fill(m.body, {
    firstName: confirmation.firstName,
    insurer: confirmation.insurerName,
    date: formatDateShort(swissToday(confirmation.now)),
    year: confirmation.tariffYear,
    quoteId: confirmation.quoteId,
    offers: lines.join("\n"),
    contact: config.PRIVACY_EMAIL ?? config.IMPRINT_EMAIL,
    privacyUrl: new URL(localizedPath(language, routes.privacy), config.SITE_URL).toString(),
  });
  // The server log names the quote, not the person's address.
  return { to: confirmation.to, subject: fill(m.subject, { insurer: confirmation.insurerName }), text, logAs: `Offertanfrage ${confirmation.quoteId}` };
}

const MAIL_WAIT_MS = 8_000;

/**
 * Sends the confirmation and never throws: the lead is stored already, so a failed or slow mail
 * server only costs the mail (logged by quote id, without the address). The answer waits at most
 * a few seconds for it.
 */
export async function sendQuoteConfirmation(confirmation: QuoteConfirmation): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const sending = sendMail(confirmationMail(confirmation)).then(
    () => true,
    (error: unknown) => {
      const name = error instanceof Error ? error.name : "unbekannt";
      console.error(`[leads] Bestätigung zur Offertanfrage ${confirmation.quoteId} nicht gesendet: ${name}`);
      return false;
    },
  );
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), MAIL_WAIT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([sending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
