import { fetchJson } from "@/lib/http/fetch-json";
import type { LocationSuggestion } from "@/lib/catalog/types";

/** The browser's location look-ups: suggestions while typing and a postal code's validation. */
export const suggestLocations = async (query: string, signal?: AbortSignal) =>
  (await fetchJson<{ locations: LocationSuggestion[] }>(`/api/location/search?q=${encodeURIComponent(query)}`, { signal }))
    .locations;

export const checkPostalCode = (postalCode: string, signal?: AbortSignal) =>
  fetchJson<{ valid: boolean; postalCode: string }>(`/api/location?postal_code=${encodeURIComponent(postalCode)}`, {
    signal,
  });
