/**
 * Folds text for tolerant matching of Swiss place names: case, accents and the German
 * umlaut spellings ae/oe/ue all compare equal ("Zürich", "ZUERICH", "zurich" → "zurich").
 * Dots, apostrophes and hyphens become spaces ("St.Gallen" → "st gallen").
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/([aou])e/g, "$1")
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
