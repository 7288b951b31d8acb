import { HttpError } from "@/lib/http/fetch-json";
import type { LocationSuggestion } from "@/lib/catalog/types";
import { detailsText } from "@/lib/http/api-failure";
import validation from "@/lib/i18n/messages/de/validation.json";
import { classifyLocationInput, resolveLocality } from "./locality";

export type LocationCheck =
  | { ok: true; postalCode: string; bfsNumber?: number }
  | { ok: false; reason: "required" }
  | { ok: false; reason: "invalidPostalCode"; message?: string }
  | { ok: false; reason: "several"; query: string; matches: LocationSuggestion[] }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "lookupFailed" };

export type LocationLookups = {
  checkPostalCode: (postalCode: string) => Promise<unknown>;
  suggestLocations: (query: string) => Promise<LocationSuggestion[]>;
};

/**
 * The "PLZ oder Ort" field turned into a postal code. A 4-digit code is
 * checked with the server: a 400/404 answer gives the server's details or error; a code the
 * user picked from the suggestions is checked the same way. A name is looked up and resolved.
 */
export async function resolveLocationInput(text: string, lookups: LocationLookups): Promise<LocationCheck> {
  const input = classifyLocationInput(text);
  if (input.kind === "empty") return { ok: false, reason: "required" };
  if (input.kind === "badPostalCode") return { ok: false, reason: "invalidPostalCode", message: validation.premiumSearch.postalCodeFormat };

  if (input.kind === "postalCode") {
    try {
      await lookups.checkPostalCode(input.postalCode);
      return { ok: true, postalCode: input.postalCode };
    } catch (error) {
      if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
        const body = error.json;
        const message = detailsText(body?.details) ?? (typeof body?.error === "string" ? body.error : undefined);
        return { ok: false, reason: "invalidPostalCode", message };
      }
      return { ok: false, reason: "lookupFailed" };
    }
  }

  if (input.name.length < 2) return { ok: false, reason: "notFound" };
  let locations: LocationSuggestion[];
  try {
    locations = await lookups.suggestLocations(input.name);
  } catch {
    return { ok: false, reason: "lookupFailed" };
  }
  const resolution = resolveLocality(input.name, locations);
  if (resolution.kind === "resolved") return { ok: true, postalCode: resolution.postalCode, bfsNumber: resolution.bfsNumber };
  if (resolution.kind === "several") return { ok: false, reason: "several", query: input.name, matches: resolution.matches };
  return { ok: false, reason: "notFound" };
}
