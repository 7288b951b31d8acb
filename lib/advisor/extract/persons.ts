import { ADULT_FRANCHISES, CHILD_FRANCHISES } from "@/lib/domain/franchise";
import { RETIRED } from "./accident";
import { isMonthWord } from "./ages";
/**
 * The persons of a household named in one message: "mein Mann und ich (1979, 1981) und unsere
 * Tochter 2014", "ich 1985, meine Frau 1987, Kinder 2016 und 2019", "meine Frau und ich, beide
 * Jahrgang 1970", "3 Personen: 1982, 1984, 2015". Role words wait for the next year(s); a plural
 * ("Kinder") takes every following year; "beide" gives one year to each waiting role. A person
 * without a role word who is a minor in the tariff year is a child (Art. 61 Abs. 3 KVG).
 */
export type Role = "self" | "partner" | "child";
/** `franchise`: a deductible said right after the person's year ("Papi 1974 Franchise 2500", "ich (1982, Franchise 1500)"). */
export type Person = { birthYear: number; role?: Role; franchise?: number };

/** A partner, in the four languages ("ma" is one only as Swiss "min ma": see roleAt). */
export const PARTNER_WORDS = String.raw`mann|maa|frau|frou|froueli|fraueli|frauli|mannli|schatz|liebste\w*|partner\w*|freund\w*|frund\w*|ehemann|ehefrau|gatte|gattin|ehepartner\w*|lebenspartner\w*|mari|om|omm|femme|epoux|epouse|conjoint\w*|compagn\w*|copain|copine|marito|moglie|miee|dona|sciura|ragazzo|ragazza|fidanzat[oa]|wife|husband|spouse|girlfriend|boyfriend|gf|bf|hubby|wifey`;

/** Words for twins (and triplets): the one year said after them is two (three) children's. */
const TWINS = /^(?:gemelli|gemelle|jumeaux|jumelles|twins|zwill?ing\w*|zwillig\w*)$/;
// German, Swiss German, French and Italian; "mir" (Swiss "we") is no one person.
const ROLE_WORDS: readonly [RegExp, Role, boolean][] = [
  [/^(?:ich|i|ig|mich|mi|moi|io|me|myself)$/, "self", false],
  [new RegExp(`^(?:ma|${PARTNER_WORDS})$`), "partner", false],
  [/^(?:tochter|sohn|suhn|kind|baby|bebe|bub|bueb|giel|meitli|maitli|chlii|chliini|chliine|junge|madchen|tochterchen|fils|fille|enfant|ado|teen|teenager|adolescente?|figlio|figlia|tusa|tosa|tusan|fioeu|bambin[oa]|bimb[oa]|piccol[oa]|neonat[oa]|petite|son|daughter|child|newborn|kid|kiddo|kiddie|toddler|gemeinsam\w*|jungst\w*|grosse|grossi|kleine|kleini|chlini|chline|altest\w*|eltist\w*|mittler\w*|altere|alteri|jungere|jungeri|jungeren|alteren|grosschind|grosskind|enkel|enkelin|enkelkind|grandchild|grandson|granddaughter|nipote|nipotino|nipotina)$/, "child", false],
  [/^(?:kinder|tochtern|tochtere|sohne|kids|chind|chinde|chindli|goofe|goofen|buben|bube|giele|meitlis|enfants|ados|adolescents|teens|teenagers|adolescenti|filles|figli|figlie|bambini|bimbi|bimbe|ching|chinder|petits|petites|gamins|gamines|gosses|piccoli|piccole|ragazzi|ragazze|little ones|children|sons|daughters|boys|girls)$/, "child", true],
  [TWINS, "child", true],
];
/** "i gemelli nati il 3 novembre 2026", "im oktober 2026 zwillinge übercho" (the year written in by the age reader): the twins' year, after their birth date or before the word. */
function twinsBorn(words: readonly string[], index: number): boolean {
  if (isMonthWord(words[index - 1]) && TWINS.test(words[index + 1] ?? "")) return true;
  for (let back = 1; back <= 6; back += 1) {
    const word = words[index - back] ?? "";
    if (TWINS.test(word)) return true;
    if (!(isMonthWord(word) || /^\d{1,2}$/.test(word) || /^(?:nati|nate|nes|nees|ne|nee|born|gebore|geboren|ubercho|becho|il|le|am|on|the|of)$/.test(word))) return false;
  }
  return false;
}
/** A word that is a four-digit year of the 1900s or 2000s. */
export const YEAR = /^(?:19|20)\d{2}$/;
const PRICE_CONTEXT = /^(?:kostet|kosten|koste|chostet|chostets|pramie\w*|tarif\w*|alles|zahle\w*|zahlt|fur|prix|primes?|premi|totale?|totali|gesamt\w*|insgesamt|somma|somme)$/;
/** Words that say several persons are meant. */
export const HOUSEHOLD = /\b(?:wir|uns|unsere?\w*|familie|famille|nous|beide|beidi|personen|ehepaar|(?:mir|mer) (?:sind|si|sin|sii) (?:zwei|zwoi|zwoo|drei|drii|vier|viir|funf|foif|\d)|(?:mir|mer|wir) (?:zwei|zwoi|zwoo|zwe|drei|drii|vier|viir))\b/;
/**
 * The person a word of the message names, if any (also read for deductibles per person).
 * "ma" is a partner only as "min ma"/"mi ma" (Swiss), never the French article.
 */
