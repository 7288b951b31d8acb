import { ADULT_FRANCHISES, CHILD_FRANCHISES } from "@/lib/domain/franchise";
import { after, before, numberTokens, type NumberToken } from "@/lib/domain/message-text";
import { twoDigitYear } from "./ages";
import { FIRST_NAME, LIST_AND, NAME_ARTICLE, roleAt } from "./persons";

/**
 * What the numbers of a message mean: a postal code, a birth year or an age, a deductible or
 * the expected yearly health costs. Decided by the words around a number first ("Jahrgang 85",
 * "Franchise 2500", "3000 Franken Arztkosten", "PLZ 8400", "ich bin 34"), then by its range,
 * and only then by what the conversation still misses.
 */
export type NumberContext = {
  currentYear: number;
  /** What the advisor asked for last, if anything. */
  expecting?: "location" | "birthYear" | null;
  hasPostalCode: boolean;
  hasBirthYear: boolean;
  isPostalCode: (code: string) => boolean;
  /** Folded locality names of a postal code ("8400" → ["winterthur"]). */
  localitiesOf: (code: string) => readonly string[];
  /** The loaded tariff years: "Prämien 2026", "und für 2027?" name one of them. */
  tariffYears?: readonly number[];
  /** Two loaded tariff years are named ("von 2026 auf 2027"): each of them is a tariff year. */
  comparesYears?: boolean;
};

export type NumberFacts = {
  postalCode?: string;
  birthYear?: number;
  /** A year or age given that cannot be a birth year (e.g. "Jahrgang 1850"). */
  rejectedYear?: number;
  franchise?: number;
  costs?: number;
  tariffYear?: number;
  /** A tariff year asked for that is not loaded ("und 2029?", "Prämien 2024"). */
  otherTariffYear?: number;
};

const FRANCHISE_AMOUNTS = new Set<number>([...ADULT_FRANCHISES, ...CHILD_FRANCHISES]);
const FIRST_YEAR = 1900;
/** A number that can be the birth year of someone insured now: from 1900 to this year. */
export const isBirthYear = (value: number, currentYear: number) => value >= FIRST_YEAR && value <= currentYear;

