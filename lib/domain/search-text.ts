/**
 * Folds text for tolerant matching of Swiss place names: case, accents and the German
 * umlaut spellings ae/oe/ue all compare equal ("Zürich", "ZUERICH", "zurich" → "zurich").
 * Dots, apostrophes and hyphens become spaces ("St.Gallen" → "st gallen"). "ue" after "q" and a few
 * French, Italian and English words are no umlauts: "que", "quel", "questo", "due", "actuellement",
 * "mensuel", "does" stay as they are.
 */
const NOT_UMLAUT_OR_UMLAUT = /\b(due|true|blue|does|doesn|goes|rue|avenue|paese|paesi|(?:actuel|mensuel|annuel|mutuel|issue|value|continue|aero)\w*)\b|(?<!q)([aou])e/g;

export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(NOT_UMLAUT_OR_UMLAUT, (match: string, word: string | undefined, vowel: string | undefined) => word ?? vowel ?? match)
    .replace(/[.'’`´\-/()]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** How well a folded name matches a folded query: 0 exact, 1 prefix, 2 word prefix, 3 inside, null none. */
export function matchRank(name: string, query: string): number | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  if (name.includes(query)) return 3;
  return null;
}
