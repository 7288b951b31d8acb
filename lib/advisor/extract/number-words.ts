/**
 * Numbers said in French, Italian and English words, written as figures so the number readers take
 * them like "34" or "1985": "septante-deux ans" → "72 ans", "mille neuf cent huitante-cinq" → "1985",
 * "deux mille cinq cents" → "2500", "millenovecentonovanta" → "1990", "quarantacinque anni" → "45
 * anni", "nineteen eighty-five" → "1985", "twenty nine" → "29".
 *
 * Reads the folded text (lib/domain/search-text: lower case, no accents, hyphens as spaces, and "ue",
 * "ae", "oe" written "u", "a", "o" except after "q" and in "due", so "duemila" is "dumila"). Swiss French says
 * septante, huitante (octante) and nonante; France's soixante-dix, quatre-vingt(s) and quatre-vingt-dix
 * are read too.
 *
 * Microsoft's Recognizers-Text (@microsoft/recognizers-text-number 1.3.1) was measured for this and left
 * out: no Italian model in its JavaScript version, "deux mille cinq cents" read as 2005, "nineteen
 * eighty five" as 19 and 85, and 6 s before its first French answer.
 */

/** Words worth their value alone. */
const VALUES: Record<string, number> = {
  // French
  zero: 0, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9,
  dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16,
  vingt: 20, vingts: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60, septante: 70, huitante: 80, octante: 80, nonante: 90,
  // English
  one: 1, two: 2, three: 3, four: 4, five: 5, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const HUNDREDS = new Set(["cent", "cents", "hundred", "cento"]);
const THOUSANDS = new Set(["mille", "mil", "thousand", "mila"]);
/**
 * Words that are numbers only next to another number word or before a unit ("un an", "sei anni", "due
 * anni", "mille francs", "mille de franchise"; not "un café", "sei", "du", "due in January", "grazie mille").
 */
const AMBIGUOUS = new Set(["un", "une", "one", "a", "du", "due", "sei", "uno", "una", "otto", "tre", "mille", "mil"]);
/** Joiners inside a number: "vingt et un", "hundred and five". */
const JOINERS = new Set(["et", "and"]);
const DEDUCTIBLE_BEFORE = /\b(?:franchise|franchigia|deductible)(?: (?:de|di|da|of|a|à))?\s*$/;
const UNIT_AFTER = /^\s*(?:ans?|annees?|anni|anno|years?|yrs?|mois|mesi|months?|enfants?|figli\w*|kids?|children|francs?|franchi|chf|fr|(?:de |di |d )?(?:franchise|franchigia|deductible))\b/;

/** Italian numbers are one word ("duemilacinquecento"): the parts it is made of, longest first. */
const ITALIAN_PARTS: Record<string, number> = {
  uno: 1, un: 1, una: 1, due: 2, du: 2, tre: 3, quattro: 4, cinque: 5, cinqu: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10,
  undici: 11, dodici: 12, tredici: 13, quattordici: 14, quindici: 15, sedici: 16, diciassette: 17, diciotto: 18, diciannove: 19,
  venti: 20, vent: 20, trenta: 30, trent: 30, quaranta: 40, quarant: 40, cinquanta: 50, cinquant: 50,
  sessanta: 60, sessant: 60, settanta: 70, settant: 70, ottanta: 80, ottant: 80, novanta: 90, novant: 90,
  cento: 100, cent: 100, mille: 1000, mila: 1000,
};
const ITALIAN_PART_LIST = Object.keys(ITALIAN_PARTS).sort((a, b) => b.length - a.length);
/** Italian words worth their value alone are read as parts too; these short ones only in context. */
const ITALIAN_WORDS = new Set(Object.keys(ITALIAN_PARTS).filter((part) => !["un", "vent", "trent", "quarant", "cinquant", "sessant", "settant", "ottant", "novant", "cent", "mila"].includes(part)));

/** An Italian compound's parts ("duemilacinquecento", folded "dumilacinquecento" → 2, 1000, 5, 100; "centottanta" → cent, ottanta), or undefined when it is not one. */
function italianParts(word: string): number[] | undefined {
  if (word === "") return [];
  // Longest part first, and a shorter one where the rest does not read ("cento|ttanta" fails, "cent|ottanta" reads).
  for (const part of ITALIAN_PART_LIST) {
    if (!word.startsWith(part)) continue;
    const rest = italianParts(word.slice(part.length));
    if (rest) return [ITALIAN_PARTS[part]!, ...rest];
  }
  return undefined;
}

type Part = { kind: "value"; value: number } | { kind: "hundred" } | { kind: "thousand" };
const partOf = (value: number): Part => (value === 100 ? { kind: "hundred" } : value === 1000 ? { kind: "thousand" } : { kind: "value", value });

/** One word's parts: a number word, a hundred or thousand word, or an Italian compound of several. */
function wordParts(word: string): Part[] | undefined {
  if (word in VALUES) return [{ kind: "value", value: VALUES[word]! }];
  if (HUNDREDS.has(word)) return [{ kind: "hundred" }];
  if (THOUSANDS.has(word)) return [{ kind: "thousand" }];
  if (ITALIAN_WORDS.has(word) || (word.length >= 6 && italianParts(word))) return italianParts(word)?.map(partOf);
  return undefined;
}

/**
 * The value of a run of parts: thousands and hundreds multiply what came before them, the rest adds
 * ("quatre vingt" 4 × 20 in French). A teen and then tens without a hundred is a year: "nineteen
 * eighty five", "dix neuf cent" is read by the hundred already.
 */
function runValue(parts: readonly Part[]): number {
  const [first, second] = parts;
  if (first?.kind === "value" && first.value >= 11 && first.value <= 20 && second?.kind === "value" && second.value >= 20 && !parts.some((part) => part.kind !== "value")) {
    return first.value * 100 + parts.slice(1).reduce((sum, part) => sum + (part as { value: number }).value, 0);
  }
  let total = 0;
  let current = 0;
  let previous: Part | undefined;
  for (const part of parts) {
    if (part.kind === "thousand") {
      total += (current || 1) * 1000;
      current = 0;
    } else if (part.kind === "hundred") {
      current = (current || 1) * 100;
    } else if (part.value === 20 && previous?.kind === "value" && previous.value === 4 && current % 100 === 4) {
      // "quatre vingt": four twenties.
      current += 76;
    } else {
      current += part.value;
    }
    previous = part;
  }
  return total + current;
}

/**
 * "1 500 di franchigia": a space as the thousands separator, where the amount is a deductible or said in francs.
 */
function digitThousands(text: string): string {
  return text.replace(/\b([1-9]) (\d{3})\b(?= ?(?:fr|chf|franchi|francs?|franken|de franchise|di franchigia|d franchise|franchise|franchigia|deductible)\b)/g, "$1$2");
}

/** The folded text with every run of number words written as its figure. */
export function numberWordsAsFigures(folded: string): string {
  const text = digitThousands(folded);
  const tokens = text.split(" ");
  const out: string[] = [];
  for (let start = 0; start < tokens.length; ) {
    const parts: Part[] = [];
    let words = 0;
    let end = start;
    for (let index = start; index < tokens.length; index++) {
      const token = tokens[index]!;
      if (JOINERS.has(token) && words > 0 && index + 1 < tokens.length && wordParts(tokens[index + 1]!)) continue;
      const found = wordParts(token);
      if (!found) break;
      parts.push(...found);
      words++;
      end = index + 1;
    }
    if (words === 0) {
      out.push(tokens[start]!);
      start++;
      continue;
    }
    const said = tokens.slice(start, end);
    // A lone ambiguous word ("un", "du", "sei") is a number only before a unit ("un an", "sei anni").
    const lone = words === 1 && AMBIGUOUS.has(said.find((word) => !JOINERS.has(word))!);
    // "con franchigia mille", "franchise mille": after the word for deductible, too.
    if (lone && !UNIT_AFTER.test(tokens.slice(end).join(" ")) && !DEDUCTIBLE_BEFORE.test(tokens.slice(0, start).join(" "))) {
      out.push(...said);
    } else {
      out.push(String(runValue(parts)));
    }
    start = end;
  }
  return out.join(" ");
}