/** "telmed vs standard, both with 2500", "beide mit 1500": the deductible two compared offers share. */
const BOTH_WITH = /\b(?:both|beide|beidi|tous (?:les )?deux|toutes (?:les )?deux|entrambi|entrambe|jeweils) (?:with|mit|avec|con|at|a)\s*$/;
const FRANCHISE_BEFORE = /(?:franchise|franchigia|franchig|frangigia|deductible|excess|franchize|franchiese|fransise|franschise|franchis|fraschise|francise|franshise|fanchise|franchse|frantschise)\w*\s*(?:(?:von|vo|auf|mit|uf|:|=|chf|fr|franken|nur|noch|bitte|gern|gerne|lieber|doch|einfach|neu|jetzt|mal|a|de|di|da|of|at|to|avec|con|with|plutot|piuttosto|rather)\s*)*$/;
const FRANCHISE_AFTER = /^\s*(?:er\b)?\s*(?:(?:chf|fr|franken|francs?|franchi)\s*)?(?:er\s*)?(?:(?:de|d|di|of)\s+)?(?:franchise|franchigia|franchig|frangigia|deductible|excess|franchize|franchiese|fransise|franschise|franchis|fraschise|francise|franshise|fanchise)/;
const COSTS_BEFORE = /(?:spendo|spendiamo|spend|spent|depense|depenses|je depense|usgib|ausgeb\w*|kosten|ausgaben|rechnungen|auslagen|spese|frais|depenses|expenses|costs|bills|fatture)\s*(?:(?:von|vo|:|=|ca|etwa|rund|ungefahr|circa|zirka|so|um|die|chf|fr|franken|of|about|around|roughly|approximately|approx|environ|d environ|de|di|da|in|for|pour|per|next year|this year|a year|per year|par an|l annee prochaine|all anno|l anno prossimo|pro jahr|im jahr|jahrlich|jahrliche|sind|betragen|liegen|liege|bei|waren|ist|sind jeweils|meistens|normalerweise|sui|sul|circa|quasi|intorno ai|verso i)\s*)*$/;
const COSTS_AFTER = /^\s*(?:(?:chf|fr|franken|franke|francs?|franchi|balles|stei|chlotz|bucks|di|de|d|en|in|of|stutz|pro jahr|im jahr|jahrlich|an|fur|zum|beim|fur den|zu)\s*)*(?:\w*kosten|\w*choste\b|\w*chosche\b|ausgaben|rechnungen|arzt|behandlung|spese|frais|depenses|expenses|medical|health costs|costs\b|medical bills|doctor)/;
/** An amount per year ("500 Fr. im Jahr", "3000 Franken pro Jahr") is a cost, never a deductible. */
// "500 pro Jahr", "around 500 a year", "environ 800 par an", "circa 600 all'anno".
const COSTS_YEARLY_AFTER = /^\s*(?:(?:chf|fr|franken|stutz|francs?|franchi|balles|stei|bucks)\.?\s*)?(?:(?:pro|im|per|jedes)\s*jahr|a year|per year|each year|yearly|annually|par an\b|par annee|chaque annee|all anno|l anno|per anno|ogni anno|annui)/;
// "b. 88": "born" shortened, right before the year.
const YEAR_BEFORE = /(?:jahrgang|jahrgan|jahrg|jg|geboren|gebore|gebohren|gebohre|gibore|geb|born|baujahr|\bboth|are both|sommes tous (?:les )?deux|siamo entrambi|\bnee|\bne|\bnato|\bnata|naissance|year of birth)\s*(?:(?:im|am|in|ist|bin|en|nel|le|il|:|=|jahr)\s*)*$|(?:^|[ ,])b\s*$/;
/** Words that make 2026/2027 the tariff year ("Prämien 2026", "nächstes Jahr 2027", "für 2027?"). */
// "c etait combien en 2026", "quanto costava nel 2026", "what did it cost in 2026": French, Italian and English too.
const TARIFF_BEFORE = /(?:pramie\w*|tarif\w*|jahr|fur|im|ab|kostet es|kosten|und|preise|zahlen|teurer|gunstiger|en|nel|in|pour|per|primes?|premi|premiums?|combien|quanto|costava|coutait|etait|cost|costs|price|prices|prix|preis|prezzi|prezzo|tarifs?)\s*(?:(?:das|die|im|jahr|von|vo|de|du|di|del|for|of|the|:)\s*)*$/;
const TARIFF_AFTER = /^\s*(?:er\b|\?|pramie|tarif|primes?\b|premi\b|premiums?\b|prices?\b|rates\b|tariffs?\b|figures\b)/;
/** A model word or "mit"/"lieber" right before an amount: a deductible once place and year are known ("hmo 1500", "mit 2000?"). */
const FRANCHISE_HINT_BEFORE = /(?:hmo|telmed|hausarzt\w*|standard\w*|mit|lieber|doch|auf|nein|eher|und)\s*$/;
/** A deductible amount right after a model word ("telmed 2500", "hmo 1000") or right before accident words ("2500 ohni unfall", "1000 sans accident"). */
const MODEL_BEFORE = /\b(?:hmo|telmed|hausarzt\w*|hausartz\w*|standard\w*|modell|model)\s*(?:(?:mit|mi|und|u|,|avec|et|con|e|with|and)\s*)?$/;
/** A deductible amount in a list right before a model word ("4051 basel, 1986, 2500, telmed"). */
const MODEL_AFTER = /^\s*,?\s*(?:und\s+|u\s+)?(?:hmo|telmed|hausarzt\w*|hausartz\w*|standard\w*)\b/;
/** A price in the past: "c'était combien", "was did it cost", "was hät s kostet". */
const PAST_PRICE = /\b(?:c etait|etait|coutait|payait|payais|kostete|chostete|koschtete|zahlte|costava|era|pagavo|did it cost|was it|did i pay|cost back)\b/;
/** Words of treatment and its costs: an amount beside them is what one expects to spend. */
const TREATMENT = /(?:operier|operation|spital|behandlung|therapie|physio|medikament|arztkosten|gesundheitskosten|zahnarzt)|\b(?:op|geburt|chnu|knie\w*|hufte\w*|ruggen|rucken)\b/;
/** "seit 20 Jahren", "vor 5 Jahren": a duration, not an age. */
const DURATION_BEFORE = /\b(?:seit|sit|vor|fur|in|since|depuis|da|for|dans|d ici|tra|fra|within|after|nach|i)\s*$/;
const ACCIDENT_AFTER = /^\s*(?:(?:chf|fr|franken|er)\s*)?,?\s*(?:ohn[ei]|mit|mi|und|inkl\w*|sans|avec|con|senza|with|without|w|w o|incl|including|excl|excluding|no)\s+(?:\w+\s+)?(?:unfal\w*|accident\w*|infortun\w*|acc)\b/;
const YEAR_AFTER = /^\s*(?:geboren|gebore|gebohren|gibore|giboore|gebooren|geboore|geb\b|(?:er|i|gi|ger|ig)\s*(?:jahrgang|jg|jahrg)\b|jahrgang(?!\s*:?\s*\d))/;
const EXPLICIT_POSTAL_BEFORE = /\b(?:plz|postleitzahl|npa|nap|cap|zip|zip code|postcode|post code|postal code|code postal|codice postale|numero postale)\s*(?::|=|ist|lautet|est|e|is)?\s*$/;
const AGE_BEFORE = /(?:ich bin|i bi|ich bi|bin|bi|alter|alt|age|^ich|^i|j ai|\bho|i m|\bim|i am|\bage)\s*(?::|=)?\s*$/;
const AGE_AFTER = /^\s*(?:jahre|jahrig|jahrige|jahrg\b|j\b|i\b|ig\b|gi\b|jahr alt|ans\b|anni\b|years?\b|yo\b|y o\b|geworden\b|gworde\w*|gworden\b|worde\b|worden\b|(?:jahr|johr|jor|joor)\w* alt\b)/;
/** "i bi ä 82er", "si isch e 49er": a birth year of two digits as a noun (not "die 80er Jahre"). */
const YEAR_NOUN_AFTER = /^er\b(?!\s*(?:jahre|johr|jahren))/;
const POSTAL_BEFORE = /\b(?:plz|postleitzahl|in|aus|us|z|wohne|wohnort|ort|bei)\s*(?::|=)?\s*$/;

