import type { ModelCode } from "@/lib/domain/insurance-models";
import type { RegionOf } from "@/lib/catalog/location-index";
import { extractAccident } from "./accident";
import { extractCostWords } from "./costs";
import { currentInsurerAfterAmount, extractCurrentInsurer, extractCurrentModel } from "./current-insurer";
import { extractFranchiseWish, type FranchiseWish } from "./franchise";
import { ADULT_FRANCHISES, CHILD_FRANCHISES } from "@/lib/domain/franchise";
import { extractModel, liftsModel } from "./model";
import { extractNumbers, isBirthYear, type NumberContext } from "./numbers";
import { extractNamedInsurers, type InsurerName, type NamedInsurer } from "./named-insurers";
import { extractPersons, type Person } from "./persons";
import { MOVING_TO, MOVING_TO_BEFORE_VERB, extractPlace, livingPlace, type PlaceIndex, type PlaceMatch } from "./place";
import { cantonIn } from "../answers/canton-answer";
import { extractPremiumFix, extractStatedPremium, type PremiumFix } from "./current-premium";
import { numberWordsAsFigures } from "./number-words";
import { spokenYears } from "./spoken-numbers";
import { agesAsBirthYears } from "./ages";
import { extractPersonFranchises, type PersonFranchise } from "./person-franchises";
import { extractLeaving, type LeavingGroup } from "./household-leaving";
import { foldForSearch } from "@/lib/domain/search-text";

/** Everything a message says about the person's situation. */
export type Criteria = {
  /** "noch es Chind vo 2019", "un autre enfant", "another kid": one more person, even with a year the household has. */
  another?: true;
  /** "under 350 a month": the most the person wants to pay a month, in CHF. */
  budget?: number;
  postalCode?: string;
  place?: PlaceMatch;
  /** The word right after the postal code when it names no known place ("9500 wil", "8953 dietike"): it may pick one of the code's municipalities. */
  placeWord?: string;
  /** The place is where the person moves to ("von Winterthur nach Freiburg"). */
  movesTo?: true;
  birthYear?: number;
  rejectedYear?: number;
  model?: ModelCode;
  franchise?: number | FranchiseWish;
  accident?: boolean;
  costs?: number;
  /** The insurer the person is with now, and the model of that contract if they said it. */
  currentInsurer?: { code: string; name: string };
  currentModel?: ModelCode;
  /** The deductible of the current contract, said in the clause about it. */
  currentFranchise?: number;
  /** What the person says they pay a month now. */
  currentPremium?: number;
  /** The year the stated premium is paid in when the message says (the coming one: "ab Januar", "steigt auf"). */
  currentPremiumYear?: number;
  /** The premium was stated as a yearly amount ("Jahresprämie 4'938.–", "5'096.40 per year"). */
  currentPremiumPerYear?: true;
  /** "502 nicht 520": the amount said to replace the premium stated before. */
  premiumFix?: Omit<PremiumFix, "span">;
  /** The message corrects what the person said about themselves (set by the engine). */
  corrects?: true;
  /** A loaded tariff year the message names ("Prämien 2026", "dieses Jahr"). */
  tariffYear?: number;
  /** A tariff year asked for that is not loaded ("und 2029?"). */
  otherTariffYear?: number;
  /** Two or more persons of a household, in the order named (or one child named as such). */
  persons?: Person[];
  /** Deductibles said per person of the household ("ich 2500, d Chind 0"). */
  personFranchises?: PersonFranchise[];
  /** "und ich mit 2500": a deductible for the writer alone (in a household: only theirs). */
  selfFranchise?: number;
  /** "doch nur für mich allein": the household is the writer alone again. */
  alone?: true;
  /** "nur für mi und d Chind", "ohne mini Frau": groups of the household told so far taken out of it. */
  leaving?: LeavingGroup[];
  /** "für min Sohn …": the persons named are the whole household asked about, not added to it. */
  personsOnly?: true;
  /** "er isch 1980": the year is someone else's of the household (he, she), not the writer's. */
  someoneElse?: true;
  /** "alle Modelle", "doch nicht Telmed": the model filter is lifted. */
  anyModel?: true;
  /** Two loaded tariff years named ("von 2026 auf 2027"): their change is asked. */
  comparesYears?: true;
  /** "meine Frau ist 1983, nicht 1982": a birth year said to replace another. */
  yearFix?: { from: number; to: number };
  /** "korrektur: mini Frau isch 1976": the partner's birth year, corrected (or told, when none was known). */
  partnerYear?: number;
  /** Insurers named other than as the current one ("was kostet die EGK"), in the order named. */
  namedInsurers?: NamedInsurer[];
};

