/**
 * Calendar days without time or time zone, written "YYYY-MM-DD" so that they compare as
 * strings, travel through JSON and never shift by a time-zone offset.
 */
export type IsoDate = string;

type Parts = { year: number; month: number; day: number };

const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
const WEEKDAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"];

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function dateParts(date: IsoDate): Parts {
  const [year = NaN, month = NaN, day = NaN] = date.split("-").map(Number);
  return { year, month, day };
}

function toUtc(date: IsoDate): Date {
  const { year, month, day } = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(date: Date): IsoDate {
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** True when the numbers name a real day (no 31 April, 29 February only in leap years). */
export function isValidDay(year: number, month: number, day: number): boolean {
  return fromUtc(new Date(Date.UTC(year, month - 1, day))) === isoDate(year, month, day);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtc(utc);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return toUtc(date).getUTCDay();
}

/** A language other than German ("fr", "it", "en"): dates are then written by its Swiss Intl format. */
export type DateLanguage = "de" | "fr" | "it" | "en";

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(language: DateLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(`${language}-CH`, { timeZone: "UTC", ...options })));
  return formatter;
}
const utcNoon = (date: IsoDate) => new Date(`${date}T12:00:00Z`);

/** "Montag"; "lundi" in French. */
export const weekdayName = (date: IsoDate, language: DateLanguage = "de"): string =>
  language === "de" ? WEEKDAYS[weekday(date)]! : formatterFor(language, { weekday: "long" }).format(utcNoon(date));

// en-CA writes dates as YYYY-MM-DD. Made once: creating a formatter costs far more than using it
// (the search and the advisor's look-ups ask on every request).
const zurichDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich", year: "numeric", month: "2-digit", day: "2-digit" });

/** The day it is in Switzerland at the given instant (deadlines are Swiss calendar days). */
export function swissToday(now: Date): IsoDate {
  return zurichDay.format(now);
}

/** "31. Dezember 2026", with the weekday "Montag, 30. November 2026"; "lundi 30 novembre 2026" in French. */
export function formatDateLong(date: IsoDate, options: { weekday?: boolean; language?: DateLanguage } = {}): string {
  const language = options.language ?? "de";
  if (language !== "de") {
    return formatterFor(language, { day: "numeric", month: "long", year: "numeric", ...(options.weekday ? { weekday: "long" } : {}) }).format(utcNoon(date));
  }
  const { year, month, day } = dateParts(date);
  const text = `${day}. ${MONTHS[month - 1]} ${year}`;
  return options.weekday ? `${WEEKDAYS[weekday(date)]}, ${text}` : text;
}

/** "07.03.1985" */
export function formatDateShort(date: IsoDate): string {
  const { year, month, day } = dateParts(date);
  return `${pad(day)}.${pad(month)}.${year}`;
}

/** Easter Sunday of the Gregorian calendar (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/**
 * Public holidays on which no mail is delivered in most of Switzerland: the federal holiday
 * (1 August) and the days all or nearly all cantons observe. Cantonal-only days (such as
 * 19 March in a few cantons) are left out, so a deadline may be one day more generous locally.
 */
export function isSwissPublicHoliday(date: IsoDate): boolean {
  const { year, month, day } = dateParts(date);
  const fixed = ["01-01", "01-02", "08-01", "12-25", "12-26"];
  if (fixed.includes(`${pad(month)}-${pad(day)}`)) return true;
  const easter = easterSunday(year);
  // Good Friday, Easter Monday, Ascension Day, Whit Monday
  return [-2, 1, 39, 50].some((offset) => addDays(easter, offset) === date);
}

/** Monday to Friday and not a public holiday: a day on which a letter is delivered. */
export function isWorkingDay(date: IsoDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !isSwissPublicHoliday(date);
}

/** "YYYY-MM-DD" when it names a real day, else null. */
export function parseIsoDate(text: string): IsoDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidDay(year, month, day) ? isoDate(year, month, day) : null;
}

const SWISS_DATE = /(\d{1,2})[./-](\d{1,2})[./-](\d{4})/;

const swissDateOf = (match: RegExpExecArray | null): IsoDate | null => {
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidDay(year, month, day) ? isoDate(year, month, day) : null;
};

/** "7.3.1985", "07.03.1985" or "7/3/1985" as "1985-03-07"; null when it is not a real day in that form. */
export function parseSwissDate(text: string): IsoDate | null {
  return swissDateOf(new RegExp(`^${SWISS_DATE.source}$`).exec(text.trim()));
}

/** The first Swiss date within a sentence ("geboren am 1.3.1990"), when it is a real day. */
export function findSwissDate(text: string): IsoDate | null {
  return swissDateOf(new RegExp(`(?<!\\d)${SWISS_DATE.source}(?!\\d)`).exec(text));
}
