import { ADULT_FRANCHISES, CHILD_FRANCHISES } from "@/lib/domain/franchise";
import { after, before, numberTokens, type NumberToken } from "@/lib/domain/message-text";

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
};

export type NumberFacts = {
  postalCode?: string;
  birthYear?: number;
  /** A year or age given that cannot be a birth year (e.g. "Jahrgang 1850"). */
  rejectedYear?: number;
  franchise?: number;
  costs?: number;
};

const FRANCHISE_AMOUNTS = new Set<number>([...ADULT_FRANCHISES, ...CHILD_FRANCHISES]);
const FIRST_YEAR = 1900;

const FRANCHISE_BEFORE = /franchise\w*\s*(?:(?:von|vo|auf|mit|uf|:|=|chf|fr|franken|nur|noch|bitte|gern|gerne|lieber|doch|einfach|neu|jetzt|mal)\s*)*$/;
const FRANCHISE_AFTER = /^\s*(?:er\b)?\s*(?:(?:chf|fr|franken)\s*)?(?:er\s*)?franchise/;
const COSTS_BEFORE = /(?:kosten|ausgaben|rechnungen|auslagen)\s*(?:(?:von|vo|:|=|ca|etwa|rund|ungefahr|circa|zirka|so|um|die|chf|fr|franken|pro jahr|im jahr|jahrlich|jahrliche|sind|betragen|liegen|liege|bei|waren|ist|sind jeweils|meistens|normalerweise)\s*)*$/;
const COSTS_AFTER = /^\s*(?:(?:chf|fr|franken|stutz|pro jahr|im jahr|jahrlich|an|fur|zum|beim|fur den|zu)\s*)*(?:\w*kosten|ausgaben|rechnungen|arzt|behandlung)/;
/** An amount per year ("500 Fr. im Jahr", "3000 Franken pro Jahr") is a cost, never a deductible. */
const COSTS_YEARLY_AFTER = /^\s*(?:(?:chf|fr|franken|stutz)\.?\s*)?(?:pro|im|per|jedes)\s*jahr/;
const YEAR_BEFORE = /(?:jahrgang|jahrg|jg|geboren|gebore|geb|born|baujahr)\s*(?:(?:im|am|in|ist|bin|:|=|jahr)\s*)*$/;
const YEAR_AFTER = /^\s*(?:geboren|gebore|gebohren|geb\b|er jahrgang|er jg|er jahrg|jahrgang(?!\s*:?\s*\d))/;
const EXPLICIT_POSTAL_BEFORE = /(?:plz|postleitzahl)\s*(?::|=|ist|lautet)?\s*$/;
const AGE_BEFORE = /(?:ich bin|i bi|ich bi|bin|bi|alter|alt|age|^ich|^i)\s*(?::|=)?\s*$/;
const AGE_AFTER = /^\s*(?:jahre|jahrig|jahrige|jahrg\b|j\b|i\b|ig\b|jahr alt)/;
const POSTAL_BEFORE = /(?:plz|postleitzahl|in|aus|us|z|wohne|wohnort|ort|bei)\s*(?::|=)?\s*$/;

const twoDigitYear = (raw: string, currentYear: number) => {
  const value = Number(raw);
  const century = value <= currentYear % 100 ? 2000 : 1900;
  return century + value;
};

const yearOf = (token: NumberToken, currentYear: number) =>
  token.raw.length === 2 ? twoDigitYear(token.raw, currentYear) : token.raw.length === 4 ? token.value : undefined;

type Kind = "postalCode" | "year" | "age" | "franchise" | "costs" | "none";

function byContext(text: string, token: NumberToken, ctx: NumberContext): Kind | null {
  const pre = before(text, token);
  const post = after(text, token);
  if (token.raw.length === 4 && EXPLICIT_POSTAL_BEFORE.test(pre)) return "postalCode";
  if (FRANCHISE_AMOUNTS.has(token.value) && (FRANCHISE_BEFORE.test(pre) || FRANCHISE_AFTER.test(post))) return "franchise";
  if (COSTS_BEFORE.test(pre) || COSTS_AFTER.test(post) || COSTS_YEARLY_AFTER.test(post)) return "costs";
  if ((token.raw.length === 2 || token.raw.length === 4) && (YEAR_BEFORE.test(pre) || YEAR_AFTER.test(post))) return "year";
  if (token.value <= 120 && token.raw.length <= 3 && (AGE_BEFORE.test(pre) || AGE_AFTER.test(post))) return "age";
  if (token.raw.length === 4 && POSTAL_BEFORE.test(pre) && token.value >= 1000 && !YEAR_BEFORE.test(pre)) return "postalCode";
  if (token.raw.length === 4 && ctx.localitiesOf(token.raw).some((name) => post.trimStart().startsWith(name))) return "postalCode";
  if (/^er\b/.test(post) && FRANCHISE_AMOUNTS.has(token.value)) return "franchise"; // "300er", "2500er"
  return null;
}

function byRange(text: string, token: NumberToken, ctx: NumberContext, taken: Set<Kind>): Kind {
  const { value, raw } = token;
  if (/^\s*(?:%|prozent)/.test(after(text, token))) return "none";
  const yearLike = raw.length === 4 && value >= FIRST_YEAR && value <= ctx.currentYear;
  if (raw.length === 4) {
    const postal = ctx.isPostalCode(raw);
    if (postal && ctx.hasPostalCode && !taken.has("franchise") && [1000, 1500, 2000, 2500].includes(value) && !yearLike) return "franchise";
    if (yearLike && !postal) return "year";
    if (postal && !yearLike) return "postalCode";
    if (yearLike && postal) {
      if (ctx.expecting === "birthYear" || taken.has("postalCode")) return "year";
      if (ctx.expecting === "location" || taken.has("year")) return "postalCode";
      if (ctx.hasPostalCode && !ctx.hasBirthYear) return "year";
      if (ctx.hasBirthYear && !ctx.hasPostalCode) return "postalCode";
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
  for (const entry of decided) {
    // The same number said twice means the same thing ("né 1985, also Jahrgang 1985").
    const twin = decided.find((other) => other !== entry && other.kind !== null && other.token.raw === entry.token.raw);
    if (entry.kind === null && twin) entry.kind = twin.kind;
    if (entry.kind === null) {
      entry.kind = byRange(text, entry.token, ctx, taken);
      taken.add(entry.kind);
    }
  }
  // Numbers read from their words first, then those read from their range.
  const ordered = [...decided.filter((d) => d.fromContext), ...decided.filter((d) => !d.fromContext)];
  for (const { token, kind } of ordered) {
    if (kind === "franchise") facts.franchise ??= token.value;
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
