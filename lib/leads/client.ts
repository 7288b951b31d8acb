import { fetchJson } from "@/lib/http/fetch-json";
import type { toQuoteRequest } from "@/lib/validations/quote";
import type { toHouseholdQuoteRequest } from "./household-quote-request";
import type { HouseholdOfferView, HouseholdSelection } from "./household-selection";

/** The browser's quote request (POST /api/quote/request); the idempotency key makes a retry safe. */
export const sendQuoteRequest = (request: ReturnType<typeof toQuoteRequest> & { idempotencyKey: string }) =>
  fetchJson<{ quoteId: string }>("/api/quote/request", { body: request });

/** A household's quote request: the same endpoint, one lead for all persons. */
export const sendHouseholdQuoteRequest = (request: ReturnType<typeof toHouseholdQuoteRequest> & { idempotencyKey: string }) =>
  fetchJson<{ quoteId: string }>("/api/quote/request", { body: request });

/** The household's offer as the premium data holds it (POST /api/quote/household). */
export const fetchHouseholdOffer = (selection: HouseholdSelection, signal?: AbortSignal) =>
  fetchJson<HouseholdOfferView>("/api/quote/household", { body: selection, ...(signal ? { signal } : {}) });