export function roleAt(words: readonly string[], index: number): { role: Role; plural: boolean } | undefined {
  const word = words[index]!;
  if (word === "ma" && !/^(?:min|mi|mim)$/.test(words[index - 1] ?? "")) return undefined;
  // "üse chli 2021", "pour le grand", "il grande del 2008": the little one and the eldest, after an article or a possessive ("chli" alone is "a little").
  if (/^(?:chli|grand|grande|grands|grandes|petit)$/.test(word)) {
    if (!/^(?:use|euse|eusi|unse|unser|de|dr|di|s|le|la|les|l|notre|nos|mon|ma|mes|il|i|nostro|mio)$/.test(words[index - 1] ?? "")) return undefined;
    return { role: "child", plural: word.endsWith("s") };
  }
  // "mi Frau", "min Maa": "mi"/"min" before a person is "my", not the writer.
  // Italian "i bambini", "i figli": the article.
  // Ticinese "la mè miee" (my wife): "me" before a person too.
  if (/^(?:mi|min|mini|i|me)$/.test(word) && ROLE_WORDS.slice(1).some(([pattern]) => pattern.test(words[index + 1] ?? ""))) return undefined;
  // "i miei due figli", "i nostri bambini": the Italian article before a possessive or a count.
  if (word === "i" && /^(?:miei|mie|nostri|nostre|suoi|sue|loro|due|tre|quattro|\d)$/.test(words[index + 1] ?? "")) return undefined;
  // "ich bi 1991, sie 1993": he or she after the writer's own year is the partner.
  // "ich 70, sie 67": also before two digits.
  // "mir si beidi 1990": "si" before "both" is the verb ("are"), not "she".
  if (/^(?:sie|si|er|ar|elle|lui|lei|she|he|her|him)$/.test(word) && !/^(?:beidi|beide|beid|both|alli|alle|zwei|zwoi)$/.test(words[index + 1] ?? "") && [words[index + 1], words[index + 2]].some((next) => YEAR.test(next ?? "") || /^\d\d$/.test(next ?? "")) && words.slice(0, index).some((w) => /^(?:ich|i|ig|moi|io|me)$/.test(w)) && !namedBefore(words, index, "child")) return { role: "partner", plural: false };
  const found = ROLE_WORDS.find(([pattern]) => pattern.test(word));
  return found ? { role: found[1], plural: found[2] } : undefined;
}

const DEDUCTIBLES = new Set<number>([...ADULT_FRANCHISES, ...CHILD_FRANCHISES]);

/** "1974 Franchise 2500", "1982 mit 1500er Franchise": the deductible right after a person's year. */
function ownFranchise(words: readonly string[], index: number): number | undefined {
  const next = words.slice(index + 1, index + 4);
  // "1974 Franchise 2500", "1976 mit Franchise 2500", "1982 mit 1500er Franchise".
  const at = /^franchise\w*$/.test(next[0] ?? "") ? 1 : next[0] === "mit" && /^franchise\w*$/.test(next[1] ?? "") ? 2 : next[0] === "mit" && /^franchise\w*$/.test(next[2] ?? "") ? 1 : -1;
  const amount = at >= 0 ? /^(\d+)(?:er)?$/.exec(next[at] ?? "") : null;
  // "… 2019. Franchise 2500 für üs": an amount said for others ("für uns", "für d Eltern") is not this person's.
  if (FOR_OTHERS.test(words.slice(index + 1 + at + 1, index + 1 + at + 3).join(" "))) return undefined;
  return amount && DEDUCTIBLES.has(Number(amount[1])) ? Number(amount[1]) : undefined;
}