export type ExtractContext = Omit<NumberContext, "isPostalCode" | "localitiesOf"> & {
  places: PlaceIndex;
  postalCodes: ReadonlyMap<string, readonly string[]>;
  regionOf: RegionOf;
  insurers: readonly InsurerName[];
  /** The tariff year the conversation talks about (ages of children are counted in it). */
  tariffYear: number;
  /** This month (1–12): "ich werde im März 40" is next year's birthday in November. */
  currentMonth?: number;
  /** The one other person of the household told so far (a partner, or the children), whom "er"/"sie" names. */
  otherPerson?: "partner" | "children";
  /** The model of an insurer's product named in a text ("atupri caremed"), from the loaded premiums. */
  productModel?: (insurerCode: string, text: string) => ModelCode | undefined;
  /** The message's sentences, normalized, where it has several ("Gorduno. io 1979 …"): a place may be a sentence of its own. */
  sentences?: readonly string[];
};

/** "nid die vo 2027", "pas ceux de 2027", "non quelli del 2027", "not 2027": the year after a negation. */
const NOT_THE_YEAR = /\b(?:nicht|nid|nod|ned|net|pas|non|not|statt|anstatt|plutot que|invece (?:di|del|dei))\b(?: \w+){0,2} (20\d\d)\b/g;

