import { foldForSearch } from "@/lib/domain/search-text";

/**
 * The insurers a message names, in the order named ("ist die ÖKK teurer als die CSS?"): by the
 * first distinctive word of the index's name or a name people use ("Sympany", "Groupe Mutuel").
 * Insurers named after a town ("Wädenswil", "Steffisburg") count only after an article, so a
 * place is not read as an insurer ("die Krankenkasse Birchmeier" names it).
 */
export type InsurerName = { code: string; name: string };

export const INSURER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  "509": ["vivao sympany", "vivao", "sympany"],
  "134": ["einsiedler"],
  "1113": ["entremont"],
  "1479": ["groupe mutuel", "mutuel"],
  "1542": ["assura"],
  "312": ["atupri"],
  "343": ["avenir"],
};
const NOISE = new Set(["krankenversicherung", "versicherung", "versicherungen", "kranken", "ag", "sa", "krankenkasse", "kasse", "die", "de", "la", "caisse", "maladie", "assurance", "assurances", "gruppe", "groupe", "gesundheitsversicherung"]);
const TOWN_NAMED = new Set(["wadenswil", "steffisburg", "visperterminen", "sumiswalder", "glarner", "luzerner", "birchmeier"]);
const ARTICLE = /(?:die|der|dr|d|bei|bi|von|vo|vor|krankenkasse|krankekasse|chrankekasse|kasse|kk)\s$/;

export function insurerNames(insurer: InsurerName): string[] {
  const first = foldForSearch(insurer.name).split(" ").find((word) => word.length >= 3 && !NOISE.has(word));
  // Folded like the message ("mutuel" reads "mutul").
  return [...(INSURER_ALIASES[insurer.code] ?? []).map(foldForSearch), ...(first ? [first] : [])];
}

export type NamedInsurer = InsurerName & { index: number; phrase: string };

export function extractNamedInsurers(text: string, insurers: readonly InsurerName[]): NamedInsurer[] {
  const padded = ` ${text} `;
  const found: NamedInsurer[] = [];
  for (const insurer of insurers) {
    for (const name of insurerNames(insurer)) {
      const at = padded.indexOf(` ${name} `);
      if (at < 0) continue;
      if (TOWN_NAMED.has(name) && !ARTICLE.test(padded.slice(0, at + 1))) continue;
      found.push({ ...insurer, index: at, phrase: name });
      break;
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
