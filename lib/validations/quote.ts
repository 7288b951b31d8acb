import "./zod-jitless";
import { z } from "zod";
import texts from "@/lib/i18n/messages/de/quote.json";
import type { PremiumResult } from "@/lib/catalog/types";
import { dateParts, parseIsoDate, swissToday } from "@/lib/domain/calendar";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, tidyEmail } from "./email";

/**
 * The quote form and the quote request. The dialog, the
 * advisor's offer collection and POST /api/quote/request all validate with these schemas,
 * so a rule and its message exist once.
 */
const e = texts.errors;

export const GENDERS = ["male", "female", "other"] as const;
export const LANGUAGES = ["de", "fr", "it", "en"] as const;
export type Gender = (typeof GENDERS)[number];
export type QuoteLanguage = (typeof LANGUAGES)[number];

const MAX_TEXT = 100;

/** Required text: missing, non-text and blank all give the field's message. */
export const requiredText = (message: string, max = MAX_TEXT) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, e.tooLong);

/** Optional plus, then 7 to 15 digits, spaces, hyphens, slashes and parentheses ("+41 79 123 45 67" fits). */
export const PHONE_PATTERN = /^\+?[\d\s\-/()]{7,15}$/;

export const emailSchema = z
  .string({ error: e.emailRequired })
  .transform(tidyEmail)
  .pipe(z.string().min(1, { error: e.emailRequired, abort: true }).max(MAX_EMAIL_LENGTH, e.emailInvalid).regex(EMAIL_PATTERN, e.emailInvalid));

export const phoneSchema = z
  .string({ error: e.phoneRequired })
  .trim()
  .min(1, { error: e.phoneRequired, abort: true })
  .regex(PHONE_PATTERN, e.phoneInvalid);

/** The date picker's maximum: today in Switzerland, as YYYY-MM-DD. */
export const todayIso = (today = new Date()) => swissToday(today);

/** Age by year difference 0 to 120 and not after today (the picker's maximum). */
export function isValidBirthDate(value: string, today = new Date()): boolean {
  const date = parseIsoDate(value);
  if (!date) return false;
  if (date > todayIso(today)) return false;
  const age = dateParts(todayIso(today)).year - dateParts(date).year;
  return age >= 0 && age <= 120;
}

export const birthDateSchema = z
  .string({ error: e.birthDateRequired })
  .trim()
  .min(1, { error: e.birthDateRequired, abort: true })
  .refine((value) => isValidBirthDate(value), e.birthDateInvalid);

export const genderSchema = z.enum(GENDERS, { error: e.gender });
export const languageSchema = z.enum(LANGUAGES, { error: e.language });
export const consentSchema = z.literal(true, { error: e.consent });

/** The quote dialog's form. */
export const quoteFormSchema = z.object({
  firstName: requiredText(e.firstName),
  lastName: requiredText(e.lastName),
  email: emailSchema,
  phone: phoneSchema,
  birthDate: birthDateSchema,
  street: requiredText(e.street, 150),
  houseNumber: requiredText(e.houseNumber, 20),
  postalCode: requiredText(e.postalCode, 10),
  city: requiredText(e.city),
  gender: genderSchema,
  language: languageSchema,
  currentInsurerId: z.string().trim().max(20, e.currentInsurer).optional(),
  consent: consentSchema,
});

export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteFormValues = z.output<typeof quoteFormSchema>;

/** The offer as the client sends it; the server re-reads it from the index. */
export const selectedPremiumSchema = z.object({
  // The ids the search hands out ("p2026-" and a hash): anything else names no offer.
  id: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, texts.server.premiumNotFoundDetails),
  insurer: z.object({
    name: z.string().max(200),
    code: z.string().trim().min(1).max(20),
    contact: z.unknown().optional(),
  }),
  monthlyPremium: z.number().finite().nonnegative().max(100_000),
  franchise: z.object({ amount: z.number().int().min(0).max(10_000) }),
  model: z.string().max(100).optional(),
  tariffName: z.string().max(200).optional(),
  region: z
    .object({
      plz: z.string().trim().regex(/^\d{4}$/),
      ortschaftsname: z.string().max(100).optional(),
      bfsNumber: z.number().int().positive().max(99_999).optional(),
    })
    .passthrough(),
});

/** The person: address is street plus house number, the postal code is the offer's. */
export const quoteCustomerSchema = z.object({
  firstName: requiredText(e.firstName),
  lastName: requiredText(e.lastName),
  email: emailSchema,
  phone: phoneSchema,
  birthDate: birthDateSchema,
  address: requiredText(e.street, 200),
  city: requiredText(e.city),
  gender: genderSchema,
  language: languageSchema,
  currentInsurerId: z.string().trim().max(20, e.currentInsurer).optional(),
  consent: consentSchema,
});

/** A v4-style UUID or any 16–100 URL-safe characters made by the client for one submission. */
export const idempotencyKeySchema = z.string({ error: e.idempotencyKey }).regex(/^[A-Za-z0-9_-]{16,100}$/, e.idempotencyKey);

export const quoteRequestSchema = z.object({
  selectedPremium: selectedPremiumSchema,
  customerData: quoteCustomerSchema,
  idempotencyKey: idempotencyKeySchema.optional(),
});

export type QuoteCustomer = z.output<typeof quoteCustomerSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** The offer as a quote request names it: the dialog and the advisor send this. */
export const selectedPremiumOf = (premium: PremiumResult) => ({
  id: premium.id,
  insurer: { name: premium.insurer.name, code: premium.insurer.code, contact: premium.insurer.contact },
  monthlyPremium: premium.monthlyPremium,
  franchise: { amount: premium.franchise.amount },
  model: premium.model.name,
  tariffName: premium.model.tariffName,
  region: { plz: premium.region.plz, ortschaftsname: premium.region.ortschaftsname, bfsNumber: premium.region.bfsNumber },
});

/** The request body (without its idempotency key) for the dialog's values and the chosen offer. */
export function toQuoteRequest(premium: PremiumResult, form: QuoteFormValues) {
  return {
    selectedPremium: selectedPremiumOf(premium),
    customerData: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone,
      birthDate: form.birthDate,
      address: `${form.street} ${form.houseNumber}`,
      city: form.city,
      gender: form.gender,
      language: form.language,
      ...(form.currentInsurerId ? { currentInsurerId: form.currentInsurerId } : {}),
      consent: form.consent,
    },
  } satisfies Omit<z.input<typeof quoteRequestSchema>, "idempotencyKey">;
}
