import { foldForSearch } from "@/lib/domain/search-text";
import { editDistance } from "./place";

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
  // Swiss German names of the towns: "d Krankekasse Wädischwil".
  "1318": ["wadischwil", "wadiswil"],
  "1113": ["entremont"],
  "1479": ["groupe mutuel", "mutuel"],
  "1542": ["assura"],
  "312": ["atupri"],
  "343": ["avenir"],
};
const NOISE = new Set(["krankenversicherung", "versicherung", "versicherungen", "kranken", "ag", "sa", "krankenkasse", "kasse", "die", "de", "la", "caisse", "maladie", "assurance", "assurances", "gruppe", "groupe", "gesundheitsversicherung"]);
const TOWN_NAMED = new Set(["wadischwil", "wadiswil", "wadenswil", "steffisburg", "visperterminen", "sumiswalder", "glarner", "luzerner", "birchmeier"]);
// "e la Sumiswalder?", "chez la Sumiswalder", "with the Sumiswalder": the article of the other languages too.
const ARTICLE = /(?:die|der|dr|d|de|em|bei|bi|von|vo|vor|krankenkasse|krankekasse|chrankekasse|kasse|kk|la|le|l|chez|da|dalla|della|alla|con|the|with|at)\s$/;

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
      // "bi früener z steffisburg gsi … d krankekasse steffisburg": the town first, the insurer after an article.
      let at = padded.indexOf(` ${name} `);
      while (at >= 0 && TOWN_NAMED.has(name) && !ARTICLE.test(padded.slice(0, at + 1))) at = padded.indexOf(` ${name} `, at + 1);
      if (at < 0) continue;
      found.push({ ...insurer, index: at, phrase: name });
      break;
    }
  }
  if (found.length === 0) found.push(...misspelled(padded, insurers));
  return found.sort((a, b) => a.index - b.index);
}

/** Before a misspelled insurer's name: an article or a preposition ("d swika", "bi de sanitass", "chez la visanna"). */
const BEFORE_NAME = /^(?:die|der|dr|d|de|bei|bi|vo|von|chez|la|le|l|con|with|at|the|zur|zu)$/;
/** Words one letter away from an insurer's name that are words of their own ("assuré" is not Assura). */
const NOT_MISSPELT = new Set(["assure", "assures", "assuree", "assurer", "sante", "sanita"]);

/**
 * One letter off ("swika", "sanitass", "helsanna"), only right after an article or preposition and for
 * names of five letters or more, when no insurer is named correctly.
 */
function misspelled(padded: string, insurers: readonly InsurerName[]): NamedInsurer[] {
  const words = padded.trim().split(" ");
  const nameOf = (word: string) =>
    word.length < 5 || NOT_MISSPELT.has(word)
      ? undefined
      : insurers.find((insurer) => insurerNames(insurer).some((candidate) => candidate.length >= 5 && !candidate.includes(" ") && !TOWN_NAMED.has(candidate) && candidate[0] === word[0] && editDistance(word, candidate, 1) <= 1));
  for (const [index, word] of words.entries()) {
    if (index === 0 || !BEFORE_NAME.test(words[index - 1]!)) continue;
    const insurer = nameOf(word);
    if (insurer) return [{ ...insurer, index: padded.indexOf(` ${word} `), phrase: word }];
  }
  // "helsanna oder swicca, wer isch günstiger?": two names one letter off, set against each other.
  for (let index = 0; index + 2 < words.length; index++) {
    if (!ALTERNATIVE.test(words[index + 1]!)) continue;
    const first = nameOf(words[index]!);
    const second = nameOf(words[index + 2]!);
    if (first && second && first.code !== second.code) {
      return [
        { ...first, index: padded.indexOf(` ${words[index]} `), phrase: words[index]! },
        { ...second, index: padded.indexOf(` ${words[index + 2]} `), phrase: words[index + 2]! },
      ];
    }
  }
  return [];
}
const ALTERNATIVE = /^(?:oder|or|ou|o|vs|versus|und|u|and|et|e|gegen|contre|contro)$/;
