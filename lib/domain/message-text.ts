import { foldForSearch } from "./search-text";

// Month names of the four languages, folded (and their usual short forms).
const MONTH =
  "(?:jan|januar|janvier|january|gennaio|feb|februar|fevrier|february|febbraio|mar|marz|mars|march|marzo|apr|april|avril|aprile|" +
  "mai|may|maggio|jun|juni|juin|june|giugno|jul|juli|juillet|july|luglio|aug|august|aout|agosto|sep|sept|september|septembre|settembre|" +
  "oct|okt|oktober|octobre|october|ottobre|nov|november|novembre|dez|dec|dezember|decembre|december|dicembre|jenner|hornig|merz)";
// After a word of birth: "né le 14 août 2004", "nata il 3 marzo 1985", "born on August 14, 2004" (a deadline such as
// "bis 30. November 2026" keeps its day).
const BIRTH = "((?:ne|nee|nes|nees|nata|nato|nati|nate|born|geboren|gebore|geb|naissance|nascita|birthday|anniversaire|compleanno)(?: \\w+){0,2})";
const DAY_MONTH_YEAR = new RegExp(`\\b${BIRTH} \\d{1,2}(?:er|st|nd|rd|th)? ${MONTH} (\\d{4})\\b`, "g");
const MONTH_DAY_YEAR = new RegExp(`\\b${BIRTH} ${MONTH} \\d{1,2}(?:st|nd|rd|th)?,? (\\d{4})\\b`, "g");
// "i bi am 14. hornig 1961 gebore": a day, a month and a year gone by is a date, counted by its year (a deadline such as
// "bis 30. November 2026" or "ab 1. Januar 2027" is of this year or a coming one and keeps its day).
const PAST_DAY_MONTH_YEAR = new RegExp(`\\b\\d{1,2}(?:er|st|nd|rd|th)? ${MONTH} (19\\d{2}|20[01]\\d|202[0-4])\\b`, "g");

/** Abbreviations of French and Italian text messages, and Swiss German dialect words, that no other word of the four languages is written as. */
const SMS: Readonly<Record<string, string>> = {
  qd: "quand", jsuis: "je suis", chui: "je suis", chuis: "je suis", jvais: "je vais", jpeux: "je peux", jveux: "je veux", jcrois: "je crois",
  cb: "combien", cmb: "combien", bcp: "beaucoup", qqn: "quelqu un", qqch: "quelque chose", mld: "maladie", tjrs: "toujours", mtn: "maintenant", pk: "pourquoi", pcq: "parce que",
  diff: "difference", cmq: "comunque", xke: "perche", xche: "perche", sn: "sono", nn: "non", chx: "chaux", fds: "fonds",
  // "slt c cmb la lamal pr 1 mec de 93 franchise mille avk acidan", "jsui etudiante jai pa de patron", "jbosse a plein tps"
  avk: "avec", pr: "pour", jai: "j ai", jsui: "je suis", jveu: "je veux", jfais: "je fais", jbosse: "je bosse", jcomprend: "je comprends",
  jcomprends: "je comprends", tps: "temps", moin: "moins", lannee: "l annee",
  // typos of "accident" ("acidan", "acident", "accidant") and Ticinese "infurtüni"
  acidan: "accident", acident: "accident", accidant: "accident", acidant: "accident", accidan: "accident", infurtuni: "infortuni",
  // Swiss German of Appenzell, St. Gallen and the Valais: "ond met unfall?", "was mues i fer d grundversicherig zahlu?", "langnau im ämmital"
  ond: "und", met: "mit", fer: "fur", zahlu: "zahlen", ammital: "emmental", ammetal: "emmental",
  // Lucerne and Bernese: "ech be vo schöpfe, johrgang 58, wievöu mues ech zahle?"
  ech: "ich", johrgang: "jahrgang", johrg: "jahrgang", wievou: "wieviel", wiviu: "wieviel", wievu: "wieviel",
  // Italian text messages and Ticinese: "qnt pago cn franch 1000", "la franchigia püssée olta"
  cn: "con", franch: "franchigia", francigia: "franchigia", infurtunio: "infortunio", famigia: "famiglia", cinqcent: "cinquecento", pussee: "piu", pusse: "piu", olta: "alta",
};
const SMS_WORDS = new RegExp(`\\b(?:${Object.keys(SMS).join("|")})\\b`, "g");

/**
 * Text as the extractors read it: folded like place names (case, accents, ä/ae → a, ß → ss),
 * thousands marks removed from numbers ("2'500", "3’000", "2.500" → "2500"), and question and
 * exclamation marks kept apart as words.
 */
