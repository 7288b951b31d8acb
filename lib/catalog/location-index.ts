import { canonicalPlaceName } from "@/lib/domain/place-aliases";
import { foldForSearch, matchRank } from "@/lib/domain/search-text";
import type { LocationChoice, LocationSuggestion } from "./types";

export type LocalityEntry = {
  postalCode: string;
  name: string;
  municipality: string;
  bfsNumber: number;
  canton: string;
  addressShare: number;
};

export type RegionOf = (bfsNumber: number) => { canton: string; region: number } | undefined;

/** Where a person lives, as far as premiums are concerned. */
export type ResolvedLocation = Omit<LocationChoice, "displayName">;

export type Resolution =
  | { kind: "resolved"; location: ResolvedLocation }
  | { kind: "ambiguous"; choices: LocationChoice[] }
  | { kind: "unknown" }
  | { kind: "municipalityMismatch" };

type Folded = LocalityEntry & { foldedName: string; foldedMunicipality: string };

/**
 * The locality that stands for a postal code first: the one named like its municipality ("6300 Zug",
 * not the hamlet "Zugerberg" whose small share is 100 % of its own addresses), then the highest
 * address share. swisstopo's share is per locality, so shares of different localities do not compare.
 */
const byShare = (a: LocalityEntry, b: LocalityEntry) =>
  Number(b.name === b.municipality) - Number(a.name === a.municipality) || b.addressShare - a.addressShare || a.name.localeCompare(b.name, "de-CH");

export const displayName = (entry: Pick<LocalityEntry, "postalCode" | "name" | "municipality">) =>
  entry.name === entry.municipality ? `${entry.postalCode} ${entry.name}` : `${entry.postalCode} ${entry.name} (${entry.municipality})`;

/** A locality as the API answers it (snake_case). */
export const toSuggestion = (entry: LocalityEntry): LocationSuggestion => ({
  postal_code: entry.postalCode,
  locality: entry.name,
  municipality: entry.municipality,
  display_name: displayName(entry),
  canton: entry.canton,
  bfs_number: entry.bfsNumber,
});

/**
 * swisstopo's localities in memory: postal code → localities, and a tolerant name search.
 * Built once from the database; answers without touching it.
 */
export class LocationIndex {
  private readonly byPostalCode = new Map<string, Folded[]>();
  private readonly all: Folded[];

  constructor(localities: readonly LocalityEntry[]) {
    // One entry per (postal code, locality, municipality): suffixes (Lausanne 25, 26…) share it.
    const unique = new Map<string, Folded>();
    for (const entry of localities) {
      const key = `${entry.postalCode}|${entry.name}|${entry.bfsNumber}`;
      const known = unique.get(key);
      if (known) known.addressShare = Math.max(known.addressShare, entry.addressShare);
      else unique.set(key, { ...entry, foldedName: foldForSearch(entry.name), foldedMunicipality: foldForSearch(entry.municipality) });
    }
    this.all = [...unique.values()];
    for (const entry of this.all) {
      const list = this.byPostalCode.get(entry.postalCode) ?? [];
      if (list.length === 0) this.byPostalCode.set(entry.postalCode, list);
      list.push(entry);
    }
    for (const list of this.byPostalCode.values()) list.sort(byShare);
  }

  get size() {
    return this.all.length;
  }

  /** Every (postal code, locality, municipality) once: for indexes built on top (the advisor's place names). */
  get entries(): readonly LocalityEntry[] {
    return this.all;
  }

  localities(postalCode: string): readonly LocalityEntry[] {
    return this.byPostalCode.get(postalCode) ?? [];
  }

  /**
   * The premium region of a postal code. When its municipalities lie in different cantons or
   * premium regions, the answer is the list of choices, unless `bfsNumber` picks one.
   */
  resolve(postalCode: string, regionOf: RegionOf, bfsNumber?: number): Resolution {
    const all = this.byPostalCode.get(postalCode);
    if (!all) return { kind: "unknown" };
    const candidates = bfsNumber === undefined ? all : all.filter((entry) => entry.bfsNumber === bfsNumber);
    if (candidates.length === 0) return { kind: "municipalityMismatch" };
    const placed = candidates.flatMap((entry) => {
      const region = regionOf(entry.bfsNumber);
      return region ? [{ entry, ...region }] : [];
    });
    if (placed.length === 0) return { kind: "unknown" };
    const regions = new Set(placed.map((p) => `${p.canton}-${p.region}`));
    if (regions.size > 1) {
      return {
        kind: "ambiguous",
        choices: placed.map(({ entry, canton, region }) => ({
          postalCode,
          locality: entry.name,
          municipality: entry.municipality,
          bfsNumber: entry.bfsNumber,
          canton,
          region,
          displayName: displayName(entry),
        })),
      };
    }
    const main = placed[0]!; // the highest address share
    return {
      kind: "resolved",
      location: {
        postalCode,
        locality: main.entry.name,
        municipality: main.entry.municipality,
        bfsNumber: main.entry.bfsNumber,
        canton: main.canton,
        region: main.region,
      },
    };
  }

  /** Best matches first: postal-code prefix for digits; else exact, prefix, word prefix, inside. */
  search(query: string, limit = 10): LocationSuggestion[] {
    // "Genf", "Lucerne", "Sankt Gallen": the official name is searched.
    const folded = canonicalPlaceName(foldForSearch(query));
    if (folded === "") return [];
    const digits = /^\d{1,4}$/.test(folded);
    const ranked: { entry: Folded; rank: number }[] = [];
    for (const entry of this.all) {
      const rank = digits
        ? entry.postalCode.startsWith(folded) ? 0 : null
        : minRank(matchRank(entry.foldedName, folded), matchRank(entry.foldedMunicipality, folded), 1);
      if (rank !== null) ranked.push({ entry, rank });
    }
    ranked.sort(
      (a, b) =>
        a.rank - b.rank ||
        a.entry.foldedName.length - b.entry.foldedName.length ||
        a.entry.postalCode.localeCompare(b.entry.postalCode) ||
        b.entry.addressShare - a.entry.addressShare,
    );
    return ranked.slice(0, limit).map(({ entry }) => toSuggestion(entry));
  }
}

/** A municipality match counts a little less than a locality match of the same kind. */
function minRank(byName: number | null, byMunicipality: number | null, penalty: number): number | null {
  const municipality = byMunicipality === null ? null : byMunicipality + penalty;
  if (byName === null) return municipality;
  if (municipality === null) return byName;
  return Math.min(byName, municipality);
}