const FOR_OTHERS = /^(?:fur|pour|per|for) (?:us|uns|eus|ois|mir|wir|alle|beide|beidi|d|die|de|den|les|gli|the|erwachsen\w*|eltern|eltere|kinder|chind)\b/;

const YEAR_FILLER = /^(?:isch|ist|esch|jg|jahrgang|vo|von|gebore|geboren|isch vo|del|dell|della|dal|nel|classe)$/;
/** "ma femme ? elle est de 81", "mini Frau, si isch vo 79", "mia moglie, lei è del 81": a pronoun and year words between a person and the two digits of their year. */
const YEAR_CHAIN = /^(?:selber|selbst|salber|sebr|meme|stesso|stessa|myself|elle|sie|si|lei|she|il|er|ar|lui|he|est|isch|ist|esch|e|is|was|de|del|dell|della|dal|vo|von|du|nel|ne|nee|nata|nato|born|in|jg|jahrgang|gebore|geboren|gibore|classe|sono|sun|so|l|a)$/;
/** Two digits whose one to three words before are year words after a person (see YEAR_CHAIN). */
function afterPersonChain(words: readonly string[], index: number): boolean {
  for (let gap = 1; gap <= 3; gap++) {
    if (!YEAR_CHAIN.test(words[index - gap] ?? "")) return false;
    if (gap >= 2 && roleAt(words, index - gap - 1)) return true;
  }
  return false;
}
/** "who's 19", "qui a 19 ans", "che ha 19 anni", "wo isch 19": a relative clause between a person and their age. */
const AGE_FILLER = /^(?:who s|who is|qui a|qui aura|che ha|che fa|wo isch|wo ist|die ist|der ist|wo wird|who will|who turns|qui fait|she s|she is|he s|he is|elle a|il a|lei ha|lui ha)$/;

/** A two-digit year: a child's in this century, an adult's in the last one unless they would be under 16. */
function expandYear(value: number, role: Role, tariffYear: number): number {
  const recent = 2000 + value;
  if (recent > tariffYear) return 1900 + value;
  return role === "child" || recent <= tariffYear - 16 ? recent : 1900 + value;
}

/**
 * Ages said instead of years, written as birth years (this calendar year minus the age):
 * "ein Kind von 6 Jahren", "de Bueb isch 9 Johr alt", "zwei Erwachsene (41 und 39)".
 */
