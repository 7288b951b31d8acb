import { fetchJson, HttpError } from "@/lib/http/fetch-json";
import type { LocationSuggestion, PremiumSearchResponse } from "@/lib/premiums/types";
import type { PremiumSearchInput } from "@/lib/validations/premiums";
import type { CalculatorQuery } from "./url-state";

/** Results per request; more are loaded page by page (spec section 9: limit 50). */
export const PAGE_SIZE = 50;

/** The request of POST /api/premiums/search for a calculator search (all chosen models). */
export const toSearchRequest = (query: CalculatorQuery, offset = 0): PremiumSearchInput => ({
  postalCode: query.postalCode,
  birthYear: query.birthYear,
  limit: PAGE_SIZE,
  offset,
  sortBy: query.sortBy,
  franchiseAmount: query.franchise,
  accidentCoverage: query.accidentCoverage,
  modelCodes: query.models,
  ...(query.bfsNumber === undefined ? {} : { bfsNumber: query.bfsNumber }),
  gender: "M",
});

export const searchPremiums = (request: PremiumSearchInput, signal?: AbortSignal) =>
  fetchJson<PremiumSearchResponse>("/api/premiums/search", { body: request, signal });

export const suggestLocations = async (query: string, signal?: AbortSignal) =>
  (await fetchJson<{ locations: LocationSuggestion[] }>(`/api/location/search?q=${encodeURIComponent(query)}`, { signal }))
    .locations;

export const checkPostalCode = (postalCode: string, signal?: AbortSignal) =>
  fetchJson<{ valid: boolean; postalCode: string }>(`/api/location?postal_code=${encodeURIComponent(postalCode)}`, {
    signal,
  });

/** A details field may be text or zod's field errors ({ field: [messages] }). */
export function detailsText(details: unknown): string | undefined {
  if (typeof details === "string" && details.trim() !== "") return details;
  if (details && typeof details === "object") {
    const text = Object.values(details as Record<string, unknown>)
      .flat()
      .filter((value): value is string => typeof value === "string")
      .join(" ");
    return text || undefined;
  }
  return undefined;
}

/**
 * A failed search as the user sees it: the server's error and details (its answer was read),
 * or a connection failure (no answer at all).
 */
export type SearchFailure = { kind: "server"; error?: string; details?: string } | { kind: "network" };

export function describeFailure(error: unknown): SearchFailure {
  if (error instanceof HttpError) {
    const body = error.json;
    const message = typeof body?.error === "string" && body.error.trim() !== "" ? body.error : undefined;
    return { kind: "server", error: message, details: detailsText(body?.details) };
  }
  return { kind: "network" };
}