/** Whether the words before a number end with a person of the household ("meine Tochter", "min Maa", "ich"). */
function afterPerson(pre: string): boolean {
  const words = pre.replace(/[,;:()]/g, " ").trim().split(/\s+/).slice(-3);
  const last = words.length - 1;
  // "i" is also Swiss "in" ("i 3011 Bern").
  if (last >= 0 && words[last] !== "i" && roleAt(words, last) !== undefined) return true;
  // "nos jumeaux de 2016", "unsere Zwillinge von 2016", "i gemelli del 2016": one small word between.
  return last >= 1 && /^(?:de|du|del|dal|della|von|vom|vo|of|from|born|nes|nees|nati|nate|geboren|gebore|jg|jahrgang)$/.test(words[last]!) && roleAt(words, last - 1) !== undefined;
}

/** The number is one end of "de 2500 à 300" (`first`: the one after "de"), the other end a deductible amount too. */
function isFranchiseChange(pre: string, post: string, first: boolean): boolean {
  const other = first ? /^\s*(?:a|auf|uf|to|zu|alla|al|au|a la)\s+(?:(?:franchise|franchigia|deductible)\s+)?(\d{3,4})\b/.exec(post) : /\b(?:de|von|vo|vom|da|dal|dalla|from)\s+(?:(?:la |le |der |die |d |the )?(?:franchise|franchigia|deductible)\s+)?(\d{3,4})\s+(?:a|auf|uf|to|zu|alla|al|au|a la)\s*(?:(?:franchise|franchigia|deductible)\s+)?$/.exec(pre);
  if (!other || !FRANCHISE_AMOUNTS.has(Number(other[1])) || Number(other[1]) < 300) return false;
  return first ? /\b(?:de|von|vo|vom|da|dal|dalla|from)\s*(?:(?:la |le |der |die |d |the )?(?:franchise|franchigia|deductible)\s*)?$/.test(pre) : true;
}

