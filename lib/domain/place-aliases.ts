import { foldForSearch } from "./search-text";

/**
 * Other names of Swiss places, by their folded form (foldForSearch): exonyms ("Genf" for
 * Genève), official names in another language ("Lucerne", "Bienne"), long forms ("Sankt Gallen")
 * and Swiss German nicknames ("Züri"). The place search, the calculator and the advisor read
 * the same table, so a name that works in one works in all.
 */
export const PLACE_ALIASES: Readonly<Record<string, string>> = {
  zuri: "zurich",
  zueri: "zurich",
  zurri: "zurich",
  barn: "bern",
  berne: "bern",
  winti: "winterthur",
  luzarn: "luzern",
  lozarn: "luzern",
  lucerne: "luzern",
  lucerna: "luzern",
  sanggale: "st gallen",
  "sankt gallen": "st gallen",
  "saint gall": "st gallen",
  stgallen: "st gallen",
  genf: "geneve",
  geneva: "geneve",
  ginevra: "geneve",
  neuenburg: "neuchatel",
  freiburg: "fribourg",
  sitten: "sion",
  biel: "biel bienne",
  bienne: "biel bienne",
  "biel bienne": "biel bienne",
  schaffuuse: "schaffhausen",
  basu: "basel",
  bale: "basel",
  olte: "olten",
  soledurn: "solothurn",
  soleure: "solothurn",
  lugan: "lugano",
  bellenz: "bellinzona",
  coire: "chur",
};

// Keys folded as the search folds them ("Neuenburg" becomes "neunburg": ue → u).
const FOLDED = new Map(Object.entries(PLACE_ALIASES).map(([alias, name]) => [foldForSearch(alias), foldForSearch(name)]));

/** The place name to search for, given a folded name ("genf" → "geneve"). */
export const canonicalPlaceName = (folded: string): string => FOLDED.get(folded) ?? folded;
