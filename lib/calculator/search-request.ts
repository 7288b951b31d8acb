import { fetchJson } from "@/lib/http/fetch-json";
import type { LocationSuggestion, PremiumSearchResponse } from "@/lib/catalog/types";
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
  ...(query.tariffYear === undefined ? {} : { tariffYear: query.tariffYear }),
  ...(query.currentInsurer === undefined ? {} : { currentInsurerCode: query.currentInsurer }),
  ...(query.currentInsurer !== undefined && query.currentModel !== undefined ? { currentModelCode: query.currentModel } : {}),
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
