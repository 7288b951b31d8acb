/**
 * Birth years, ages and deductibles said as Swiss German or German number words, written as
 * figures so the number readers can take them: "jahrgang nünzgi" → "jahrgang 1990",
 * "nünenachtzgi" → "1989", "en achtesibezger" → "1978", "ich bi vierzg jahr alt" → "ich bi 40
 * jahr alt", "franchise füfhundert" → "franchise 500", "zwöitusigföifhundert" → "2500".
 *
 * A tens word ending in -zgi/-zger names a year of the 1900s ("en Nünzger", "Jahrgang sächzgi"),
 * except right after "bin/bi/isch/wird" or before "jahr/alt", where it is an age
 * ("si isch nünzgi worde"). Reads the folded text (lib/domain/message-text).
 */
const UNITS: Record<string, number> = {
  ein: 1, eis: 1, eins: 1, eine: 1, einen: 1,
  zwei: 2, zwoi: 2, zwo: 2, zwoa: 2,
  drei: 3, dru: 3, drui: 3,
  vier: 4, vieri: 4,
  funf: 5, fuf: 5, foif: 5,
  sechs: 6, sachs: 6, sachsi: 6,
  sieben: 7, sibe: 7, siebe: 7, siben: 7,
  acht: 8, achti: 8,
  neun: 9, nun: 9, nuun: 9,
};

const TENS: Record<string, number> = {
  zwanz: 20, dreiss: 30, driss: 30, dris: 30, vierz: 40, funfz: 50, fufz: 50, foifz: 50,
  sechz: 60, sachz: 60, siebz: 70, sibz: 70, sibez: 70, siebez: 70, achtz: 80, achz: 80, neunz: 90, nunz: 90, nuunz: 90,
};

const alternatives = (names: readonly string[]) => [...names].sort((a, b) => b.length - a.length).join("|");
/** unit? connector? tens stem, then "g"/"ig" and an ending: "-zgi", "-zger" (year forms), "-zg", "-zig". */
const NUMBER_WORD = new RegExp(
  `^(?:(${alternatives(Object.keys(UNITS))})(?:und|ond|ne|en|e|a|n)?)?(${alternatives(Object.keys(TENS))})(?:ig|g)(i|er|r|ger)?$`,
);

/** The value of one word ("nunenachtzgi" → 89, "sibezger" → 70). */
function wordValue(word: string): number | undefined {
  // "neunzehnhundertachtzig", "nünzehhundertachtzgi": the century said too.
  const century = /^(?:neunzehn|nunzeh|nunzehn|nunzah|nunzahn|nunza|nunze)hundert(?:und)?(.+)$/.exec(word);
  if (century) {
    const rest = wordValue(century[1]!);
    return rest === undefined ? undefined : 1900 + (rest % 100);
  }
  const match = NUMBER_WORD.exec(word);
  if (!match) return undefined;
  return TENS[match[2]!]! + (match[1] ? UNITS[match[1]]! : 0);
}

const AGE_BEFORE = /\b(?:bin|bi|isch|ish|esch|ist|wird|wirt|wirdt|worde|alter)\s+(?:(?:jetzt|grad|scho|schon|erst|fast|bald|etwa|ca)\s+)?$/;
const AGE_AFTER = /^\s*(?:jahr\w*|johr\w*|alt|worde)\b/;
/** "dreissig Franken", "achtzig Prozent": an amount, not a year. */
const AMOUNT_AFTER = /^\s*(?:franken|fr|chf|stutz|prozent|%|mal|minute\w*|stunde\w*|km|kilo\w*)\b/;