/** The words before a list of years ("Kinder 2012, 2015 und"): what the list follows. */
/** ", lea ", " et tom ", " und de jan ": the next named person of a list, at the end of the text. */
const NAMED_ITEM = String.raw`\s*[,;]?\s*(?:(?:${LIST_AND})\s+)?(?:(?:${NAME_ARTICLE})\s+)?${FIRST_NAME}\s*$`;
const NEXT_NAMED = new RegExp(NAMED_ITEM);
/** "…, moi 1984, lea " / "… 2012 et tom " / "… 2014 und de jan ": the end of a list of persons with years, at a name. */
const NAMED_IN_LIST = new RegExp(String.raw`(?:19|20)\d\d${NAMED_ITEM}`);
/** The text before a list of named persons with years: "mon mari 1982 , moi 1984 , lea 2012 et tom " → "mon mari 1982 , moi". */
const withoutNamedList = (pre: string) => {
  let rest = pre;
  for (let step = 0; step < 8 && NAMED_IN_LIST.test(rest); step++) rest = rest.replace(NEXT_NAMED, "").replace(/\s*\b(?:19|20)\d\d\s*$/, "");
  return rest;
};

const withoutYearList = (pre: string) => {
  const list = /(?:\b(?:19|20)\d\d\s*(?:,|;|und|u|et|e|and|&|\+)?\s*)+$/.exec(pre);
  return list && /(?:19|20)\d\d/.test(list[0]) ? pre.slice(0, list.index) : "";
};

const yearOf = (token: NumberToken, currentYear: number) =>
  token.raw.length === 2 ? twoDigitYear(token.raw, currentYear) : token.raw.length === 4 ? token.value : undefined;

type Kind = "postalCode" | "year" | "age" | "franchise" | "costs" | "tariffYear" | "otherYear" | "none";
const PREMIUM_WORDS_BEFORE = /(?:pramie\w*|tarif\w*|preise|primes?|premi)\s*(?:(?:das|die|im|jahr|von|vo|fur|:)\s*)*$/;

