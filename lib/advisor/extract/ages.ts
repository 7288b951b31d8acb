/**
 * Ages said in ways the number readers cannot take, written as birth years before they read the
 * message (folded text, lib/domain/message-text):
 * - a coming birthday: "ich werde im März 40", "i wirde nächschts Johr 30", "werde bald 65". The
 *   calendar year of the birthday is the month's (a month before this one is next year's), the
 *   year's words ("nächstes Jahr", "dieses Jahr"), or else the likelier one: this year while more
 *   than half of it is left, else the next;
 * - "beidi 29", "beide 45": one age for two persons;
 * - "sie isch 52i": the Swiss German age after a verb;
 * - "30-jährig", "e 30-jährigi": the hyphen folded away already, "30 jahrigi" stays for the readers.
 */
/** A year said with two figures ("jg 76", "beidi jg 93"): of this century up to this year's figures, else of the last. */
export const twoDigitYear = (raw: string, currentYear: number): number => {
  const value = Number(raw);
  const century = value <= currentYear % 100 ? 2000 : 1900;
  return century + value;
};

/** The German month names, folded ("märz" → "marz"). */
export const GERMAN_MONTHS = ["januar", "februar", "marz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"];
const MONTH_WORDS: Record<string, number> = {
  ...Object.fromEntries(GERMAN_MONTHS.map((name, index) => [name, index + 1])),
  january: 1, february: 2, march: 3, june: 6, july: 7, october: 10, december: 12,
  jan: 1, jenner: 1, janner: 1, feb: 2, hornig: 2, novamber: 11, dezamber: 12, septamber: 9, auguscht: 8, merz: 3, mrz: 3, apr: 4, aprille: 4, jun: 6, jul: 7, aug: 8, sept: 9, sep: 9, okt: 10, nov: 11, dez: 12,
  janvier: 1, fevrier: 2, mars: 3, avril: 4, juin: 6, juillet: 7, aout: 8, septembre: 9, octobre: 10, novembre: 11, decembre: 12,
  gennaio: 1, febbraio: 2, marzo: 3, aprile: 4, maggio: 5, giugno: 6, luglio: 7, agosto: 8, settembre: 9, ottobre: 10, dicembre: 12,
};
const MONTH = Object.keys(MONTH_WORDS).sort((a, b) => b.length - a.length).join("|");
/** A month's name in the four languages ("28 ottobre", "3 mars": the number before it is a day). */
export const isMonthWord = (word: string | undefined): boolean => word !== undefined && Object.hasOwn(MONTH_WORDS, word);
const NEXT_YEAR = String.raw`n(?:a|o)chst\w*|nachscht\w*|nochscht\w*|kommend\w*`;
const THIS_YEAR = String.raw`dies\w*|dis|da|das|hur|heuer`;
const NEXT_YEAR_WORD = new RegExp(String.raw`\b(?:${NEXT_YEAR})\b`);
const THIS_YEAR_WORD = new RegExp(String.raw`\b(?:${THIS_YEAR})\b`);

/** "ich werde (im März | nächstes Jahr | bald | noch dieses Jahr) 40", "i wirde …", "je vais avoir 40"; without the "ich" at the start of a clause ("8640 Hurden, wird im Februar 67"). */
const COMING_BIRTHDAY = new RegExp(
  String.raw`(?:\b(ich|i|je|io|i ll|i will) |(?:^|(?<=[,;.] |\b(?:und|u) )))(?:werde|wirde|wird|wirdi|wurde|vais avoir|compio|turn|will turn|am turning)((?: (?:im|am|ende|anfang|mitte|en|a|in|bald|demnachst|no|noch|schon|erst|jahr|johr|jor|${MONTH}|${NEXT_YEAR}|${THIS_YEAR}))*) (\d{1,2})i?\b(?!\s*(?:er\b|%|prozent|franke\w*|fr\b|chf|mal\b|uhr))`,
  "g",
);

/**
 * The age before the birthday's date: "j'aurai 19 ans en mars", "il aura 19 ans le 5 janvier", "mio figlio compie 19 anni il 5 gennaio",
 * "she turns 19 in january"; only with the month or the year said (a bare "il a 19 ans" is read as an age elsewhere).
 */
