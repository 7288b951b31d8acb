import type { LocationSuggestion } from "@/lib/catalog/types";
import { canonicalPlaceName } from "@/lib/domain/place-aliases";
import { foldForSearch } from "@/lib/domain/search-text";

/**
 * How the calculator reads its "PLZ oder Ort" field: four digits are a postal
 * code (checked against the server), anything else is a locality name. A chosen suggestion
 * ("8001 Zürich") starts with its postal code and is read as that code.
 */
export type LocationInput =
  | { kind: "empty" }
  | { kind: "postalCode"; postalCode: string }
  /** Digits only, but not four: a mistyped postal code, not a place name ("123"). */
  | { kind: "badPostalCode" }
  | { kind: "name"; name: string };

const POSTAL_CODE = /^\d{4}$/;
const DISPLAY_NAME = /^(\d{4})\s+\S/;

export function classifyLocationInput(text: string): LocationInput {
  const value = text.trim();
  if (value === "") return { kind: "empty" };
  if (POSTAL_CODE.test(value)) return { kind: "postalCode", postalCode: value };
  const display = DISPLAY_NAME.exec(value);
  if (display?.[1]) return { kind: "postalCode", postalCode: display[1] };
  if (/^\d+$/.test(value)) return { kind: "badPostalCode" };
  return { kind: "name", name: value };
}

/** Suggestions start at 2 typed characters and are never requested for a 4-digit input. */
export const MIN_SUGGEST_LENGTH = 2;

export function suggestionQuery(text: string): string | null {
  const value = text.trim();
  if (value.length < MIN_SUGGEST_LENGTH || POSTAL_CODE.test(value)) return null;
  return value;
}

export type LocalityResolution =
  | { kind: "resolved"; postalCode: string; bfsNumber?: number }
  | { kind: "several"; matches: LocationSuggestion[] }
  | { kind: "none" };

/** Case- and accent-insensitive comparison key ("Zürich", "ZURICH" and "zurich" are equal). */
export const localityKey = (text: string) =>
  text.trim().normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase("de-CH");

/**
 * A locality name against the server's suggestions for it. Exact matches are looked for on the
 * locality first, then the municipality, then the display name; they resolve to their postal
 * code when they share one. A single suggestion resolves too. Several postal codes leave the
 * choice to the user; no suggestion at all means the place is unknown.
 */
export function resolveLocality(name: string, locations: readonly LocationSuggestion[]): LocalityResolution {
  const key = localityKey(name);
  // Another name of the place ("Genf", "Lucerne") matches its official one exactly.
  const folded = foldForSearch(name);
  const canonical = canonicalPlaceName(folded);
  const matches = (text: string) => localityKey(text) === key || (canonical !== folded && foldForSearch(text) === canonical);
  const fields = ["locality", "municipality", "display_name"] as const;
  for (const field of fields) {
    const exact = locations.filter((location) => matches(location[field]));
    if (exact.length === 0) continue;
    const codes = new Set(exact.map((location) => location.postal_code));
    const [onlyCode] = codes;
    if (codes.size === 1 && onlyCode) return { kind: "resolved", postalCode: onlyCode, ...sameMunicipality(exact) };
    // One municipality lies in one premium region (SR 832.106): every postal code of "Zürich"
    // gives the same premiums, so there is nothing to choose.
    const { bfsNumber } = sameMunicipality(exact);
    const inIt = exact.filter((location) => location.bfs_number === bfsNumber);
    if (bfsNumber !== undefined && inIt.length === exact.length) {
      const first = [...inIt].sort((a, b) => a.postal_code.localeCompare(b.postal_code))[0]!;
      return { kind: "resolved", postalCode: first.postal_code, bfsNumber };
    }
    return { kind: "several", matches: exact };
  }
  const [only] = locations;
  if (locations.length === 1 && only) return { kind: "resolved", postalCode: only.postal_code, bfsNumber: only.bfs_number };
  if (locations.length > 1) return { kind: "several", matches: [...locations] };
  return { kind: "none" };
}

/**
 * The municipality when all matches lie in one, or when exactly one of them is also named like
 * the municipality ("Versoix" is a locality in Versoix, Collex-Bossy and Mies: the town is meant).
 * It settles a postal code that spans several.
 */
function sameMunicipality(matches: readonly LocationSuggestion[]): { bfsNumber?: number } {
  const numbers = new Set(matches.map((match) => match.bfs_number));
  const [only] = numbers;
  if (numbers.size === 1 && only !== undefined) return { bfsNumber: only };
  const named = matches.filter((match) => localityKey(match.locality) === localityKey(match.municipality));
  return named.length === 1 && named[0] ? { bfsNumber: named[0].bfs_number } : {};
}