export function extractCriteria(message: string, ctx: ExtractContext): Criteria {
  // "jahrgang nünzgi", "septante-deux ans", "nato nel millenovecentonovanta": number words read as figures.
  // "ich werde im März 40", "beidi 29", "sie isch 52i": ages written as birth years.
  const input = agesAsBirthYears(spokenYears(numberWordsAsFigures(message)), ctx.currentYear, ctx.currentMonth ?? 1);
  // The stated premium's amount is read once, as a premium, not again as a deductible or year.
  const fixed = extractPremiumFix(input);
  const stated = fixed ? undefined : extractStatedPremium(input, extractNamedInsurers(input, ctx.insurers).length > 0);
  const span = fixed?.span ?? stated?.span;
  const text = span ? `${input.slice(0, span[0])}${" ".repeat(span[1] - span[0])}${input.slice(span[1])}` : input;
  // "von 2026 auf 2027", "2026 gehabt und welche 2027": both loaded years named are tariff years, the later is the one talked about.
  // "d prämie vo 2026, nid die vo 2027": a year said not to be meant is no tariff year of the message.
  const notMeant = new Set([...text.matchAll(NOT_THE_YEAR)].map((match) => Number(match[1])));
  const namedYears = new Set((text.match(/\b20\d\d\b/g) ?? []).map(Number).filter((y) => ctx.tariffYears?.includes(y) && !notMeant.has(y)));
  // "was zahl ich dieses Jahr und was nächstes?": both years in words.
  // "quanto pagavo quest'anno e quanto pagherò nel 2027?": this year in words and the next by its number.
  const comparesYears = namedYears.size >= 2 || (ctx.tariffYears?.includes(ctx.currentYear) === true && ctx.tariffYears.includes(ctx.currentYear + 1) && !NEXT_YEAR_NOT_MEANT.test(text) && (BOTH_YEARS.test(text) || (THIS_YEAR_SAID.test(text) && namedYears.has(ctx.currentYear + 1))));
  if (comparesYears && namedYears.size < 2) namedYears.add(ctx.currentYear).add(ctx.currentYear + 1);
  const numbers = extractNumbers(text, {
    ...ctx,
    comparesYears,
    isPostalCode: (code) => ctx.postalCodes.has(code),
    localitiesOf: (code) => ctx.postalCodes.get(code) ?? [],
  });
  const criteria: Criteria = {};
  // "chum ich irgendwie under 350 stutz im monet?", "moins de 300 par mois ?": a budget, not what one pays.
  const budget = BUDGET.exec(input);
  if (budget) criteria.budget = Number(budget[1]);
  if (stated && !(budget && Number(budget[1]) === stated.amount)) criteria.currentPremium = stated.amount;
  if (stated?.perYear) criteria.currentPremiumPerYear = true;
  // "steigt 2027 auf 534", "zahl ab Januar 512.80": the amount of the coming year, not of this one.
  if (stated && !stated.paysNow && (stated.rises || NEXT_YEAR_AMOUNT.test(text) || new RegExp(`\\b${ctx.currentYear + 1}\\b`).test(text))) criteria.currentPremiumYear = ctx.currentYear + 1;
  if (fixed) criteria.premiumFix = { from: fixed.from, to: fixed.to };
  if (comparesYears) criteria.comparesYears = true;
  const numbersYear = numbers.tariffYear !== undefined && notMeant.has(numbers.tariffYear) ? [...namedYears][0] : numbers.tariffYear;
  const year = (criteria.comparesYears ? Math.max(...namedYears) : undefined) ?? numbersYear ?? yearInWords(text, ctx.currentYear, ctx.tariffYear);
  if (year !== undefined && (ctx.tariffYears ?? [year]).includes(year)) criteria.tariffYear = year;
  else if (year !== undefined || numbers.otherTariffYear !== undefined) criteria.otherTariffYear = numbers.otherTariffYear ?? year;
  const fix = YEAR_REPLACES.exec(text) ?? YEAR_NOT_BUT.exec(text);
  if (fix) {
    const first = Number(fix[1]);
    const second = fix[2]!.length === 2 ? first - (first % 100) + Number(fix[2]) : Number(fix[2]);
    criteria.yearFix = STARTS_WITH_NOT.test(text.slice(fix.index)) ? { from: first, to: second } : { from: second, to: first };
  }
  // "ich ziehe von Winterthur nach Freiburg": the place moved to is the one the premiums follow.
  const movingTo = MOVING_TO.exec(text)?.[1] ?? MOVING_TO_BEFORE_VERB.exec(text)?.[1];
  const destination = movingTo ? extractPlace(movingTo, ctx.places, ctx.regionOf) : undefined;
  // "lavoro a St. Moritz" after the place was told: the place of work does not replace the one lived in.
  const said =
    destination ??
    livingPlace(text, ctx.places, ctx.regionOf) ??
    extractPlace(text, ctx.places, ctx.regionOf) ??
    // "Gorduno. quanto fa in totale?", "… mio marito. Ambri', io 1976 …": a name that opens a sentence of its own.
    (ctx.sentences ?? []).map((sentence) => extractPlace(sentence, ctx.places, ctx.regionOf)).find((match) => match !== undefined);
  const place = inCantonSaid(said?.aside && ctx.hasPostalCode ? undefined : said, text);
  // "on est 4 à Bévilard : moi 1984, mon mari 1986, Zoé de 2015", "Estavayer-le-Lac, on est 4 : 1970, 1972, …": with a
  // place named in words, a number that reads as a birth year and as another place's postal code is a birth year.
  const yearNotCode = numbers.postalCode !== undefined && place?.kind === "resolved" && place.postalCode !== numbers.postalCode && isBirthYear(Number(numbers.postalCode), ctx.currentYear) && !new RegExp(`\\b${numbers.postalCode}\\b`).test(place.phrase)
    && !(ctx.postalCodes.get(numbers.postalCode) ?? []).some((locality) => sameLocality(locality, foldForSearch(place.name)));
  if (yearNotCode) delete numbers.postalCode;
  // "family of 4 in St. Gallen: … our son 2006 (student) with 1000": with a place named in words, a deductible said with "with" is no postal code.
  const amountNotCode = numbers.postalCode !== undefined && place?.kind === "resolved" && place.postalCode !== numbers.postalCode && DEDUCTIBLE_AMOUNTS.has(Number(numbers.postalCode))
    && (new RegExp(`\\b(?:with|mit|avec|avc|con|cn|w|franchise\\w*|franchigia|deductible|excess) ${numbers.postalCode}\\b`).test(text)
      // "à Vérossaz. Mon mari (1952) a la franchise 300 et moi (1955) 1000": in a message about deductibles, the amount is one.
      || (/\b(?:franchise\w*|franchigia|deductible|excess)\b/.test(text) && !(ctx.postalCodes.get(numbers.postalCode) ?? []).some((locality) => sameLocality(locality, foldForSearch(place.name)))));
  if (amountNotCode) delete numbers.postalCode;
  // "on vit à 2000 Neuchâtel", "1950 sion, née en 1969": the postal code said once is no person's year.
  const postalOnce = numbers.postalCode !== undefined && text.split(numbers.postalCode).length === 2 ? Number(numbers.postalCode) : undefined;
  const persons = twinsTwice(
    extractPersons(text, ctx.tariffYear, ctx.currentYear).filter((person) => !(criteria.yearFix && person.birthYear === criteria.yearFix.to) && person.birthYear !== postalOnce),
    text,
  );
  if (ANOTHER.test(text)) criteria.another = true;
  if (persons.length >= 2) criteria.persons = persons;
  else if (persons.length === 1 && persons[0]!.role === "child") criteria.persons = persons;
  // "und mi Fründin, die isch 1993": one more adult added to the household told so far.
  else if (persons.length === 1 && persons[0]!.role === "partner" && PARTNER_FIX.test(text)) criteria.partnerYear = persons[0]!.birthYear;
  else if (persons.length === 1 && persons[0]!.role === "partner" && ADDING.test(text)) criteria.persons = persons;
  // "und für mi au, bi 1984" after the children's search: the writer joins them.
  else if (persons.length === 0 && ctx.otherPerson && numbers.birthYear !== undefined && SELF_TOO.test(text)) criteria.persons = [{ birthYear: numbers.birthYear, role: "self" }];
  // "und was choschtet so es baby bi üs?", "combien coûte un bébé ?": a child born in the tariff year (every child pays the children's premium).
  if (!criteria.persons && persons.length === 0 && numbers.birthYear === undefined && BABY.test(text) && BABY_PRICE.test(text)) criteria.persons = [{ birthYear: ctx.tariffYear, role: "child" }];
  // "mir hei im mai es baby übercho. i bi 1992, mini frou 1994", "il nostro bimbo nato il 28 ottobre": a baby born this year, its year unsaid, joins them.
  // "mir hei im oktober zwillinge übercho", "i gemelli nati il 3 novembre": two of them.
  if (persons.length >= 1 && persons.every((person) => person.role !== "child") && !EXPECTING.test(text)) {
    const born = TWINS_BORN.test(text) ? 2 : BABY_BORN.test(text) ? 1 : 0;
    if (born) criteria.persons = [...persons, ...Array.from({ length: born }, () => ({ birthYear: ctx.currentYear, role: "child" as const }))];
  }
  if (ALONE.test(text)) {
    criteria.alone = true;
    delete criteria.persons;
  }
  const leaving = extractLeaving(text, ctx.otherPerson);
  if (leaving) criteria.leaving = leaving;
  // "für mini Frau, si isch 1965": her alone; "und für mini Frau …" after the writer's own search: she joins.
  if (criteria.persons && !ADDED_FOR.test(text) && /\b(?:fur|pour|pr|per) (?:min|mini|minen|mis|mein\w*|unser\w*|mon|ma|mes|mio|mia)\b/.test(text) && !/\b(?:ich|i|mi|mich|moi|io)\b/.test(text)) criteria.personsOnly = true;
  // "sie isch 1984, nöd 82": a corrected year is no postal code.
  if (numbers.postalCode && !(criteria.yearFix && [criteria.yearFix.from, criteria.yearFix.to].includes(Number(numbers.postalCode)))) criteria.postalCode = numbers.postalCode;
  if (numbers.birthYear !== undefined && !(criteria.persons?.length === 1 && criteria.persons[0]!.birthYear === numbers.birthYear) && criteria.partnerYear !== numbers.birthYear) criteria.birthYear = numbers.birthYear;
  if (numbers.birthYear !== undefined && !criteria.persons && /\b(?:er|sie|si|ihn|ihm|il (?:est|a|etait|aura|sera)|elle|lei|lui)\b/.test(text) && !/\b(?:ich|i|mi|mich|moi|io)\b/.test(text)) criteria.someoneElse = true;
  if (numbers.rejectedYear !== undefined) criteria.rejectedYear = numbers.rejectedYear;
  const franchise = numbers.franchise ?? extractFranchiseWish(text);
  if (franchise !== undefined) criteria.franchise = franchise;
  const perPerson = extractPersonFranchises(text, ctx.currentYear, numbers.postalCode, ctx.otherPerson);
  if (perPerson.length) {
    criteria.personFranchises = perPerson;
    // The writer's own deductible is the one of their group; an amount only for others is not theirs.
    const own = perPerson.find((group) => group.targets.includes("self") || group.targets.includes("adults"));
    if (own) criteria.franchise = own.franchise;
    // "für mein Kind …, Franchise 0": the child is the one searched for, the amount is its own.
    // A child named alone without the writer ("was kostet ein Kind, Jahrgang 2024, mit Franchise 0?") is the one searched for, too.
    else if (!criteria.personsOnly && !(criteria.persons?.length === 1 && criteria.persons[0]!.role === "child" && !/\b(?:ich|i|mich|mir)\b/.test(text))) delete criteria.franchise;
  }
  // "franchise für alli di tüüfschti": the lowest (highest) for everyone is each one's own by age (a child's lowest is 0).
  else if ((criteria.franchise === "lowest" || criteria.franchise === "highest") && EVERYONE.test(text)) criteria.personFranchises = [{ targets: ["adults", "children"], franchise: criteria.franchise }];
  // "und wenn beidi 2500 nämed?", "la franchigia da 2000 tüt e du": one amount for both (or all) adults, whatever each had before;
  // an amount children can have is theirs too.
  else if (typeof criteria.franchise === "number" && (BOTH.test(text) || EVERYONE.test(text))) criteria.personFranchises = [{ targets: criteria.franchise > Math.max(...CHILD_FRANCHISES) ? ["adults"] : ["adults", "children"], franchise: criteria.franchise }];
  // "und ich mit 2500": the writer's own deductible in a household (the others keep theirs).
  else if (typeof criteria.franchise === "number" && OWN_ONLY.test(text)) criteria.selfFranchise = criteria.franchise;
  const costs = numbers.costs ?? extractCostWords(text);
  if (costs !== undefined) criteria.costs = costs;
  const current = extractCurrentInsurer(text, ctx.insurers, Boolean(stated)) ?? (stated ? currentInsurerAfterAmount(text.slice(stated.end), ctx.insurers) : undefined);
  if (current) {
    criteria.currentInsurer = { code: current.code, name: current.name };
    if (current.model) criteria.currentModel = current.model;
    // "atupri caremed, 2000 franchise, 416.80 im monat": the product named is of the Hausarzt model.
    else {
      const product = ctx.productModel?.(current.code, current.clause);
      if (product) criteria.currentModel = product;
    }
  }
  // A model in the clause about the current insurer ("bei der CSS im Hausarztmodell") or said as
  // one's own ("ich habe das Telmed-Modell") is the current one, not the one wanted.
  const own = current ? undefined : extractCurrentModel(text);
  if (own) criteria.currentModel = own.model;
  const clause = current?.clause ?? own?.clause;
  const rest = clause ? text.replace(clause, " ") : text;
  // A message about one's contract ("bi de CSS, zahl 298.40, HMO mit 2500") describes it up to a wish
  // ("… wenn i uf 2500 und Telmed wächsle"): a model before the wish is the current one, after it the one wanted.
  const wishAt = current || stated ? WISH.exec(rest)?.index : undefined;
  const contractModel = current || stated ? extractModel(wishAt === undefined ? rest : rest.slice(0, wishAt)) : undefined;
  const model = wishAt === undefined ? extractModel(rest) : (extractModel(rest.slice(wishAt)) ?? contractModel);
  if (contractModel && !criteria.currentModel) criteria.currentModel = contractModel;
  if (model) criteria.model = model;
  else if (liftsModel(text)) criteria.anyModel = true;
  if ((current || stated) && typeof criteria.franchise === "number") criteria.currentFranchise = criteria.franchise;
  if (wishAt !== undefined) {
    const contractFranchise = extractNumbers(rest.slice(0, wishAt), { ...ctx, isPostalCode: (code) => ctx.postalCodes.has(code), localitiesOf: (code) => ctx.postalCodes.get(code) ?? [] }).franchise;
    if (contractFranchise !== undefined) criteria.currentFranchise = contractFranchise;
    else delete criteria.currentFranchise;
    const wishPart = rest.slice(wishAt);
    const wished = extractNumbers(wishPart, { ...ctx, isPostalCode: () => false, localitiesOf: () => [] }).franchise ?? bareDeductible(wishPart);
    if (wished !== undefined) criteria.franchise = wished;
  }
  const accident = extractAccident(text);
  if (accident !== undefined) criteria.accident = accident;
  if (place) criteria.place = place;
  if (destination) criteria.movesTo = true;
  if (criteria.postalCode) {
    const word = new RegExp(`\\b${criteria.postalCode}\\s+([a-z][a-z-]{2,})`).exec(text)?.[1];
    if (word && !PLACE_WORD_STOP.test(word)) criteria.placeWord = word;
  }
  const named = extractNamedInsurers(clause ? text.replace(clause, " ") : text, ctx.insurers).filter((insurer) => insurer.code !== current?.code);
  // "Ist die EGK teurer geworden? Ich bin dort versichert: …, Standardmodell": the one insurer named is the current one.
  if (!current && named.length === 1 && INSURED_THERE.test(text)) {
    criteria.currentInsurer = { code: named[0]!.code, name: named[0]!.name };
    if (criteria.model && !criteria.currentModel) criteria.currentModel = criteria.model;
    if (typeof criteria.franchise === "number") criteria.currentFranchise = criteria.franchise;
    return criteria;
  }
  if (named.length) criteria.namedInsurers = named;
  return criteria;
}

