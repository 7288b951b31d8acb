import { HttpError } from "@/lib/http/fetch-json";
import type { QuoteFormValues } from "@/lib/validations/quote";

/**
 * How a failed quote submission is shown (spec section 8): a request the server refused
 * shows its message ("Fehler beim Senden"), with its field errors put back on the form;
 * no answer, or a server that could not store it, is a transfer error the person may retry.
 */
export type QuoteFailure =
  | { kind: "transfer" }
  | { kind: "rejected"; message: string | null; fields: Partial<Record<keyof QuoteFormValues, string>> };

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
  const body = error.json;
  const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : null);
  const fields: QuoteFailure & { kind: "rejected" } = { kind: "rejected", message: text(body?.details) ?? text(body?.error), fields: {} };
  const serverFields = body?.fields && typeof body.fields === "object" ? (body.fields as Record<string, unknown>) : {};
  for (const [path, messages] of Object.entries(serverFields)) {
    const field = FORM_FIELDS[path];
    const first = Array.isArray(messages) ? text(messages[0]) : null;
    if (field && first) fields.fields[field] ??= first;
  }
  return fields;
}