export function normalizeText(input: string): string {
  const numbers = input
    .replace(/ß/g, "ss")
    // "12/7/68", "12-07-1968": a date with slashes or dashes, counted by its year
    .replace(/\b\d{1,2}[/-]\d{1,2}[/-](\d{4})\b/g, "$1")
    // "03/07/64": a two-digit year of such a date is of the 1900s above 30, else of the 2000s
    .replace(/\b\d{1,2}[/-]\d{1,2}[/-](\d{2})\b/g, (_, year: string) => String(Number(year) > 30 ? 1900 + Number(year) : 2000 + Number(year)))
    // a date ("12.3.1987") counts by its year
    .replace(/\b\d{1,2}\.\s?\d{1,2}\.\s?(\d{4})\b/g, "$1")
    // "geb. 12.3.87": a date with a two-digit year, counted by that year (read as a two-digit year)
    .replace(/\b\d{1,2}\.\s?\d{1,2}\.\s?(\d{2})\b(?![.,]\d)/g, "$1")
    .replace(/\b(\d{1,3})['’´](\d{3})\b/g, "$1$2")
    .replace(/\b(\d{1,2})\.(\d{3})\b(?!\.\d)/g, "$1$2")
    // "4,800 a year", "2,500 deductible": the English thousands comma; "6,074.40 a year" with its Rappen
    .replace(/\b(\d{1,2}),(\d{3})\b(?![.,]\d)/g, "$1$2")
    .replace(/\b(\d{1,2}),(\d{3})\.(\d{2})\b(?![.,]\d)/g, "$1$2.$3")
    // "Jahrgang1983", "plz8004": a word and a number written together
    .replace(/([A-Za-zÄÖÜäöüéèà])(\d{4})\b/g, "$1 $2")
    // "2.5k", "1,5k", "2k": thousands written short
    .replace(/\b(\d)[.,](\d)\s?k\b/gi, (_, a: string, b: string) => String(Number(a) * 1000 + Number(b) * 100))
    .replace(/\b(\d)\s?k\b/gi, (_, a: string) => String(Number(a) * 1000))
    // "476,85 im Monat": a decimal comma of an amount (three figures before it; "44,41" stays two ages)
    .replace(/(?<![\d,.'’])(\d{3}),(\d{2})(?![\d,])/g, "$1.$2")
    // "3000.-", "Fr. 300.–": the trailing dash of Swiss amounts
    .replace(/(\d)\.[-–]/g, "$1 ");
  return foldForSearch(numbers)
    // SMS French and Italian, written out ("jusqu'à qd", "jsuis a la chx-de-fds", "cmq sn di Biasca")
    .replace(SMS_WORDS, (word) => SMS[word] ?? word)
    // "franchigia 2mila", "2 mila franchi": thousands in Italian words.
    // "franchigia 2 mila 5": two and a half thousand.
    .replace(/\b([1-9])\s?mila\s([1-9])\b(?!\s?(?:\d|cento|mila))/g, (_, thousands: string, hundreds: string) => String(Number(thousands) * 1000 + Number(hundreds) * 100))
    .replace(/\b([1-9])\s?mila\b/g, "$1000")
    // a birth date with the month's name counts by its year
    .replace(DAY_MONTH_YEAR, "$1 $2")
    .replace(MONTH_DAY_YEAR, "$1 $2")
    .replace(PAST_DAY_MONTH_YEAR, "$1")
    .replace(/([?!,;:])/g, " $1 ")
    // "l'année pro": the next year
    .replace(/\bl annee pro\b/g, "l annee prochaine")
    // Bernese vocalised l: "Unfau", "Unfäu" is "Unfall"
    .replace(/\bunfau(\w*)/g, "unfall$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a normalized text. */
export const words = (normalized: string) => normalized.split(" ").filter(Boolean);

/** A number found in the text with where it stands. */
export type NumberToken = { value: number; raw: string; index: number; end: number };

export function numberTokens(normalized: string): NumberToken[] {
  return [...normalized.matchAll(/\d+/g)].map((match) => ({
    value: Number(match[0]),
    raw: match[0],
    index: match.index,
    end: match.index + match[0].length,
  }));
}

/** The text just before and after a token (within one clause-ish window). */
export const before = (normalized: string, token: NumberToken, size = 30) =>
  normalized.slice(Math.max(0, token.index - size), token.index);
export const after = (normalized: string, token: NumberToken, size = 30) => normalized.slice(token.end, token.end + size);
