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
  basle: "basel",
  olte: "olten",
  soledurn: "solothurn",
  soleure: "solothurn",
  lugan: "lugano",
  bellenz: "bellinzona",
  coire: "chur",
  // German exonyms of French- and Italian-speaking towns, and the other way round.
  siders: "sierre",
  delsberg: "delemont",
  pruntrut: "porrentruy",
  "la chaux de fonds": "la chaux de fonds",
  welschneuenburg: "neuchatel",
  iferten: "yverdon les bains",
  yverdon: "yverdon les bains",
  milden: "moudon",
  peterlingen: "payerne",
  wifflisburg: "avenches",
  losanna: "lausanne",
  lausanna: "lausanne",
  martinach: "martigny",
  "st moritz": "st moritz",
  "sankt moritz": "st moritz",
  "saint moritz": "st moritz",
  morat: "murten",
  "st maurice": "st maurice",
  lauis: "lugano",
  luggarus: "locarno",
  "basel stadt": "basel",
  "bale ville": "basel",
  thoune: "thun",
  soletta: "solothurn",
  zurigo: "zurich",
  berna: "bern",
  basilea: "basel",
  friburgo: "fribourg",
  coira: "chur",
  sion: "sion",
  sitte: "sion",
  // The bilingual border (Fribourg, Bern, Valais) and the cantons' capitals in the other languages.
  guin: "dudingen",
  tavel: "tafers",
  chietres: "kerzers",
  loeche: "leuk",
  "loeche les bains": "leukerbad",
  viege: "visp",
  brigue: "brig",
  briga: "brig",
  rarogne: "raron",
  granges: "grenchen",
  anet: "ins",
  cerlier: "erlach",
  berthoud: "burgdorf",
  schwytz: "schwyz",
  svitto: "schwyz",
  glaris: "glarus",
  glarona: "glarus",
  zoug: "zug",
  zugo: "zug",
  schaffhouse: "schaffhausen",
  sciaffusa: "schaffhausen",
  "san gallo": "st gallen",
  bellinzone: "bellinzona",
  "bale campagne": "liestal",
};

// Keys folded as the search folds them ("Neuenburg" becomes "neunburg": ue → u).
const FOLDED = new Map(Object.entries(PLACE_ALIASES).map(([alias, name]) => [foldForSearch(alias), foldForSearch(name)]));

/** The folded names that stand for another (nicknames, exonyms, short forms), for the typo search too ("yvedron"). */
export const placeAliasNames: readonly string[] = [...FOLDED.keys()];

/** The place name to search for, given a folded name ("genf" → "geneve"). */
export const canonicalPlaceName = (folded: string): string => FOLDED.get(folded) ?? folded;
