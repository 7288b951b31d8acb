import { addDays, formatDateLong, weekdayName, type IsoDate } from "@/lib/domain/calendar";
import { cancellationDeadlines } from "@/lib/domain/cancellation-deadlines";
import { upcomingSwitch } from "@/lib/domain/switch-deadlines";
import type { Locale } from "./config";
import { fill } from "./fill";
import { messagesFor } from "./messages";

/** "noch 8 Tage", "noch 1 Tag", "heute ist der letzte Tag"; in the language asked for. */
export function daysLeftText(days: number, locale: Locale = "de"): string {
  const { deadlines } = messagesFor(locale);
  if (days === 0) return deadlines.daysLeft.zero;
  if (days === 1) return deadlines.daysLeft.one;
  return deadlines.daysLeft.other.replace("{days}", String(days));
}

/**
 * The values the catalogue's deadline texts ({switchDate}, {deadline}, …) are filled with: the
 * next 1 January a person can still switch to and the next 1 July switch of the standard model,
 * both from the one deadline function, seen from `today`.
 */
export function deadlineValues(today: IsoDate, locale: Locale = "de") {
  const { deadlines } = messagesFor(locale);
  const date = (day: IsoDate, weekday = false) => formatDateLong(day, { weekday, language: locale });
  const yearEnd = upcomingSwitch("yearEnd", today);
  const midYear = upcomingSwitch("midYear", today);
  // Before the recommended posting day, after it, or after the deadline (then the next term).
  const posting = cancellationDeadlines("endOfYear", today);
  const missedSwitchDate = posting.missedEndDate ? date(addDays(posting.missedEndDate, 1)) : "";
  const postBy = date(yearEnd.postBy);
  return {
    switchYear: yearEnd.tariffYear,
    switchDate: date(yearEnd.switchDate),
    deadline: date(yearEnd.deadline),
    deadlineWeekday: date(yearEnd.deadline, true),
    legalDeadline: date(yearEnd.legalDeadline),
    legalWeekday: weekdayName(yearEnd.legalDeadline, locale),
    postBy,
    postingStatus: posting.status,
    missedSwitchDate,
    postingAdvice: fill(deadlines.posting[posting.status], { postBy, missedSwitchDate }),
    daysLeft: yearEnd.daysLeft,
    daysLeftText: daysLeftText(yearEnd.daysLeft, locale),
    midYearEnd: date(midYear.endDate),
    midYearSwitchDate: date(midYear.switchDate),
    midYearDeadline: date(midYear.deadline),
    midYearDaysLeft: midYear.daysLeft,
    midYearDaysLeftText: daysLeftText(midYear.daysLeft, locale),
  };
}

export type DeadlineValues = ReturnType<typeof deadlineValues>;