const FUTURE_NEXT_YEAR = String.raw`(?:l an|l annee|l anno|next year|anno) (?:prochain\w*|prossimo|prossim\w*)|(?:el |il )?prossimo anno|next year`;
const COMING_AGE_THEN = new RegExp(
  String.raw`\b(j aurai|aurai|il aura|elle aura|aura|compio|compiro|compie|compira|i ll be|i will be|i ll turn|turns|will turn|he ll be|she ll be) (\d{1,2})(?: (?:ans|anni|years?(?: old)?))?((?: (?:en|au|a|le|il|l|in|on|the|of|nel|mois|de|d|\d{1,2}(?:er|st|nd|rd|th)?|${MONTH}))*(?: (?:${MONTH})| (?:${FUTURE_NEXT_YEAR})))\b(?! \d{4})`,
  "g",
);
const FIRST_PERSON_COMING = /^(?:j aurai|aurai|compio|compiro|i ll be|i will be|i ll turn)$/;

function comingBirthYear(when: string, age: number, currentYear: number, currentMonth: number): number {
  const month = when.split(" ").map((word) => MONTH_WORDS[word]).find((value) => value !== undefined);
  if (NEXT_YEAR_WORD.test(when)) return currentYear + 1 - age;
  if (month !== undefined) return (month < currentMonth ? currentYear + 1 : currentYear) - age;
  if (THIS_YEAR_WORD.test(when)) return currentYear - age;
  return (currentMonth <= 6 ? currentYear : currentYear + 1) - age;
}

/** Words of a birth gone by: "née le 12 octobre", "il 2 novembre è nato", "am 4. November es Meitli becho". */
const BORN = String.raw`(?:ne|nee|nes|nees|nata|nato|nati|nate|born|geboren|gebore|geb|becho|bcho|ubercho|uberchoo|ubercho+|zur welt|uf d walt|auf die welt|venu au monde|venuto al mondo|venuta al mondo|arrive|arrivee|arrivata|arrivato)`;
const DAY_MONTH = String.raw`(\d{1,2})(?:er|st|nd|rd|th)? (${MONTH})\b(?! \d{2,4}\b)`;
const BORN_ON_DAY = new RegExp(String.raw`\b(${BORN}(?: \w+){0,3}) ${DAY_MONTH}`, "g");
/** The child after the words of birth ("è nato nostro figlio Elia"): the year goes after it, where the household reader looks. */
const CHILD_AFTER = String.raw`((?: (?:nostro|nostra|il|la|mio|mia|our|my|a|notre|mon|ma|un|une|unser\w*|use|euse|es|en|e|s|de|dr|d))? (?:figli\w*|bambin\w*|bimb\w*|son|daughter|baby|boy|girl|fils|fille|garcon|bebe|sohn|tochter|meitli|maitli|bueb|buebli|chind|kind)(?: (?!(?:und|et|e|and|u|a|in|im|nel|en|a)\b)[a-z]{2,})?)?`;
/** "è nata a settembre", "née en octobre", "im Oktober uf d Wält cho": a birth in a month without a day or a year. */
const BORN_IN_MONTH = new RegExp(String.raw`\b(${BORN}(?: \w+){0,2}) (?:a|en|in|im|i|am|on|au mois d|nel mese di|nel) (${MONTH})\b(?! \d)`, "g");
const MONTH_BORN = new RegExp(String.raw`\b(?:im|in|en|a) (${MONTH})((?: \w+){0,4} ${BORN})\b(?! \d)`, "g");
const DAY_BORN = new RegExp(String.raw`\b${DAY_MONTH}((?: \w+){0,4} ${BORN})${CHILD_AFTER}\b`, "g");

/** The year of a birth on a day and month without a year: this year's, unless the month is still to come (then last year's). */
const birthDayYear = (month: string, currentYear: number, currentMonth: number) => ((MONTH_WORDS[month] ?? 1) > currentMonth ? currentYear - 1 : currentYear);