/** "sion" and "sion", "bevilard" and "bevilard (malleray)": one locality named both ways. */
const sameLocality = (a: string, b: string) => a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `);

/** "not" in the four languages, for a year said to replace another. */
const NOT = "nicht|nid|nod|nit|pas|non|not";
/** "1983 nicht 1982", "1985 pas 1986", "1990 invece di 1991": the first year replaces the second. */
/** "1983 nicht 1982", "sie isch 1984, nöd 82": the year said first replaces the other (two figures: of the same century). */
const YEAR_REPLACES = new RegExp(String.raw`\b((?:19|20)\d\d) (?:, )?(?:und |et |e |and )?(?:${NOT}|nume nid|statt|anstatt|au lieu de|invece di|instead of) ((?:19|20)\d\d|\d\d)\b(?! ?(?:%|fr\b|chf|franke|jahr|johr|ans\b|anni|years|prozent))`);
const STARTS_WITH_NOT = new RegExp(String.raw`^\D*\b(?:${NOT})\b`);
/** "nicht 1982, sondern 1983", "pas 1986 mais 1985": the second year replaces the first. */
const YEAR_NOT_BUT = new RegExp(String.raw`\b(?:${NOT}) ((?:19|20)\d\d),? (?:sondern|sonder|aber|but|mais|ma) ((?:19|20)\d\d)\b`);

/** The stated premium is the coming year's: "ab Januar", "steigt auf", "nächstes Jahr", "neue Prämie". */
const NEXT_YEAR_AMOUNT = /\b(?:(?:from|starting|as of) (?:1 )?january|(?:des|a partir de|dès) (?:le )?(?:1 )?janvier|(?:da|dal) (?:1 )?gennaio|ab (?:januar|jenner|neujahr|1 januar)|(?:steig|stiig|erhoh)\w* (?:\w+ ){0,3}(?:auf|uf|ufs)|nachst\w* jahr|nachscht\w* jahr|neu\w* pramie|neu\w* police|neu\w* rechnung)\b/;

/** "ich bin dort versichert", "da bi n i versicheret", "det bin i Kunde": insured with the insurer just named. */
const INSURED_THERE = /\b(?:(?:ich|i) (?:bin|bi) (?:\w+ )?(?:dort|da|det|dert|dete|dorte) (?:\w+ )?(?:versichert|versicheret|kunde|kundin)|(?:dort|da|det|dert) (?:bin|bi) (?:ich|i) (?:\w+ )?(?:versichert|versicheret|kunde|kundin))\b/;

/** "für alle", "für alli", "bi allne", "jede": every person of the household. */
/** Both persons, in four languages ("beidi", "tous les deux", "tüt e du"). */
const BOTH = /\b(?:beide|beidi|beid|both|tous les deux|toutes les deux|entrambi|tutti e due|tutte e due|tut e du|tutt e du)\b/;
const EVERYONE = /\b(?:alle|alli|allne|allen|all|jede|jedi|jeder|jedes|tous|toutes|tutti|everyone|everybody)\b/;

/** "nur für mich allein", "nume für mi elei": the writer alone. */
const ALONE = /\b(?:(?:nur|nume|numme|bloss) (?:fur|fuer) (?:mich|mi)(?: (?:allein|elei|ellei|alleine))?|(?:fur|fuer) (?:mich|mi) (?:allein|elei|ellei|alleine)|nur ich|nume ich|pour moi seul\w*|solo per me|just for me|only for me)\b(?! (?:und|u|mit|plus|et|e|and|with|con|avec)\b)/;

/** "und mi Fründin …", "dazu min Maa …": a person added to those told before. */
/** "und für mini Frau", "et pr ma femme", "e per mia moglie", "and for my wife": one more person for the search told so far. */
const ADDED_FOR = /^(?:und|u|et|e|and|plus) (?:fur|pour|pr|per|for)\b/;
/** "und für mi au", "et moi aussi", "anche per me", "and me too": the writer too. */
const SELF_TOO = /\b(?:fur mi|fur mich|pour moi|pr moi|per me|for me|mi|mich|moi|me|io|ich|i)\b[^.?!]{0,20}\b(?:au|auch|o|aussi|anche|too|also|as well)\b|^(?:und|u|et|e|and) (?:ich|i|moi|io|me|fur mich|fur mi|pour moi|per me|for me)\b|\b(?:au|auch|aussi|anche|also) (?:fur|pour|pr|per|for) (?:mi|mich|moi|me)\b/;
/** "s buchs im rhiintal, sg", "rüti bi büre im kanton bärn": a canton said beside a name of several places keeps its places. */
function inCantonSaid(place: PlaceMatch | undefined, text: string): PlaceMatch | undefined {
  if (place?.kind !== "ambiguous") return place;
  const code = cantonIn(text) ?? /(?:^|[ ,])(ag|ai|ar|bl|bs|gl|gr|ju|lu|nw|ow|sg|sh|sz|tg|ti|vd|vs|zg|zh)\s*(?:[,.?!]|$)/.exec(text)?.[1]?.toUpperCase();
  if (!code) return place;
  const choices = place.choices.filter((choice) => choice.name.endsWith(`${code})`));
  if (choices.length === 0 || choices.length === place.choices.length) return place;
  const [only] = choices;
  return choices.length === 1 ? { kind: "resolved", phrase: place.phrase, postalCode: only!.postalCode, bfsNumber: only!.bfsNumber, name: /^\d{4} (.*?)(?: \(|$)/.exec(only!.name)?.[1] ?? place.phrase } : { ...place, choices };
}

/** A baby, in four languages. */
/** A baby born (not expected): "es baby übercho", "bébé né en mars", "bimbo nato il 28 ottobre", "we had a baby". */
const BABY_BORN = /\b(?:(?:baby|babys|bebe|buschi|poppi|bimb[oa]|neonat[oa]|newborn)\b(?: \w+){0,3} (?:ubercho\w*|uberchoo|bekommen|becho|gebore|geboren|ne|nee|nato|nata|born|arrive\w*|arrivat[oa])|(?:ubercho|uberchoo|bekommen|becho|got|had|avons eu|abbiamo avuto) (?:\w+ ){0,2}(?:es |e |ein |a |un |une |uno )?(?:baby|bebe|buschi|bimb[oa]))\b/;
const DEDUCTIBLE_AMOUNTS = new Set<number>([...ADULT_FRANCHISES, ...CHILD_FRANCHISES]);
const TWINS_BORN = /\b(?:(?:zwill?ing\w*|zwillig\w*|jumeaux|jumelles|gemelli|gemelle|twins)\b(?: \w+){0,3} (?:ubercho\w*|uberchoo|bekommen|becho|gebore|geboren|ne|nes|nee|nees|nati|nate|born|arrive\w*|arrivat[ie])|(?:ubercho|uberchoo|bekommen|becho|got|had|avons eu|abbiamo avuto) (?:\w+ ){0,2}(?:zwill?ing\w*|jumeaux|jumelles|gemelli|gemelle|twins))\b/;
const EXPECTING = /\b(?:erwart\w*|schwanger\w*|enceinte|attend\w*|incinta|aspett\w*|expecting|pregnant|due)\b/;
const BABY = /\b(?:baby|babys|bebe|bebes|neugeboren\w*|neonat[oa]|newborn|buschi|poppi)\b/;
/** Its price asked. */
const BABY_PRICE = /\b(?:kost\w*|chost\w*|choscht\w*|koscht\w*|pramie\w*|zahl\w*|coute\w*|combien|cb|prime|costa|costerebbe|quanto|premio|cost|costs|how much|premium)\b/;
/** "under 350 stutz im monet", "moins de 300 balles par mois", "sotto i 400 franchi", "below 300 a month". */
const BUDGET = /\b(?:unter|under|unterhalb|below|less than|moins de|sous|en dessous de|sotto (?:i |ai )?|meno di|hochstens|maximal|max)\s*(?:chf |fr |franken |francs )?(\d{2,4})(?:\.-|\.\d{2})?\s*(?:chf|fr|franken|stutz|francs?|balles|franchi|bucks)?\s*(?:im monat|im monet|pro monat|pro monet|par mois|al mese|a month|per month|monatlich|\/\s?monat|\/\s?mois)/;
const ADDING = /^(?:und|u|plus|dazu|zudem|ausserdem|et|e|and)\b|\b(?:auch|au|o|ou|dazu|dezu|derzu|noch|no|hinzu\w*|erganz\w*|mitnehm\w*|dazunehm\w*)\b/;
/** Words after a postal code that name no place ("5000 und bin …", "8004 jahrgang 1990"). */
const PLACE_WORD_STOP = /^(?:und|u|bin|bi|ich|i|mit|jahrgang|jg|franchise|fr|chf|plz|hmo|telmed|hausarzt\w*|standard\w*|wohne|was|wie|aber|oder|ohne|ohni)$/;
/** This year and the next named in words in one message. */
/** Words of one more person: "noch es Chind", "un autre enfant", "un altro figlio", "another kid", twins. */
const ANOTHER = /\b(?:noch (?:ein|eins|es|en|e|eine|einen)|nomal (?:es|ein|e)|another|un autre|une autre|un altro|un altra|ancora un\w*|zwilling\w*|zwillig\w*|jumeaux|jumelles|gemelli|gemelle|twins)\b/;
/** "pas l'année prochaine", "nicht nächstes Jahr", "non l'anno prossimo", "not next year". */
const NEXT_YEAR_NOT_MEANT = /\b(?:pas|nicht|nid|nod|non|not)\b(?: \w+){0,2} (?:l annee prochaine|l an prochain|nachst\w* (?:jahr|johr)|nachscht\w* (?:jahr|johr)|l anno prossimo|next year)\b/;
/** "dieses Jahr", "cette année", "quest'anno", "this year" (as BOTH_YEARS's first part). */
const THIS_YEAR_WORDS = String.raw`dies\w* (?:jahr|johr)|dis (?:jahr|johr)|hu+r|heuer|laufend\w* (?:jahr|johr)|this year|cette annee|quest anno`;
const THIS_YEAR_SAID = new RegExp(String.raw`\b(?:${THIS_YEAR_WORDS})\b`);
const BOTH_YEARS = new RegExp(String.raw`^(?=.*\b(?:${THIS_YEAR_WORDS}|jetzt|jetz|jetze|itz|itze|now|maintenant|adesso|ora)\b)(?=.*\b(?:nachst\w*|nachscht\w*|nochscht\w*|kommend\w*|ab januar|next year|l annee prochaine|anno prossimo)\b)`);
/** A move: where to ("ziehe per 1. Januar von Winterthur nach Freiburg", "zügle uf Bern"). */
/** Words that correct what was said ("korrektur", "sorry, sie isch 1976", "nei, eigentlich …"). */
const PARTNER_FIX = /\b(?:korrektur|korrigier\w*|sorry|falsch|eigentlich|vertan|verschrieb\w*|tippfehler|nein|nei|noi|sondern|sonder|pardon|oups|oops|scusa|scusate|correction|correzione|en fait|in realta|actually|non c est|no e|ah no|anzi|plutot|rather)\b/;
/** "und ich mit 2500", "für mich 1500": a deductible for the writer alone. */
const OWN_ONLY = /^(?:und |u |aber |also )?(?:ich|i|fur mich|mir)\b(?! (?:bin|bi|wohne|zahle|zahl|han|habe|ha)\b)/;

/** "wenn i uf 2500 und Telmed wächsle": an amount of a deductible in a wish is one. */
const bareDeductible = (text: string) => {
  const found = /\b(300|500|1000|1500|2000|2500)\b/.exec(text);
  return found ? Number(found[1]) : undefined;
};

/** Where a message about one's contract turns to what one wants: "wenn ich auf … wechsle", "lieber", "möchte". */
const WISH = /\b(?:wenn (?:i|ich|mer|man|du|mir|wir)|falls|lieber|liebr|mochte|mocht|will|wott|wurde gern\w*|wurd gern\w*|statt dessen|stattdessen|neu (?:mit|uf|auf))\b/;

/** "des jumeaux de 2017", "Zwillinge 2019", "twins born 2020": two children of that year. */
function twinsTwice(persons: Person[], text: string): Person[] {
  const twins = /\b(?:zwilling\w*|zwillig\w*|jumeaux|jumelles|gemelli|gemelle|twins)\b\D{0,16}?((?:19|20)\d\d)\b/.exec(text);
  const year = twins ? Number(twins[1]) : undefined;
  const at = persons.findIndex((person) => person.birthYear === year);
  // "zwillinge übercho. i bi 1990": the writer's or a partner's year after the word is no twin's.
  if (year === undefined || at < 0 || persons.filter((person) => person.birthYear === year).length !== 1 || persons[at]!.role === "self" || persons[at]!.role === "partner") return persons;
  return [...persons.slice(0, at + 1), { ...persons[at]!, role: "child" }, ...persons.slice(at + 1)];
}

/** "dieses Jahr", "letscht Jahr", "nächstes Jahr": this calendar year, the year before the one talked about, the next calendar year. */
function yearInWords(text: string, currentYear: number, tariffYear: number): number | undefined {
  // "teurer als dieses Jahr", "gegenüber hüür": this year is what the year talked about is compared with.
  // "zeig mir zum Vergleich noch das laufende Jahr" asks to see that year.
  const comparing = /\b(?:als|gegenuber|vergleich\w*|mehr|meh|weniger|compared|than|vs|par rapport|rispetto|plus que|moins que|de plus|de moins|in piu|in meno|piu di|meno di)\b/.test(text.replace(/\bzum vergleich\b/g, ""));
  if (/\b(?:dies\w* (?:jahr|johr)|dis (?:jahr|johr)|heuer|hu+r|cette annee|quest anno|this year|this years|laufend\w* (?:jahr|johr)|aktuell\w* (?:jahr|johr)|(?:das|s|dis) (?:jahr|johr) (?:no|noch)|(?:jahr|johr) \d{4} (?:no|noch))\b/.test(text) && !comparing) return currentYear;
  // "und das johr, isch da au s hmo am billigschte gsi?", "wia vil isch es das johr gsi?": this year, said in the past.
  if (/^(?:und |u |aber )?(?:das|des|ds|dis) (?:jahr|johr)\b|\b(?:das|des|ds) (?:jahr|johr) (?:gsi|gsy|gewesen|gekostet|kostet)\b/.test(text) && !comparing) return currentYear;
  // "teurer als letztes Jahr" compares with it; the year talked about stays.
  if (/\b(?:letzt\w* (?:jahr|johr)|letscht\w* (?:jahr|johr)|l annee derniere|anno scorso)\b/.test(text) && !/\b(?:als|gegenuber|vergleich\w*|teurer|tuurer|steig\w*|mehr|meh)\b/.test(text)) return tariffYear - 1;
  // "pas l'année prochaine", "nicht nächstes Jahr", "not next year": the next year said not to be meant.
  if (NEXT_YEAR_NOT_MEANT.test(text)) return undefined;
  if (/\b(?:nachst\w* (?:jahr|johr)|nachscht\w* (?:jahr|johr)|nochst\w* (?:jahr|johr)|nochscht\w* (?:jahr|johr)|nagscht\w* (?:jahr|johr)|negscht\w* (?:jahr|johr)|kommend\w* (?:jahr|johr)|neu\w* (?:jahr|johr)|ab (?:januar|jenner|1 januar|neujahr)|l annee prochaine|l an prochain|prochaine annee|anno prossimo|prossimo anno|next year|(?:des|a partir de|da|a partire da|from) (?:janvier|gennaio|january))\b/.test(text)) return currentYear + 1;
  return undefined;
}

/** Whether a message changes the search (costs alone do not). */
export const changesSearch = (criteria: Criteria) =>
  criteria.postalCode !== undefined ||
  criteria.place !== undefined ||
  criteria.birthYear !== undefined ||
  criteria.rejectedYear !== undefined ||
  criteria.model !== undefined ||
  criteria.franchise !== undefined ||
  criteria.accident !== undefined ||
  criteria.currentInsurer !== undefined ||
  criteria.currentModel !== undefined ||
  criteria.currentPremium !== undefined ||
  criteria.tariffYear !== undefined ||
  criteria.persons !== undefined ||
  criteria.alone !== undefined ||
  criteria.leaving !== undefined ||
  criteria.partnerYear !== undefined ||
  criteria.personFranchises !== undefined ||
  criteria.anyModel !== undefined;
