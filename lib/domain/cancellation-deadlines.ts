import { dateParts, type IsoDate } from "./calendar";
import { switchTerm, type SwitchKind } from "./switch-deadlines";

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

/** The same articles as French, Italian and English texts cite them (LAMal; KVG in English). */
export const LEGAL_BASIS_IN: Record<"fr" | "it" | "en", Record<CancellationReason, string>> = {
  fr: { endOfYear: "art. 7 LAMal", premiumIncrease: "art. 7, al. 2, LAMal", midYear: "art. 7, al. 1, LAMal" },
  it: { endOfYear: "art. 7 LAMal", premiumIncrease: "art. 7 cpv. 2 LAMal", midYear: "art. 7 cpv. 1 LAMal" },
  en: { endOfYear: "Art. 7 KVG", premiumIncrease: "Art. 7 para. 2 KVG", midYear: "Art. 7 para. 1 KVG" },
};

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

/** The switch term each reason leads to (see switch-deadlines.ts for the law behind them). */
const KIND: Record<CancellationReason, SwitchKind> = { endOfYear: "yearEnd", premiumIncrease: "yearEnd", midYear: "midYear" };

/** The reason's term whose end date falls in `year`. */
function termOfYear(reason: CancellationReason, year: number) {
  const kind = KIND[reason];
  const term = switchTerm(kind, kind === "yearEnd" ? year + 1 : year);
  return {
    reason,
    endDate: term.endDate,
    newCoverFrom: term.switchDate,
    receiptDeadline: term.legalDeadline,
    lastArrivalDay: term.deadline,
    postBy: term.postBy,
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
