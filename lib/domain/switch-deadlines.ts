import { addDays, dateParts, isoDate, isSwissPublicHoliday, isWorkingDay, weekday, type IsoDate } from "./calendar";

/**
 * The two ways to leave a basic insurer (Art. 7 KVG), as terms of the tariff year they lead into:
 * - yearEnd: the new insurer from 1 January of the tariff year. The notice must reach the old
 *   insurer by 30 November of the year before (one month's notice after the premium
 *   announcement, Art. 7 Abs. 2 KVG); since no mail arrives on a weekend or holiday, in
 *   practice by the last working day of November.
 * - midYear: only in the standard model with the ordinary deductible (CHF 300, children CHF 0):
 *   the new insurer from 1 July, three months' notice (Art. 7 Abs. 1 KVG), received by 31 March.
 *
 * Every deadline the product names (switching guide, FAQ, advisor answers, cancellation letter)
 * comes from `switchDeadlines`.
 */
export type SwitchKind = "yearEnd" | "midYear";

export type SwitchTerm = {
  kind: SwitchKind;
  /** The tariff year whose premiums the person pays after the switch. */
  tariffYear: number;
  /** Last day insured with the old insurer. */
  endDate: IsoDate;
  /** First day with the new insurer. */
  switchDate: IsoDate;
  /** The day the law names: 30 November or 31 March. */
  legalDeadline: IsoDate;
  /** The last working day on or before the legal deadline: the notice must have arrived by then. */
  deadline: IsoDate;
  /** Recommended day to post the registered letter (the 15th, or the Saturday before a Sunday or holiday). */
  postBy: IsoDate;
};

export type SwitchDeadline = SwitchTerm & {
  /** Whole days from today to the deadline: 0 on the day itself, negative once it has passed. */
  daysLeft: number;
  open: boolean;
};

type TermDates = { endMonth: number; endDay: number; deadlineMonth: number; deadlineDay: number; yearOffset: number };

// yearOffset: the calendar year of the end date and deadline relative to the tariff year.
const TERMS: Record<SwitchKind, TermDates> = {
  yearEnd: { endMonth: 12, endDay: 31, deadlineMonth: 11, deadlineDay: 30, yearOffset: -1 },
  midYear: { endMonth: 6, endDay: 30, deadlineMonth: 3, deadlineDay: 31, yearOffset: 0 },
};

/** The guide recommends posting the registered letter by the 15th of the deadline month. */
const POSTING_DAY = 15;

function previousWorkingDay(date: IsoDate): IsoDate {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

/** Post offices open on Saturdays: only a Sunday or holiday moves the posting day back. */
function previousPostingDay(date: IsoDate): IsoDate {
  let day = date;
  while (weekday(day) === 0 || isSwissPublicHoliday(day)) day = addDays(day, -1);
  return day;
}

export function switchTerm(kind: SwitchKind, tariffYear: number): SwitchTerm {
  const term = TERMS[kind];
  const year = tariffYear + term.yearOffset;
  const endDate = isoDate(year, term.endMonth, term.endDay);
  const legalDeadline = isoDate(year, term.deadlineMonth, term.deadlineDay);
  return {
    kind,
    tariffYear,
    endDate,
    switchDate: addDays(endDate, 1),
    legalDeadline,
    deadline: previousWorkingDay(legalDeadline),
    postBy: previousPostingDay(isoDate(year, term.deadlineMonth, POSTING_DAY)),
  };
}

/** Whole calendar days from `from` to `to` (both Swiss calendar days). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const utc = (date: IsoDate) => {
    const { year, month, day } = dateParts(date);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

function withToday(term: SwitchTerm, today: IsoDate): SwitchDeadline {
  const daysLeft = daysBetween(today, term.deadline);
  return { ...term, daysLeft, open: daysLeft >= 0 };
}

export type SwitchDeadlines = {
  tariffYear: number;
  /** Into the tariff year on 1 January. */
  yearEnd: SwitchDeadline;
  /** Within the tariff year on 1 July (standard model with the ordinary deductible only). */
  midYear: SwitchDeadline;
  /** When the tariff year's 1 January switch is missed: the next one (1 January of the year after). */
  followingYearEnd: SwitchDeadline;
};

/** The deadlines for switching into (and within) a tariff year, seen from `today`. */
export function switchDeadlines(tariffYear: number, today: IsoDate): SwitchDeadlines {
  return {
    tariffYear,
    yearEnd: withToday(switchTerm("yearEnd", tariffYear), today),
    midYear: withToday(switchTerm("midYear", tariffYear), today),
    followingYearEnd: withToday(switchTerm("yearEnd", tariffYear + 1), today),
  };
}

/** The nearest term of a kind whose deadline has not passed on `today`. */
export function upcomingSwitch(kind: SwitchKind, today: IsoDate): SwitchDeadline {
  const { year } = dateParts(today);
  // The tariff year whose term falls in today's calendar year, then the one after.
  const first = year - TERMS[kind].yearOffset;
  const term = withToday(switchTerm(kind, first), today);
  return term.open ? term : withToday(switchTerm(kind, first + 1), today);
}

/** The tariff year of the next 1 January a person can still switch to. */
export const nextSwitchYear = (today: IsoDate): number => upcomingSwitch("yearEnd", today).tariffYear;
