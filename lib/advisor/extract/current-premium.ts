import { roundRappen } from "@/lib/domain/premium-value";
/**
 * The monthly premium a person says they pay now: "zahle 512 im Monat", "480 Fr. pro Monat",
 * "CHF 455.80 monatlich", "zahle 420.-". An amount counts when a paying word or "im/pro Monat"
 * goes with it, and never when "Franchise" or a yearly word follows ("zahle 300 Franchise").
 * The span of the figures is returned so the number extractor does not read the amount a second time.
 */
/** `span`: the figures; `end`: where the words of the amount end ("… pro Monat"). */
/** `rises`: said as a rise to come ("steigt von 356.20 auf 398.70"): the amount is next year's. */
/** `rises`: the amount is the coming year's; `paysNow`: the amount paid now, said with the coming one ("from 503.40 to 522.40"). */
/** `perYear`: said as a yearly amount (its words of the year say how it was paid, not that a yearly figure is asked). */
export type StatedPremium = { amount: number; span: [number, number]; end: number; rises?: true; paysNow?: true; perYear?: true };

// Folded text: "455.80" arrives as "455 80".
const CURRENCY = String.raw`(?:chf|fr|franken|francs?|franchi|franco|stutz)`;
/** "389.50", "389 50", and the Italian and French "389 e 50", "389 et 50" (francs and centimes). */
const AMOUNT = String.raw`(?:(?:chf|fr|franken)\b)?\s*(\d{2,4})(?!\d)(?:(?:[ .]|\s+(?:e|et)\s+)(\d{2})(?!\d)(?!\s*(?:%|anni|ans|years|enfants|figli)))?\s*(?:${CURRENCY}\b)?`;
const PER_MONTH = String.raw`(?:im|pro|per|a|jeden|i|par|au|al|each)\s*(?:monat|monet|mt|mnt|mois|mese|month)\b|monatlich\w*|mensuel\w*|monthly|mensil\w*|mtl\b`;
const PAYING = String.raw`\b(?:zahle|zahlu|zalu|zahlä|zahl|bezahle|bezahl|zahlen|zahlt|pramie|pramien|kostet mich|kostet|koste|paie|paye|pago|pay|paying)\b(?:\s+(?:ich|i|mir|mer|wir|aktuell|aktull|momentan|zurzeit|zur zeit|derzeit|heute|hute|jetzt|grad|gerade|gad|im moment|ca|etwa|rund|ungefahr|so|um|die|eine|von|vo|bei|noch|schon|monatlich|mtl|ist|isch|betragt|sind|neu|dann|ab januar|ab jenner|ab neujahr|nachstes jahr|auf|uf|je|nous|io|we|actuellement|attualmente|currently|now|environ|circa|about|around|chf|fr))*`;
/** Not a monthly premium: a deductible ("300er", "300 Franchise") or a yearly amount ("1200 Fr. im Jahr"), also after the currency. */
const PER_YEAR = String.raw`(?:(?:im|pro|per|jedes|es) (?:jahr|johr)|jahrlich\w*|par (?:an|annee)|l an|a l annee|annuel\w*|(?:all|al|l|per) anno|annu\w*|a year|per year|yearly|annually)`;
const NOT_MONTHLY = String.raw`(?!\s*(?:${CURRENCY}\b\s*)?(?:er\b|franchise|franchigia|deductible|${PER_YEAR}))`;
const WITH_VERB = new RegExp(`${PAYING}\\s*${AMOUNT}${NOT_MONTHLY}(?:\\s*(?:${PER_MONTH}))?`, "d");
const WITH_MONTH = new RegExp(`(?<![\\d.])${AMOUNT}\\s*(?:${PER_MONTH})`, "d");
/** "458.40/mois", "512.90/Monat": an amount with its Rappen and the month right after it (the slash folded away). */
const SLASHED_MONTH = new RegExp(`(?<![\\d.])(\\d{2,4}) (\\d{2})\\s*(?:mois|monat|monet|mese|month|mt|mtl)\\b`, "d");
/** "Meine Prämie … steigt 2027 auf 534 Franken": the new amount. */
const RISES_TO = new RegExp(`\\b(?:steigt|stiigt|steiget|erhoht sich|geht|gaht|goht)\\s+(?:\\S+\\s+){0,3}?(?:auf|uf|ufs)\\s*${AMOUNT}`, "d");
/** "egk, hmo, 388 fr, 8840 einsiedeln": a two- or three-digit amount in Francs as an item of a list (never a deductible's). */
const LISTED = new RegExp(`(?:^|[,;]\\s*)(?:chf|fr)?\\s*(\\d{2,3})(?:[ .](\\d{2}))?\\s*(?:chf|fr|franken|stutz)\\b${NOT_MONTHLY}\\s*(?=[,;]|$)`, "d");
/** "zahle bei der Visana Fr. 5'804.40 im Jahr": the insurer between the paying word and the amount. */
const AT_INSURER = String.raw`(?:(?:bei|bi|chez|presso|aupres de|with|con|at) (?:der |dr |de |d |la |le |l |il |lo |the )?[a-z]\S*(?: [a-z]\S*)?\s+)?`;
/** "ogni 3 mesi", "par trimestre", "pro Quartal": a quarter's amount, a third of it a month. */
const PER_QUARTER = String.raw`(?:(?:ogni|tous les|alle|alli|every|each|all|pro|per|im|par|al|a) (?:3|tre|trois|drei|three) (?:mesi|mois|monate|monet|months)|(?:pro|im|per|par|al|a|each|every|a) (?:quartal|trimestre|quarter)|quarterly|trimestriel\w*|trimestral\w*|vierteljahrlich\w*)`;
const QUARTERLY = new RegExp(`${PAYING}\\s*${AT_INSURER}${AMOUNT}\\s*${PER_QUARTER}`, "d");
/** "zahle im Jahr 5400 Franken", "5400.- pro Jahr", "Jahresprämie 4'938.–", "my policy says 5'096.40 per year": a yearly amount, a twelfth of it a month. */
const YEARLY = new RegExp(`${PAYING}\\s*${AT_INSURER}${PER_YEAR}\\s*${AMOUNT}|${PAYING}\\s*${AT_INSURER}${AMOUNT}\\s*${PER_YEAR}|\\b(?:jahrespramie|jahresbeitrag|prime annuelle|premio annuo|premio annuale|annual premium|yearly premium)\\s*(?:(?::|von|vo|de|di|of|is|ist|isch|est|e|betragt|chf|fr)\\s*)*${AMOUNT}|\\b(\\d{3,5}) (\\d{2})\\s*(?:chf|fr|francs|franchi|franken)?\\s*${PER_YEAR}`, "d");
const PREMIUM_CONTEXT = /\b(?:pramie\w*|grundversicher\w*|krankenkass\w*|krankekass\w*|kasse|kk|bei|bi|chez|presso|prime\w*|premio|premium|assurance|assicurazione|cassa|caisse|insurance|insurer|lamal|con|with|avec)\b/;
/** "385 fr. zahl ich momentan": the amount before the paying words (never a deductible's). */
const BEFORE_VERB = new RegExp(`(?<![\\d.]|franchise |franchise von )${AMOUNT}\\s*(?:zahl|zahle|bezahl|bezahle|zahlen)\\s+(?:ich|i|mir|mer|wir)\\b`, "d");