/** Amounts said as words, the deductibles people name ("füfhundert", "zwöitusigföifhundert", "tuusigföifhundert"). */
const HUNDREDS: Record<string, number> = { ein: 1, eis: 1, zwei: 2, zwoi: 2, zwo: 2, zwai: 2, zwee: 2, drei: 3, dru: 3, drie: 3, dri: 3, vier: 4, funf: 5, fuf: 5, foif: 5, sechs: 6, sachs: 6 };
const THOUSAND = "(?:tausend|tusig|tuusig|tusend|tousend)";
const HUNDRED = "(?:hundert|hundet|hunderd)";
const UNIT_WORD = `(${Object.keys(HUNDREDS).sort((a, b) => b.length - a.length).join("|")})`;
/** Thousands, hundreds, then the tens and units ("driehundertsiebezg" 370, "zwöitusigundzwöi" 2002). */
const AMOUNT_WORD = new RegExp(`^(?:${UNIT_WORD}?(?:${THOUSAND}))?(?:und)?(?:${UNIT_WORD}${HUNDRED})?(?:und|e)?([a-z]*)$`);
/** 1500 said as "fünfzehnhundert", "füfzähhundert". */
const FIFTEEN_HUNDRED = /^(?:funfzehn|fufzeh|foifzeh|fufzah|funfzeh)hundert$/;

const HAS_THOUSAND = new RegExp(THOUSAND);
const HAS_HUNDRED = new RegExp(HUNDRED);

function amountValue(word: string): number | undefined {
  if (FIFTEEN_HUNDRED.test(word)) return 1500;
  const match = AMOUNT_WORD.exec(word);
  const thousand = HAS_THOUSAND.test(word);
  if (!match || !(thousand || HAS_HUNDRED.test(word))) return undefined;
  const rest = match[3] ? (UNITS[match[3]] ?? wordValue(match[3])) : 0;
  if (rest === undefined || rest >= 100) return undefined;
  const thousands = thousand ? (match[1] ? HUNDREDS[match[1]]! : 1) : 0;
  const hundreds = match[2] ? HUNDREDS[match[2]]! : 0;
  return thousands * 1000 + hundreds * 100 + rest;
}

/** "zwei tuusig föifhundert": the parts of one amount said apart, joined. */
const SPLIT_THOUSAND = new RegExp(`\\b${UNIT_WORD}\\s+(${THOUSAND})\\s*(?:und\\s+)?((?:${UNIT_WORD})?(?:${HUNDRED})?[a-z]*)\\b`, "g");

export function spokenYears(text: string): string {
  const joined = text.replace(SPLIT_THOUSAND, (_all, unit: string, thousand: string, rest: string) => (rest && amountValue(`${unit}${thousand}${rest}`) !== undefined ? `${unit}${thousand}${rest}` : `${unit}${thousand}${rest ? ` ${rest}` : ""}`));
  return spokenBirthYears(joined).replace(/\b[a-z]{6,}\b/g, (word) => {
    const value = amountValue(word);
    if (value !== undefined) return String(value);
    // "Fünfhunderter-Franchise", "tuusiger Franchise", "en Tausender": the amount as a noun, "500er".
    const noun = /^(.{5,}?)(?:er|i)$/.exec(word)?.[1];
    const nounValue = noun === undefined ? undefined : amountValue(noun);
    return nounValue === undefined ? word : `${nounValue}er`;
  });
}

function spokenBirthYears(text: string): string {
  return text.replace(/\b[a-z]{5,}\b/g, (word, offset: number) => {
    const value = wordValue(word);
    if (value === undefined) return word;
    const before = text.slice(Math.max(0, offset - 25), offset);
    const after = text.slice(offset + word.length, offset + word.length + 12);
    if (AMOUNT_AFTER.test(after)) return String(value);
    if (value >= 1900) return String(value);
    const born = /^\s*(?:gebore\w*|geboren|gebohren|geb)\b/.test(after);
    const age = !born && AGE_AFTER.test(after) || (AGE_BEFORE.test(before) && !/\b(?:jahrgang|jg|gebore\w*|geboren)\b/.test(before));
    return String(age ? value : 1900 + value);
  });
}