function byContext(text: string, token: NumberToken, ctx: NumberContext): Kind | null {
  const pre = before(text, token);
  const post = after(text, token);
  // "nicht 8001 sondern 8004", "1500, nicht 2500": a number said to be wrong means nothing.
  if (/\b(?:nicht|nid|nod|kein\w*|pas|non|not)\s*(?:(?:del|de|di|du|of|vom|von|vo|das|the)\s*)?$/.test(pre)) return "none";
  // "et 1000 c'était faux aussi", "1000 war falsch", "1000 was wrong", "1000 era sbagliato": said to be wrong after it.
  if (/^\s*(?:c etait|c est|etait|est|war|isch|esch|ist|was|is|era|e) (?:\w+ )?(?:faux|fausse|falsch|wrong|incorrect|sbagliat\w*|errat\w*)\b/.test(post)) return "none";
  if (token.raw.length === 4 && EXPLICIT_POSTAL_BEFORE.test(pre)) return "postalCode";
  // "wenn ich im jahr öppe 500 franke arztchöschte ha", "like 9000 in costs": an amount of costs is costs, also once place and
  // year are known and where it could be a postal code.
  if (COSTS_AFTER.test(post) && !FRANCHISE_BEFORE.test(pre)) return "costs";
  // "1950 Sion", "Martigny 1920": a postal code beside one of its own localities, before any other reading ("pour moi 1950 sion 1999").
  if (token.raw.length === 4 && !YEAR_BEFORE.test(pre) && ctx.localitiesOf(token.raw).some((name) => post.trimStart().startsWith(name) || pre.trimEnd().endsWith(name))) return "postalCode";
  // "je gagne env 3800 brut par mois", "verdiene 5200 netto": a salary is no postal code, year or deductible.
  if (/^\s*(?:brut|brute|brutto|net|nette|netto|lordi|lordo|gross|(?:chf|fr|franken|francs|franchi) (?:brut|brutto|net|netto|lordi|gross))\b/.test(post) || /\b(?:gagne|gagnons|gagnes|verdien\w*|guadagn\w*|earn\w*|salaire de|salaire|lohn von|lohn|einkommen von|einkommen|reddito di|reddito|income of|income)\s*(?:(?:env|environ|ca|circa|about|around|rund|ungefahr|so|de|di|von|of|chf|fr)\s*)*$/.test(pre)) return "none";
  // "3 mois de primes pas payées", "2 Monate im Rückstand": months, weeks or days are no age.
  if (token.raw.length <= 2 && /^\s*(?:monat|monate|monaten|monet|mt|mois|mesi|mese|months?|wochen?|wuche|semaines?|settiman[ae]|weeks?|tage|tagen|jours?|giorni|days?)\b/.test(post)) return "none";
  if (token.raw.length <= 2 && DURATION_BEFORE.test(pre) && /^\s*(?:jahr|johr|ans?\b|anni|years?)/.test(post)) return "none";
  if (ctx.tariffYears?.includes(token.value) && !YEAR_BEFORE.test(pre) && !YEAR_AFTER.test(post)) {
    // A year after this one cannot be a birth year; this one only where the words say premiums.
    if (ctx.comparesYears || token.value > ctx.currentYear || TARIFF_BEFORE.test(pre) || TARIFF_AFTER.test(post) || (ctx.hasBirthYear && ctx.hasPostalCode)) return "tariffYear";
  }
  // "sono mamma sola, del 1981", "classe 1975": a birth year after "del"/"dal"/"classe" (1981 is also Vex's postal code).
  if (token.raw.length === 4 && isBirthYear(token.value, ctx.currentYear) && /\b(?:del|dal|classe|annata)\s*$/.test(pre) && !/\b(?:franchig\w*|premi\w*)\s+(?:\w+\s+)?$/.test(pre)) return "year";
  // "x uno del 99", "classe 95", "je suis de 88": a two-digit year after "del"/"classe"/"de".
  // "hüt isch jo scho de 22.": today's date, not a year.
  if (token.raw.length === 2 && /\b(?:hut|hute|heute|today|aujourd hui|oggi)\b(?: \w+){0,3} (?:de|der|le|il|the)\s*$/.test(pre)) return "none";
  if (token.raw.length === 2 && /\b(?:del|dell|dal|classe|annata|de|of)\s*$/.test(pre) && !/^\s*(?:%|ans|anni|years|franc|chf|fr\b)/.test(post)) return "year";
  // "i bi vo 93", "bin von 85": one's year in Swiss German.
  if (token.raw.length === 2 && /\b(?:i|ich) (?:bi|bin) (?:vo|von|vom)\s*$/.test(pre) && !PERCENT_AFTER.test(post) && !/^\s*(?:ans|anni|years|jahr\w*|johr\w*|franke\w*|fr\b|chf|uf|auf|bis)\b/.test(post)) return "year";
  // "bi jg 2000. franchise 2500": a year word right before the number decides it, even before deductible words after it.
  if ((token.raw.length === 2 || token.raw.length === 4) && YEAR_BEFORE.test(pre)) return "year";
  // "de 2500 à 300", "dalla franchigia 300 alla 2500", "from 300 to 2500": the deductible changed to is the one wanted.
  if (FRANCHISE_AMOUNTS.has(token.value) && token.value >= 300) {
    if (isFranchiseChange(pre, post, true)) return "none";
    if (isFranchiseChange(pre, post, false)) return "franchise";
  }
  // "hmo, fr. 1500, o. unfall": a deductible amount in Francs as an item of a list (a premium is read before, as one).
  if (FRANCHISE_AMOUNTS.has(token.value) && token.value >= 300 && /(?:^|,|;|-|–)\s*(?:fr|chf)\s*$/.test(pre)) return "franchise";
  if (FRANCHISE_AMOUNTS.has(token.value) && (FRANCHISE_BEFORE.test(pre) || BOTH_WITH.test(pre) || FRANCHISE_AFTER.test(post) || MODEL_BEFORE.test(pre) || (token.raw.length <= 4 && MODEL_AFTER.test(post) && token.value !== ctx.currentYear) || ACCIDENT_AFTER.test(post))) return "franchise";
  // "4000er Franchise": a deductible that does not exist is still one (the engine names the ones there are).
  if (token.value >= 100 && token.value <= 10_000 && token.value % 50 === 0 && (FRANCHISE_BEFORE.test(pre) || FRANCHISE_AFTER.test(post))) return "franchise";
  if (COSTS_BEFORE.test(pre) || COSTS_AFTER.test(post) || COSTS_YEARLY_AFTER.test(post)) return "costs";
  // "und wenn ich 4000 hätt, wil ich s chnü operiere mues?": an amount beside treatment words that is no postal code is a cost.
  if (token.value >= 100 && token.value <= 100_000 && !ctx.isPostalCode(token.raw) && !(token.value >= FIRST_YEAR && token.value <= ctx.currentYear + 5) && TREATMENT.test(text) && !(FRANCHISE_AMOUNTS.has(token.value) && /\bfranchise/.test(text))) return "costs";
  if ((token.raw.length === 2 || token.raw.length === 4) && YEAR_AFTER.test(post)) return "year";
  // "meine Tochter 2016", "min Maa 1981": a year right after a person of the household is their birth year (2016 is also Cortaillod's code).
  if (token.raw.length === 4 && isBirthYear(token.value, ctx.currentYear) && afterPerson(pre)) return "year";
  // "mes 2 enfants 2014 et 2017", "Kinder 2012, 2015 und 2019": a year in a list of years after a person is a year too (2017 is Boudry's code).
  if (token.raw.length === 4 && isBirthYear(token.value, ctx.currentYear)) {
    const listed = withoutYearList(pre);
    if (afterPerson(listed) || (listed !== "" && YEAR_BEFORE.test(listed))) return "year";
  }
  // "mon mari (1982), moi (1984), Léa (2012) et Tom (2016)": a first name with a year, in a list of the household's persons with years.
  if (token.raw.length === 4 && isBirthYear(token.value, ctx.currentYear) && NAMED_IN_LIST.test(pre) && afterPerson(withoutNamedList(pre))) return "year";
  if (token.raw.length === 2 && YEAR_NOUN_AFTER.test(post)) return "year";
  // "fino a 25 anni si paga meno", "bis 25", "until 25", "dès 26 ans": an age limit of a rule, nobody's age.
  if (token.raw.length <= 2 && AGE_LIMIT_BEFORE.test(pre)) return "none";
  if (token.value <= 120 && token.raw.length <= 3 && (AGE_BEFORE.test(pre) || AGE_AFTER.test(post))) return "age";
  // "was zahlt e studäntin vo 21?", "für en Lehrling vo 17": a person of that age.
  if (token.raw.length <= 2 && /\b(?:student\w*|studant\w*|frau|maa|mann|bueb|meitli|person|mensch|lehrling|lernend\w*|rentner\w*|rentnerin|giel|jungi|junge)\s+(?:vo|von)\s*$/.test(pre)) return "age";
  // "8008 Zurich, 33, I never go to the doctor", "1110 Morges, 39, 1500 excess": two digits alone as an item of a list with the place.
  if (token.raw.length === 2 && token.value >= 16 && /,\s*$/.test(pre) && /^\s*(?:,|\?|$)/.test(post) && !/\b(?:19|20)\d\d\b/.test(text.replace(/\b\d{4}\b/g, (code) => (ctx.isPostalCode(code) ? "" : code))) && (ctx.hasPostalCode || /\b\d{4}\b/.test(text))) return "age";
  // "will my premium go up again in 2028?", "und im 2027?": a coming year after "in" is a year, not Vaumarcus' postal code.
  if (token.raw.length === 4 && token.value > ctx.currentYear && token.value <= ctx.currentYear + 5 && /\b(?:in|im|for|en|nel|per|fur|pour)\s*$/.test(pre)) return ctx.tariffYears?.includes(token.value) ? "tariffYear" : "otherYear";
  // "et en 2025 c'était combien ?", "what did it cost in 2024?": a past year asked about is a tariff year, not a birth year.
  if (token.raw.length === 4 && token.value >= ctx.currentYear - 5 && token.value < ctx.currentYear && /\b(?:en|in|im|nel|for|of|vom)\s*$/.test(pre) && PAST_PRICE.test(text)) return ctx.tariffYears?.includes(token.value) ? "tariffYear" : "otherYear";
  if (token.raw.length === 4 && POSTAL_BEFORE.test(pre) && token.value >= 1000 && !YEAR_BEFORE.test(pre)) return "postalCode";
  if (token.raw.length === 4 && ctx.localitiesOf(token.raw).some((name) => post.trimStart().startsWith(name))) return "postalCode";
  // A year after this one that is no loaded tariff year ("und 2029?"), or an earlier one after premium words.
  const yearAhead = token.value > ctx.currentYear && token.value <= ctx.currentYear + 5;
  if (token.raw.length === 4 && ctx.tariffYears && !ctx.tariffYears.includes(token.value) && (yearAhead || (token.value >= 2000 && token.value <= ctx.currentYear && PREMIUM_WORDS_BEFORE.test(pre)))) return "otherYear";
  if (/^er\b/.test(post) && FRANCHISE_AMOUNTS.has(token.value)) return "franchise"; // "300er", "2500er"
  // Once place and year are known a deductible amount is a deductible: it never replaces a valid postal code.
  if (FRANCHISE_AMOUNTS.has(token.value) && ctx.hasPostalCode && ctx.hasBirthYear && (FRANCHISE_HINT_BEFORE.test(pre) || token.value >= 300)) return "franchise";
  return null;
}