/** "la nouvelle prime : 431.- au lieu de 389.-", "il nuovo premio è di 402", "the new premium is 455": next year's amount. */
const NEW_PREMIUM = new RegExp(`\\b(?:nouvelle|nouveau|nuov[oa]|new|neue?) (?:prime|premio|premium|pramie)\\w*\\s*(?:(?:de|di|of|:|est|e|is|will be|sera|ist|isch|betragt|ab januar|from|jan|january|janvier|gennaio|dal|des|in|ab|1)\\s*)*${AMOUNT}`, "d");

/** "steigt von 356.20 auf 398.70", "isch vo 410 uf 445 gstige": the old amount and the new one. */
const FROM_TO = new RegExp(`\\b(?:von|vo|vom|from|de|da|dai|dal)\\s*${AMOUNT}\\s*(?:\\S+\\s+){0,2}?(?:auf|uf|ufs|zu|to|a|à|al|ai)\\s*${AMOUNT}`, "d");
/** A rise still to come (present tense), not one that happened ("ist gestiegen"). */
/** Words that say an amount is a premium, in four languages. */
const PREMIUM_WORDS = /\b(?:pramie\w*|primes?|premi|premio|premiums?|par mois|al mese|a month|per month|im monat|pro monat|chf|fr|francs|franchi|franken)\b/;

/** The amount of a match whose group `at` holds the francs and the next group the Rappen ("455 80"). */
const francs = (match: RegExpExecArray, at: number) => Number(match[at]) + (match[at + 1] ? Number(match[at + 1]) / 100 : 0);

