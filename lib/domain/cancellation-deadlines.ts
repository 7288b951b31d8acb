import { addDays, dateParts, isoDate, isSwissPublicHoliday, isWorkingDay, weekday, type IsoDate } from "./calendar";

/**
 * Why and to when the basic insurance (KVG) is cancelled:
 * - endOfYear: to 31 December (Art. 7 KVG). The letter must reach the insurer by 30 November;
 *   the three-month notice of Art. 7 Abs. 1 KVG gives way to the one month of Abs. 2, because
 *   every insurer announces the new premiums in autumn.
 * - premiumIncrease: to 31 December after the announcement of the new premium, one month's
 *   notice (Art. 7 Abs. 2 KVG), so also received by 30 November.
 * - midYear: to 30 June, only in the standard model with the ordinary deductible (CHF 300,
 *   children CHF 0), three months' notice (Art. 7 Abs. 1 KVG): received by 31 March.
 */
export const CANCELLATION_REASONS = ["endOfYear", "premiumIncrease", "midYear"] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const LEGAL_BASIS: Record<CancellationReason, string> = {
  endOfYear: "Art. 7 KVG",
  premiumIncrease: "Art. 7 Abs. 2 KVG",
  midYear: "Art. 7 Abs. 1 KVG",
};

type Term = { endMonth: number; endDay: number; receiptMonth: number; receiptDay: number };

const YEAR_END: Term = { endMonth: 12, endDay: 31, receiptMonth: 11, receiptDay: 30 };
const TERMS: Record<CancellationReason, Term> = {
  endOfYear: YEAR_END,
  premiumIncrease: YEAR_END,
  midYear: { endMonth: 6, endDay: 30, receiptMonth: 3, receiptDay: 31 },
};

/** The guide recommends posting the registered letter by the 15th of the deadline month. */
const POSTING_DAY = 15;

/**
 * - onTime: today is on or before the recommended posting day.
 * - tight: the recommended day has passed, but a letter can still arrive in time.
 * - missed: the letter can no longer arrive in time for the nearest end date; the dates are
 *   those of the following year and `missedEndDate` names the end date that was missed.
 */
export type DeadlineStatus = "onTime" | "tight" | "missed";

export type CancellationDeadlines = {
  reason: CancellationReason;
  /** Last day insured with the old insurer. */
  endDate: IsoDate;
  /** First day with the new insurer. */
  newCoverFrom: IsoDate;
  /** The legal deadline: the letter must be received by this day. */
  receiptDeadline: IsoDate;
  /** The last working day on or before the receipt deadline: no mail arrives on weekends. */
  lastArrivalDay: IsoDate;
  /** Recommended day to post the registered letter. */
  postBy: IsoDate;
  status: DeadlineStatus;
  missedEndDate: IsoDate | null;
};

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

function termOfYear(reason: CancellationReason, year: number) {
  const term = TERMS[reason];
  const endDate = isoDate(year, term.endMonth, term.endDay);
  const receiptDeadline = isoDate(year, term.receiptMonth, term.receiptDay);
  return {
    reason,
    endDate,
    newCoverFrom: addDays(endDate, 1),
    receiptDeadline,
    lastArrivalDay: previousWorkingDay(receiptDeadline),
    postBy: previousPostingDay(isoDate(year, term.receiptMonth, POSTING_DAY)),
  };
}

/** The nearest end date still reachable from `today` for the reason, with its deadlines. */
export function cancellationDeadlines(reason: CancellationReason, today: IsoDate): CancellationDeadlines {
  const { year } = dateParts(today);
  const current = termOfYear(reason, year);
  if (today <= current.lastArrivalDay) {
    return { ...current, status: today <= current.postBy ? "onTime" : "tight", missedEndDate: null };
  }
  const next = termOfYear(reason, year + 1);
  // Past this year's end date as well (a mid-year term from July on), nothing was missed:
  // the next term is simply the next one.
  const missed = today <= current.endDate;
  return { ...next, status: missed ? "missed" : "onTime", missedEndDate: missed ? current.endDate : null };
}