/** Words before an age limit ("fino a 25 anni", "bis 25", "jusqu'à 25 ans", "up to 25", "ab 26", "dès 26 ans", "over 25"). */
const AGE_LIMIT_BEFORE = /\b(?:fino a|fino ai|fin a|bis|bis zu|bis zum|jusqu a|jusqu aux|up to|until|under|unter|sotto i|sotto|moins de|ab|dai|a partire dai|des|a partir de|from|uber|oltre i|oltre|plus de|over|zwischen|entre|tra|between|vor|avant|prima dei)\s*$/;
/** "80 %", "schaff 80 prozänt", "à 60 pour cent": a share, never a year, age or amount. */
const PERCENT_AFTER = /^\s*(?:%|prozent\w*|prozant\w*|procent\w*|pct\b|percent\b|pour ?cent\b|per ?cento\b|percento\b)/;

function byRange(text: string, token: NumberToken, ctx: NumberContext, taken: Set<Kind>): Kind {
  const { value, raw } = token;
  if (PERCENT_AFTER.test(after(text, token))) return "none";
  const yearLike = raw.length === 4 && isBirthYear(value, ctx.currentYear);
  if (raw.length === 4) {
    const postal = ctx.isPostalCode(raw);
    if (postal && (ctx.hasPostalCode || taken.has("postalCode")) && !taken.has("franchise") && [1000, 1500, 2000, 2500].includes(value) && !yearLike) return "franchise";
    if (yearLike && !postal) return "year";
    // "hauterive ne, 1991, tlmd 2500": a deductible amount that is no postal code is the deductible.
    if (!postal && !yearLike && FRANCHISE_AMOUNTS.has(value)) {
      // "2500 Biel": a postal code said wrongly before a place's name is no deductible (the name says the place).
      const opensClause = /(?:^|[,;:])\s*$/.test(before(text, token)) && /^\s+[a-z]{3,}/.test(after(text, token)) && !/^\s+(?:franchise|franchigia|deductible|excess|fr|chf|franken|francs?|franchi|stutz)\b/.test(after(text, token));
      return taken.has("franchise") || opensClause ? "none" : "franchise";
    }
    if (postal && !yearLike) return "postalCode";
    if (yearLike && postal) {
      // Year and postal code already read: a deductible amount is the deductible ("2000 1960 8840").
      if (taken.has("year") && taken.has("postalCode") && FRANCHISE_AMOUNTS.has(value) && !taken.has("franchise")) return "franchise";
      if (ctx.expecting === "birthYear" || taken.has("postalCode")) return "year";
      if (ctx.expecting === "location") return "postalCode";
      // "mir hend es Meitli vo 2019": with the place known, a year-like code is a year.
      if (ctx.hasPostalCode) return "year";
      if (taken.has("year")) return "postalCode";
      if (ctx.hasPostalCode && !ctx.hasBirthYear) return "year";
      if (ctx.hasBirthYear && !ctx.hasPostalCode) return "postalCode";
      // "1920, 1986": a birth year of someone over 100 is less likely than Martigny's code beside a year that fits.
      const others = (text.match(/\b\d{4}\b/g) ?? []).map(Number).filter((other) => other !== value && isBirthYear(other, ctx.currentYear));
      if (value <= ctx.currentYear - 100 && others.some((other) => other > ctx.currentYear - 100)) return "postalCode";
      return "year";
    }
    return value >= 1000 && value < FIRST_YEAR ? "postalCode" : value > ctx.currentYear ? "postalCode" : "none";
  }
  if (raw.length === 3 && (value === 300 || value === 500)) return "franchise";
  if (raw.length === 2 && ctx.expecting === "birthYear") {
    if (raw.startsWith("0") || value >= 35) return "year";
    return "age";
  }
  return "none";
}