export function agesAsBirthYears(text: string, currentYear: number, currentMonth: number): string {
  const year = (age: string) => String(currentYear - Number(age));
  return text
    .replace(BORN_ON_DAY, (_, born: string, day: string, month: string) => `${born} ${day} ${month} ${birthDayYear(month, currentYear, currentMonth)}`)
    .replace(BORN_IN_MONTH, (_, born: string, month: string) => `${born} ${month} ${birthDayYear(month, currentYear, currentMonth)}`)
    .replace(MONTH_BORN, (whole, month: string, rest: string) => (/\d/.test(rest) ? whole : `${month} ${birthDayYear(month, currentYear, currentMonth)}${rest}`))
    .replace(DAY_BORN, (_, day: string, month: string, rest: string, child: string | undefined) =>
      child ? `${day} ${month}${rest}${child} ${birthDayYear(month, currentYear, currentMonth)}` : `${day} ${month} ${birthDayYear(month, currentYear, currentMonth)}${rest}`,
    )
    .replace(COMING_AGE_THEN, (_, verb: string, age: string, when: string) => {
      const born = comingBirthYear(new RegExp(FUTURE_NEXT_YEAR).test(when) ? "nachstes" : when.trim(), Number(age), currentYear, currentMonth);
      return FIRST_PERSON_COMING.test(verb) ? `ich bin jahrgang ${born}` : `jahrgang ${born}`;
    })
    .replace(COMING_BIRTHDAY, (_, who: string | undefined, when: string, age: string) => `${who === undefined || who === "i ll" ? "ich" : who} bin jahrgang ${comingBirthYear(when, Number(age), currentYear, currentMonth)}`)
    // "mir sind beidi jg 93": one birth year for two persons.
    .replace(/\b(beide|beidi|beid|both) ((?:sind|si|sin|isch|are) )?(?:jg|jahrgang|jahrg) (\d{2}|\d{4})\b/g, (_, both: string, verb: string | undefined, born: string) =>
      `${both} ${verb ?? ""}${born.length === 4 ? born : twoDigitYear(born, currentYear)}`,
    )
    .replace(/\b(beide|beidi|beid|both) ((?:sind|si|sin|isch|are) )?(\d{2})\b(?!\s*(?:er\b|%|prozent|franke\w*|fr\b|chf|mal\b|jahre|jahrig|johr|jahr|ans|anni|years))/g, (_, both: string, verb: string | undefined, age: string) =>
      Number(age) >= 16 ? `${both} ${verb ?? ""}${year(age)}` : `${both} ${verb ?? ""}${age}`,
    )
    // "sie isch 52i" (after a verb: "en 95i jahrgang" is a year class, read elsewhere)
    .replace(/\b(isch|ist|esch|bin|bi|bisch|wird|wirt|sind|si|sin)\s+(\d{2})i\b(?!\s*(?:jahrgang|jg|jahrg|er\b))/g, (whole, verb: string, age: string) => (Number(age) >= 16 ? `${verb} ${year(age)}` : whole));
}

const SMALL_NUMBERS: Record<string, number> = {
  eins: 1, ein: 1, eis: 1, zwei: 2, zwoi: 2, zwai: 2, drei: 3, dru: 3, vier: 4, funf: 5, foif: 5, fuf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  uno: 1, due: 2, du: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10,
  one: 1, two: 2, three: 3, four: 4, five: 5, seven: 7, eight: 8, nine: 9, ten: 10,
};
/**
 * "si isch zwöi jahr jünger", "elle a trois ans de plus", "è due anni più giovane", "he's two years older": another person's age
 * against the writer's, written as that person's birth year so the household reader takes it ("si isch 1962").
 */
const RELATIVE_AGE = new RegExp(
  String.raw`\b(\d{1,2}|${Object.keys(SMALL_NUMBERS).join("|")}) (?:jahre?|johr|jahr|ans?|anni|anno|years?) (?:(jung\w*|jing\w*|de moins|plus jeune|piu giovane|di meno|in meno|younger)|(alt\w*|elt\w*|de plus|plus age\w*|plus vieux|plus vieille|piu grande|piu vecchi\w*|di piu|in piu|older))\b`,
  "g",
);
export const withRelativeAges = (text: string, ownYear: number) =>
  text.replace(RELATIVE_AGE, (whole, count: string, younger: string | undefined) => {
    const years = /^\d+$/.test(count) ? Number(count) : SMALL_NUMBERS[count];
    return years === undefined || years > 30 ? whole : String(younger ? ownYear + years : ownYear - years);
  });
