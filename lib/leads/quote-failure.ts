import { describeFailure } from "@/lib/http/api-failure";
import { HttpError } from "@/lib/http/fetch-json";
import type { QuoteFormValues } from "@/lib/validations/quote";

/**
 * How a failed quote submission is shown: a request the server refused
 * shows its message ("Fehler beim Senden"), with its field errors put back on the form;
 * no answer, or a server that could not store it, is a transfer error the person may retry.
 */
export type QuoteFailure =
  | { kind: "transfer" }
  | { kind: "rejected"; message: string | null; fields: Partial<Record<QuoteFormField, string>> };

/** A field of the quote form, or of a household's further person (`furtherPersons.1.birthDate`). */
export type QuoteFormField = keyof QuoteFormValues | `furtherPersons.${number}.${string}`;

/** The request's field paths (section 7) and the form fields they came from. */
const FORM_FIELDS: Record<string, keyof QuoteFormValues> = {
  "customerData.firstName": "firstName",
  "customerData.lastName": "lastName",
  "customerData.email": "email",
  "customerData.phone": "phone",
  "customerData.birthDate": "birthDate",
  "customerData.address": "street",
  "customerData.city": "city",
  "customerData.gender": "gender",
  "customerData.language": "language",
  "customerData.currentInsurerId": "currentInsurerId",
  "customerData.consent": "consent",
  "selectedPremium.region.plz": "postalCode",
};

export function describeQuoteFailure(error: unknown): QuoteFailure {
  if (!(error instanceof HttpError) || error.status >= 500) return { kind: "transfer" };
  const answer = describeFailure(error);
  const message = answer.kind === "server" ? (answer.details ?? answer.error ?? null) : null;
  const fields: Partial<Record<QuoteFormField, string>> = {};
  const serverFields = error.json?.fields;
  for (const [path, messages] of Object.entries(serverFields && typeof serverFields === "object" ? serverFields : {})) {
    // A household's further persons have the same path in the request and the form.
    const field = FORM_FIELDS[path] ?? (/^furtherPersons\.\d+\.\w+$/.test(path) ? (path as QuoteFormField) : undefined);
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (field && typeof first === "string" && first.trim() !== "") fields[field] ??= first;
  }
  return { kind: "rejected", message, fields };
}