export function extractNumbers(text: string, ctx: NumberContext): NumberFacts {
  const facts: NumberFacts = {};
  const tokens = numberTokens(text);
  const decided = tokens.map((token) => {
    const kind = byContext(text, token, ctx);
    return { token, kind, fromContext: kind !== null };
  });
  const taken = new Set(decided.flatMap((d) => (d.kind ? [d.kind] : [])));
  // "2000 1960 8840": numbers that are only a year or only a postal code are read first, so an ambiguous one
  // (2000: a year, Neuchâtel's code and a deductible) takes what is left.
  const ambiguous = (token: NumberToken) => token.raw.length === 4 && ctx.isPostalCode(token.raw) && isBirthYear(token.value, ctx.currentYear);
  for (const entry of [...decided.filter((d) => !ambiguous(d.token)), ...decided.filter((d) => ambiguous(d.token))]) {
    // The same number said twice means the same thing ("né 1985, also Jahrgang 1985").
    const twin = decided.find((other) => other !== entry && other.kind !== null && other.token.raw === entry.token.raw);
    if (entry.kind === null && twin) entry.kind = twin.kind;
    if (entry.kind === null) {
      entry.kind = byRange(text, entry.token, ctx, taken);
      taken.add(entry.kind);
    }
  }
  // "1986 – 2500 – 3007": of two postal codes read from their range, a deductible amount beside another code is the deductible.
  const postals = decided.filter((d) => !d.fromContext && d.kind === "postalCode");
  const amounts = postals.filter((d) => [1000, 1500, 2000, 2500].includes(d.token.value));
  if (postals.length >= 2 && amounts.length >= 1 && amounts.length < postals.length && !decided.some((d) => d.kind === "franchise")) amounts[0]!.kind = "franchise";
  // Numbers read from their words first, then those read from their range.
  const ordered = [...decided.filter((d) => d.fromContext), ...decided.filter((d) => !d.fromContext)];
  for (const { token, kind } of ordered) {
    if (kind === "franchise") facts.franchise ??= token.value;
    else if (kind === "tariffYear") facts.tariffYear ??= token.value;
    else if (kind === "otherYear") facts.otherTariffYear ??= token.value;
    else if (kind === "costs") facts.costs ??= token.value;
    else if (kind === "postalCode") facts.postalCode ??= token.raw;
    else if (kind === "year" || kind === "age") {
      const year = kind === "year" ? yearOf(token, ctx.currentYear) : ctx.currentYear - token.value;
      if (year === undefined || facts.birthYear !== undefined) continue;
      if (year < FIRST_YEAR - 25 || year > ctx.currentYear) facts.rejectedYear ??= year;
      else facts.birthYear = year;
    }
  }
  return facts;
}