function agesAsYears(text: string, currentYear: number): string {
  const year = (age: string) => String(currentYear - Number(age));
  return text
    // "Kinder von 10 und 7 Jahren": every age of the list.
    .replace(/\b(\d{1,2})((?:\s*(?:,|und|u|et|e|and|&)\s*\d{1,2}\b)*) ?(?:jahre|jahren|jahrig\w*|johrig\w*|johr|johre|jahr|j|ans|anni|years?(?: old)?|yrs?|yo)\b(?: alt\b)?/g, (_, first: string, rest: string) =>
      [first, ...(rest.match(/\d{1,2}/g) ?? [])].map(year).join(" und "),
    )
    // "ich bin 38, mein Mann 40 Jahre alt", "bi 41 und ha drü Chind", "I'm 38": the writer's own age.
    .replace(/(?:\b(ich|i) (bin|bi)|^(bin|bi)|\b(i) (am|m)) (\d{1,2})\b(?!\s*(?:er\b|%|prozent|franke\w*|fr\b|chf|mal\b))/g, (_, who: string | undefined, verb: string | undefined, alone: string | undefined, english: string | undefined, englishVerb: string | undefined, age: string) =>
      `${who ?? english ?? "ich"} ${verb ?? alone ?? englishVerb} ${year(age)}`)
    // "3 kids (9, 6 und 1)", "d Chind 12 u 9": two or more ages after the children (one number could be their deductible).
    .replace(/\b(kinder|kids|chind|chinde|goofe|enfants|figli|bambini|children)\s*(?:(?:sind|si|sin|sii|isch|are|sont|ont|sono|hanno)\s+)?(?:,|:|aged?|ages|ag[eé]s|von|vo|de|di|of)?\s*\(?\s*(\d{1,2})((?:\s*(?:,|und|u|&|et|e|and)\s*\d{1,2}\b)+)(?!\s*(?:er\b|franchise|fr\b|chf|franken|jahre|johr))/g, (_, word: string, first: string, rest: string) => {
      const ages = [first, ...(rest.match(/\d{1,2}/g) ?? [])];
      return ages.every((age) => Number(age) <= 25) ? `${word} ${ages.map(year).join(" und ")}` : `${word} ${first}${rest}`;
    })
    .replace(/\b(erwachsen\w*|erwachsni|erwachsne|eltern|eltere)\s*\(?\s*(\d{1,2})\b((?:\s*(?:,|und|u|&)\s*\d{1,2}\b)*)(?:\s*\))?/g, (_, word: string, first: string, rest: string) =>
      `${word} ${[first, ...(rest.match(/\d{1,2}/g) ?? [])].map(year).join(" und ")}`,
    );
}

/** Words that say the numbers are birth years ("Jg", "né en", "nato nel", "born"). */
const YEAR_SAID = /\b(?:jg|jahrgang|jahrg|jahrgange|geboren|gebore|geb|ne|nee|nes|nees|nato|nata|nati|born|classe)\b/;
/** Words that say the numbers are ages ("38 Jahre", "42 ans", "45 anni", "aged 4", "alt"). */
const AGE_SAID = /\b(?:she|he) (?:s|is) \d{1,2}\b|\b(?:elle|il) a \d{1,2}\b|\b(?:lei|lui) ha \d{1,2}\b|\b\d{1,2} ?(?:jahre|jahren|jahrig\w*|johr\w*|jahr|ans|anni|years?|yrs?|yo)\b|\b(?:alt|aged?|ages|eta|age)\b|\b(?:ich|i) (?:bin|bi) \d{1,2}\b|^(?:bin|bi) \d{1,2}\b|\bi (?:am|m) \d{1,2}\b|\bj ai \d{1,2}\b|\bho \d{1,2}\b/;
/** Retired, or drawing the old-age pension ("AHV", "AVS"). */
const RETIRED_OR_PENSION = new RegExp(`${RETIRED.source}|\\b(?:ahv|avs)\\b`);

/**
 * The household named in a message. Two digits right after a person ("min Maa 77", "ma femme 40") are
 * a birth year unless the message says ages: an age said in the message ("ich bin 38", "42 ans"), no
 * year word, and either retirement said with numbers of 60 and more, or parents and children whose
 * years as birth years would be no family (a parent 60 years older than the child) while as ages they are.
 */
export function extractPersons(input: string, tariffYear: number, currentYear = tariffYear - 1): Person[] {
  const text = agesAsYears(input, currentYear);
  const all = text.replace(/[,;:!?()]/g, " ").split(/\s+/).filter(Boolean);
  // Someone other than the writer must be named (a partner, a child) or a household word said.
  const others = all.some((_, index) => (roleAt(all, index)?.role ?? "self") !== "self");
  if (!others && !HOUSEHOLD.test(text)) return [];
  const asYears = withTwins(all, readPersons(all, tariffYear, (value, role) => expandYear(value, role, tariffYear)));
  if (!asYears.bare) return asYears.persons;
  if (YEAR_SAID.test(input) && !AGE_SAID.test(input)) return asYears.persons;
  const asAges = readPersons(all, tariffYear, (value) => currentYear - value);
  const retired = RETIRED_OR_PENSION.test(input) && asAges.persons.some((person) => currentYear - person.birthYear >= 60);
  return AGE_SAID.test(input) || retired || (!familyPlausible(asYears.persons) && familyPlausible(asAges.persons)) ? asAges.persons : asYears.persons;
}

const TRIPLETS = /^(?:drillinge|triples|triplets|tripletta)$/;

/** "nos jumeaux de 2016": the children's year said once stands for both (three for triplets), where one child has it. */
function withTwins(words: readonly string[], read: { persons: Person[]; bare: boolean }): { persons: Person[]; bare: boolean } {
  const at = words.findIndex((word) => TWINS.test(word) || TRIPLETS.test(word));
  if (at < 0) return read;
  const count = TRIPLETS.test(words[at]!) ? 3 : 2;
  const said = words.slice(at + 1, at + 4).find((word) => YEAR.test(word));
  const same = read.persons.filter((person) => person.role === "child" && person.birthYear === Number(said));
  if (said === undefined || same.length !== 1) return read;
  const extra = Array.from({ length: count - 1 }, () => ({ ...same[0]! }));
  return { ...read, persons: [...read.persons, ...extra] };
}

/** Parents and children a family can be: each child born when the youngest adult was 15 to 55. */
function familyPlausible(persons: readonly Person[]): boolean {
  const adults = persons.filter((person) => person.role === "self" || person.role === "partner");
  const children = persons.filter((person) => person.role === "child");
  if (!adults.length || !children.length) return true;
  const youngest = Math.max(...adults.map((person) => person.birthYear));
  const oldest = Math.min(...adults.map((person) => person.birthYear));
  return children.every((child) => child.birthYear - youngest >= 15 && child.birthYear - oldest <= 55);
}

/** Words before a year that are no first name ("wird sie 2027", "seit 2012", "en 2016"). */
const NOT_A_NAME = /^(?:en|in|im|i|seit|sit|ab|bis|von|vo|vom|de|du|des|dal|del|nel|da|since|from|until|to|for|pour|per|fur|jahr|johr|annee|anno|year|wird|werden|isch|ist|est|e|is|sie|si|er|elle|il|lei|lui|he|she|they|und|u|et|and|oder|ou|o|or|franchise\w*|franchigia|deductible)$/;

/** How a list of persons with years goes on to a named one: "… 2012 et Tom", "… 2014 und de Jan", "… 1984, Léa" (numbers.ts reads the same). */
export const LIST_AND = "et|und|u|e|and|&";
export const NAME_ARTICLE = "d|de|dr|s|la|le|il|the";
export const FIRST_NAME = "[a-zäöüéèàç]{2,}";
const IS_LIST_AND = new RegExp(`^(?:${LIST_AND})$`);
const IS_NAME_ARTICLE = new RegExp(`^(?:${NAME_ARTICLE})$`);
const IS_FIRST_NAME = new RegExp(`^${FIRST_NAME}$`);

/** "… moi 1984 lea 2012", "… 2012 et tom 2016": the word before the year (or before its "de") is a name ending a list of persons with years. */
function namedInList(words: readonly string[], index: number): boolean {
  // "… 1981, Lou de 2014 et Tim de 2018", "Giulia del 2015": "de" between the name and its year.
  const of = /^(?:de|del|di|dal|vo|vom|von|of)$/.test(words[index - 1] ?? "") ? 1 : 0;
  const name = words[index - 1 - of] ?? "";
  if (!IS_FIRST_NAME.test(name) || NOT_A_NAME.test(name)) return false;
  // "d Lina", "de Jan", "la petite": an article before the name.
  const at = IS_NAME_ARTICLE.test(words[index - 2 - of] ?? "") ? index - 3 - of : index - 2 - of;
  const before = words[at] ?? "";
  return YEAR.test(before) || (IS_LIST_AND.test(before) && YEAR.test(words[at - 1] ?? ""));
}

/** Whether a person of `role` is named before `index` ("ma fille …, moi 1978 elle 2008": "elle" is the daughter). */
function namedBefore(words: readonly string[], index: number, role: Role): boolean {
  return words.slice(0, index).some((_, at) => roleAt(words, at)?.role === role);
}

/** "1980 und 1982", "2012, 2014": the year at `index` is followed by another year of the list. */
function startsYearList(words: readonly string[], index: number): boolean {
  const next = words[index + 1] ?? "";
  return YEAR.test(next) || (/^(?:und|u|et|e|and|&)$/.test(next) && YEAR.test(words[index + 2] ?? ""));
}

/** The waiting person named right before the year at `index` (its role word, or it and "de"/"vo"/"del"), -1 if none. */
function adjacentWaiting(words: readonly string[], index: number, waiting: readonly { role: Role; plural: boolean }[]): number {
  const of = /^(?:de|del|dal|vo|vom|von|jg)$/.test(words[index - 1] ?? "") ? 1 : 0;
  const named = roleAt(words, index - 1 - of);
  if (!named || named.plural) return -1;
  for (let at = waiting.length - 1; at >= 0; at--) if (waiting[at]!.role === named.role && !waiting[at]!.plural) return at;
  return -1;
}

/** The persons of the words, reading two digits right after a person by `bareYear`; `bare` says whether any was. */
function readPersons(words: readonly string[], tariffYear: number, bareYear: (value: number, role: Role) => number): { persons: Person[]; bare: boolean } {
  const persons: Person[] = [];
  let waiting: { role: Role; plural: boolean }[] = [];
  let plural: Role | undefined;
  let roles = false;
  let pluralYears = 0;
  let bare = false;
  for (const [index, raw] of words.entries()) {
    // "min Maa 77", "mini Frau isch 87": two digits right after a person (or after "isch"/"jg" behind one) are a birth year (or an age, see above).
    // "si isch e 49er, i e 47er": a two-digit year as a noun is a birth year whoever it follows.
    const yearNoun = /^(\d\d)er$/.exec(raw);
    // "my son who's 19", "mon fils qui a 19", "mio figlio che ha 19": two filler words between.
    // "il nostro bimbo nato il 28 ottobre": a day before a month's name is no year.
    const afterPerson =
      /^\d\d$/.test(raw) &&
      !isMonthWord(words[index + 1]) &&
      waiting.length > 0 &&
      (roleAt(words, index - 1) || (YEAR_FILLER.test(words[index - 1] ?? "") && roleAt(words, index - 2)) || (AGE_FILLER.test(`${words[index - 2] ?? ""} ${words[index - 1] ?? ""}`) && roleAt(words, index - 3)) || afterPersonChain(words, index));
    if (afterPerson) bare = true;
    const word = yearNoun && waiting.length > 0 ? String(expandYear(Number(yearNoun[1]), waiting[0]!.role, tariffYear)) : afterPerson ? String(bareYear(Number(raw), waiting[0]!.role)) : raw;
    const roleWord = roleAt(words, index);
    if (roleWord) {
      roles = true;
      // "ich brauche was für mich und …": the writer once; "mini Frau und ich …, ich 70, sie 67": named again, the writer's number comes next.
      const again = roleWord.role === "self" ? waiting.findIndex((entry) => entry.role === "self") : -1;
      if (again >= 0) {
        waiting.unshift(...waiting.splice(again, 1));
        continue;
      }
      waiting.push(roleWord);
      plural = undefined;
      continue;
    }
    if (!YEAR.test(word)) {
      // "d Chind 2011, 2014, wohne in …": the list of the children's years ends at another word.
      // "nati nel 2016 e nel 2020", "nés en 2012 et en 2015": the year's preposition again after the "and".
      const yearAgain = /^(?:nel|en|in|im|del|dal|de|du|vo|vom|von|of)$/.test(word) && /^(?:und|u|and|et|e)$/.test(words[index - 1] ?? "");
      if (plural && pluralYears > 0 && !yearAgain && !/^(?:und|u|and|et|e|sowie|-|–)$/.test(word)) plural = undefined;
      continue;
    }
    // "Franchise Eltern 2000": an amount after deductible words is no person; "both 2000 deductible" neither.
    if (words.slice(Math.max(0, index - 2), index).some((w) => /^franchise\w*$/.test(w)) || (DEDUCTIBLES.has(Number(word)) && /^(?:franchise\w*|franchigia|deductible|excess)$/.test(words[index + 1] ?? ""))) continue;
    const year = Number(word);
    if (year < 1900 || year > tariffYear) continue;
    // "was kostet uns das alles 2027": a tariff year after price words is no person.
    if (year >= tariffYear - 1 && words.slice(Math.max(0, index - 3), index).some((w) => PRICE_CONTEXT.test(w))) continue;
    if (/^(?:beide|beidi|beid|both|tous deux|entrambi)$/.test(words[index - 1] ?? "") || /^(?:beide|beidi|beid)$/.test(words[index - 2] ?? "")) {
      const both: { role?: Role }[] = waiting.length ? waiting : [{}, {}];
      for (const entry of both) persons.push({ birthYear: year, ...(entry.role ? { role: entry.role } : {}) });
      waiting = [];
      continue;
    }
    // "Zwillinge 2020": two children of the year.
    // "zwiling vo 2022", "des jumeaux de 2019", "gemelli del 2020": the word between them too.
    const twinsBefore = (word: string | undefined) => TWINS.test(word ?? "");
    if (twinsBefore(words[index - 1]) || (/^(?:vo|von|vom|de|du|del|dal|of|from|in|en|nel|born|nes|nati|gebore|geboren|jahrgang|jg)$/.test(words[index - 1] ?? "") && twinsBefore(words[index - 2])) || twinsBorn(words, index)) {
      persons.push({ birthYear: year, role: "child" }, { birthYear: year, role: "child" });
      // The word "twins" named the two children: it waits for no other year.
      const twinsWord = waiting.findIndex((entry) => entry.role === "child" && entry.plural);
      if (twinsWord >= 0) waiting.splice(twinsWord, 1);
      roles = true;
      continue;
    }
    // "ich bin alleinerziehend mit drei Kindern, die Grosse ist 2010 geboren": a minor is one of the children waiting, not the writer or a partner.
    const minorFor = tariffYear - year < 18 && waiting[0] && waiting[0].role !== "child" ? waiting.findIndex((entry) => entry.role === "child") : -1;
    // "ich bi alleierziehend mit zwei chind (2015 und 2019), ich selber jg 89": a minor's year that goes on the children's list is a child's, not the writer's waiting.
    if (minorFor < 0 && tariffYear - year < 18 && plural === "child" && pluralYears > 0 && waiting[0] && waiting[0].role !== "child") {
      persons.push({ birthYear: year, role: "child" });
      pluralYears += 1;
      continue;
    }
    // "seule avec ma fille, moi 1978 elle 2008": a person right before a year that starts no list of years is the one of that year.
    const adjacent = minorFor < 0 && waiting.length >= 2 && !startsYearList(words, index) ? adjacentWaiting(words, index, waiting) : -1;
    // "mir hei es baby übercho. i bi 1992, mini frou 1994": a year of an adult (26 or more) is the writer or a partner waiting, not the child named first.
    const adultFor = minorFor < 0 && adjacent < 0 && tariffYear - year >= 26 && waiting[0]?.role === "child" ? waiting.findIndex((entry) => entry.role !== "child") : -1;
    const next = minorFor > 0 ? waiting.splice(minorFor, 1)[0] : adjacent > 0 ? waiting.splice(adjacent, 1)[0] : adultFor > 0 ? waiting.splice(adultFor, 1)[0] : waiting.shift();
    if (next?.plural) {
      plural = next.role;
      pluralYears = 0;
    }
    if (!next || next.plural) pluralYears += 1;
    const role = next?.role ?? plural;
    // "mon mari 1982, moi 1984, Léa 2012 et Tom 2016": a first name with a year of under 26, in the list of the persons, is a child.
    if (!role && roles && tariffYear - year < 26 && namedInList(words, index)) {
      persons.push({ birthYear: year, role: "child" });
      continue;
    }
    // Once persons are named by role, a year without one is no person ("wird sie 2027 teurer?").
    if (!role && roles) continue;
    // "Sie möchte Franchise 500, ich 2000": the writer is one person; a second number after "ich" is their deductible.
    if (role === "self" && persons.some((person) => person.role === "self")) continue;
    const own = ownFranchise(words, index);
    persons.push({ birthYear: year, ...(role ? { role } : {}), ...(own !== undefined ? { franchise: own } : {}) });
  }
  const withRoles = persons.map((person) => (person.role || tariffYear - person.birthYear > 18 ? person : { ...person, role: "child" as const }));
  // "bi alleierziehend (1988) mit drü chind: 2012, 2014, 2019": the one adult without a role beside children is the writer.
  const unnamed = withRoles.filter((person) => !person.role);
  if (unnamed.length === 1 && withRoles.some((person) => person.role === "child") && !withRoles.some((person) => person.role === "self")) {
    return { persons: withRoles.map((person) => (person.role ? person : { ...person, role: "self" as const })), bare };
  }
  // "mir zwei sind beidi Jahrgang 1995": two adults named without a role are the writer and a partner.
  const adults = withRoles.filter((person) => person.role !== "child");
  if (adults.length === 2 && adults.every((person) => !person.role)) {
    let next: Role = "self";
    const named = withRoles.map((person) => {
      if (person.role) return person;
      const role = next;
      next = "partner";
      return { ...person, role };
    });
    return { persons: named, bare };
  }
  return { persons: withRoles, bare };
}
