import { fetchJson } from "@/lib/http/fetch-json";
import type { toQuoteRequest } from "@/lib/validations/quote";

/** The browser's quote request (POST /api/quote/request); the idempotency key makes a retry safe. */
export const sendQuoteRequest = (request: ReturnType<typeof toQuoteRequest> & { idempotencyKey: string }) =>
  fetchJson<{ quoteId: string }>("/api/quote/request", { body: request });