/** `insurerNamed`: the message names an insurer ("ho la Helsana e pago 6000 franchi all'anno"), which makes a yearly amount its premium. */
export function extractStatedPremium(text: string, insurerNamed = false): StatedPremium | undefined {
  // "passe de 626.70 à 636.- en 2027", "goes from 503.40 to 522.40": the amount paid now (the insurer's coming premium for that
  // contract is computed from the data, like for like), both blanked so that neither is read as anything else.
  const fromTo = FROM_TO.exec(text);
  if (fromTo) {
    const to = francs(fromTo, 3);
    const from = francs(fromTo, 1);
    // "de 500 à 1500" is a deductible changed, "de 30 à 50 ans" ages: an amount in Rappen or premium words say premiums.
    const deductibles = [from, to].every((amount) => [300, 500, 1000, 1500, 2000, 2500].includes(amount));
    const premiumSaid = /^(?:von|vo|vom)\b/.test(fromTo[0]) || /\d[.,]\d{2}/.test(fromTo[0]) || PREMIUM_WORDS.test(text);
    if (to >= 30 && to <= 1800 && from >= 30 && from <= 1800 && !deductibles && premiumSaid) {
      const [start] = fromTo.indices![1]!;
      const [, end] = fromTo.indices![4] ?? fromTo.indices![3]!;
      return { amount: from, span: [start, end], end: fromTo.index + fromTo[0].length, paysNow: true };
    }
  }
  const announced = NEW_PREMIUM.exec(text);
  if (announced) {
    const amount = francs(announced, 1);
    const [start] = announced.indices![1]!;
    const [, end] = announced.indices![2] ?? announced.indices![1]!;
    // "… au lieu de 389.-": the old amount is blanked with it.
    const old = /^\s*(?:au lieu de|invece di|instead of|statt|anstatt|vs|contre)\s*\d{2,4}(?:[ .]\d{2}(?!\d))?/.exec(text.slice(end));
    if (amount >= 30 && amount <= 1800) return { amount, span: [start, old ? end + old[0].length : end], end: announced.index + announced[0].length, rises: true };
  }
  // "pago 1'880.40 ogni 3 mesi": a quarter's premium, a third of it a month.
  const quarterly = QUARTERLY.exec(text);
  if (quarterly) {
    const amount = francs(quarterly, 1);
    if (amount >= 150 && amount <= 5_000) {
      const [start] = quarterly.indices![1]!;
      const [, end] = quarterly.indices![2] ?? quarterly.indices![1]!;
      return { amount: roundRappen(amount / 3), span: [start, end], end: quarterly.index + quarterly[0].length };
    }
  }
  // Only with words of the premium ("für d Grundversicherig", "bei der CSS"): "ich zahle 3000 pro Jahr" alone may be health costs.
  const yearly = PREMIUM_CONTEXT.test(text) || insurerNamed ? YEARLY.exec(text) : null;
  if (yearly) {
    // The groups of the amount in each of the four forms.
    const figures = [1, 3, 5, 7].find((at) => yearly[at] !== undefined)!;
    const amount = francs(yearly, figures);
    if (amount >= 600 && amount <= 20_000) {
      const [start] = yearly.indices![figures]!;
      const [, end] = yearly.indices![figures + 1] ?? yearly.indices![figures]!;
      return { amount: roundRappen(amount / 12), span: [start, end], end: yearly.index + yearly[0].length, perYear: true };
    }
  }
  for (const pattern of [WITH_MONTH, SLASHED_MONTH, WITH_VERB, BEFORE_VERB, RISES_TO, LISTED]) {
    const match = pattern.exec(text);
    if (!match) continue;
    const amount = francs(match, 1);
    // A single person's monthly premium; larger numbers are years or yearly amounts.
    if (amount < 30 || amount > 1800) continue;
    // Only the figures are the amount: the words around them still say who is paid ("zahle 412.60 bei der Sympany").
    const [start] = match.indices![1]!;
    const [, end] = match.indices![2] ?? match.indices![1]!;
    return { amount, span: [start, end], end: match.index + match[0].length };
  }
  return undefined;
}

/** "502 nicht 520", "403 nöd 430", "sorry 455.60 statt 456": a monthly amount said to replace another (years and deductibles are read elsewhere). */
export type PremiumFix = { from: number; to: number; span: [number, number] };
const FIX = /(?<![\d.])(\d{2,4})(?:[ .](\d{2}))?(?![\d])\s*(?:und )?(?:nicht|nid|nod|nit|statt|anstatt)\s+(\d{2,4})(?:[ .](\d{2}))?(?!\d)/d;

const AGE_BEFORE = /\b(?:bin|bi|bisch|bist|isch|ist|alter|alt|jahrgang|jg|age|ho|j ai|i m|i am)\s*$/;
const AGE_AFTER = /^\s*(?:jahr\w*|johr\w*|ans?\b|anni\b|years?\b|alt\b)/;

export function extractPremiumFix(text: string): PremiumFix | undefined {
  const match = FIX.exec(text);
  if (!match) return undefined;
  const to = francs(match, 1);
  const from = francs(match, 3);
  const amount = (x: number) => x >= 30 && x <= 1800 && !(Number.isInteger(x) && [300, 500, 1000, 1500].includes(x));
  if (!amount(to) || !amount(from)) return undefined;
  // "bin 54 nicht 45", "i bi 38 nöd 83 jahr alt": an age corrected, not an amount.
  if (AGE_BEFORE.test(text.slice(0, match.index)) || AGE_AFTER.test(text.slice(match.index + match[0].length))) return undefined;
  return { from, to, span: [match.index, match.index + match[0].length] };
}
