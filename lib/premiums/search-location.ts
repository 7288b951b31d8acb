import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/validation.json";
import type { LocationChoice } from "@/lib/catalog/types";
import type { ResolvedLocation } from "@/lib/catalog/location-index";
import type { SearchCatalog, SearchFailure } from "./search-types";

const t = texts.premiumSearch;

export type SearchLocation =
  | { ok: true; kind: "resolved"; location: ResolvedLocation }
  | { ok: true; kind: "ambiguous"; choices: LocationChoice[]; details: string }
  | SearchFailure;

/**
 * A search's place in its tariff year: the municipality's premium region, the choices when the
 * postal code spans regions (the user must pick), or the answer to an unknown postal code.
 */
export function searchLocation(catalog: SearchCatalog, tariffYear: number, postalCode: string, bfsNumber: number | undefined): SearchLocation {
  const resolution = catalog.locations.resolve(postalCode, catalog.regionsOf(tariffYear), bfsNumber);
  if (resolution.kind === "unknown") {
    return { ok: false, status: 404, error: t.invalidPostalCode, details: fill(t.unknownPostalCode, { postalCode }) };
  }
  if (resolution.kind === "municipalityMismatch") {
    return { ok: false, status: 400, error: t.invalidPostalCode, details: fill(t.unknownMunicipality, { postalCode }) };
  }
  if (resolution.kind === "ambiguous") {
    return { ok: true, kind: "ambiguous", choices: resolution.choices, details: fill(t.ambiguous, { postalCode }) };
  }
  return { ok: true, kind: "resolved", location: resolution.location };
}
