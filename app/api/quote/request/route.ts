import { apiError, guarded, readJsonBody, validationError } from "@/lib/http/api-response";
import texts from "@/lib/i18n/messages/de/quote.json";
import { submitHouseholdQuote } from "@/lib/leads/submit-household-quote";
import { submitQuoteRequest } from "@/lib/leads/submit-quote";
import { clientAddress } from "@/lib/security/client-address";
import { householdQuoteRequestSchema } from "@/lib/leads/household-quote-request";
import { quoteRequestSchema } from "@/lib/validations/quote";

/**
 * POST /api/quote/request: validates the payload with the dialog's schema,
 * checks the offer against the current premium data and stores one sealed lead per
 * idempotency key (body `idempotencyKey` or header `Idempotency-Key`). New leads count against
 * QUOTE_RATE_LIMIT per client address and hour (429 with Retry-After); a replay does not.
 * A body with `household` (the household search's selection, the contact person's
 * `customerData` and the `furtherPersons`) stores one lead for the whole household.
 */
/**
 * JSON only: a browser sends text/plain or a form encoding across sites without asking first
 * (no CORS preflight), so refusing them keeps other sites from submitting a stranger's data.
 */
const isJson = (request: Request) => /^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "");

export function POST(request: Request) {
  return guarded("quote/request", async () => {
    if (!isJson(request)) return apiError(415, texts.server.notJson, texts.server.notJsonDetails);
    const body = await readJsonBody(request);
    if (!body.ok) return body.response;
    const headerKey = request.headers.get("idempotency-key");
    const withKey =
      headerKey && body.body && typeof body.body === "object" && !("idempotencyKey" in body.body)
        ? { ...body.body, idempotencyKey: headerKey }
        : body.body;
    const requester = { address: clientAddress(request) };
    const isHousehold = Boolean(withKey && typeof withKey === "object" && "household" in withKey);
    let outcome;
    if (isHousehold) {
      const input = householdQuoteRequestSchema.safeParse(withKey);
      if (!input.success) return validationError(input.error);
      outcome = await submitHouseholdQuote(input.data, requester);
    } else {
      const input = quoteRequestSchema.safeParse(withKey);
      if (!input.success) return validationError(input.error);
      outcome = await submitQuoteRequest(input.data, requester);
    }
    if (!outcome.ok) {
      const response = apiError(outcome.status, outcome.error, outcome.details, outcome.fields ? { fields: outcome.fields } : {});
      if (outcome.retryAfterSeconds) response.headers.set("retry-after", String(outcome.retryAfterSeconds));
      return response;
    }
    return Response.json(
      { quoteId: outcome.quoteId },
      { status: outcome.duplicate ? 200 : 201, headers: { "cache-control": "no-store" } },
    );
  });
}
