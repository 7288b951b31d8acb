import { addDays, formatDateLong, weekdayName, type IsoDate } from "@/lib/domain/calendar";
import { cancellationDeadlines } from "@/lib/domain/cancellation-deadlines";
import { upcomingSwitch } from "@/lib/domain/switch-deadlines";
import { fill } from "./fill";
import deadlines from "@/lib/i18n/messages/de/deadlines.json";

/** "noch 8 Tage", "noch 1 Tag", "heute ist der letzte Tag". */
export function daysLeftText(days: number): string {
  if (days === 0) return deadlines.daysLeft.zero;
  if (days === 1) return deadlines.daysLeft.one;
  return deadlines.daysLeft.other.replace("{days}", String(days));
}

/**
 * The values the catalogue's deadline texts ({switchDate}, {deadline}, …) are filled with: the
 * next 1 January a person can still switch to and the next 1 July switch of the standard model,
 * both from the one deadline function, seen from `today`.
 */
export function deadlineValues(today: IsoDate) {
  const yearEnd = upcomingSwitch("yearEnd", today);
  const midYear = upcomingSwitch("midYear", today);
  // Before the recommended posting day, after it, or after the deadline (then the next term).
  const posting = cancellationDeadlines("endOfYear", today);
  const missedSwitchDate = posting.missedEndDate ? formatDateLong(addDays(posting.missedEndDate, 1)) : "";
  const postBy = formatDateLong(yearEnd.postBy);
  return {
    switchYear: yearEnd.tariffYear,
    switchDate: formatDateLong(yearEnd.switchDate),
    deadline: formatDateLong(yearEnd.deadline),
    deadlineWeekday: formatDateLong(yearEnd.deadline, { weekday: true }),
    legalDeadline: formatDateLong(yearEnd.legalDeadline),
    legalWeekday: weekdayName(yearEnd.legalDeadline),
    postBy,
    postingStatus: posting.status,
    missedSwitchDate,
    postingAdvice: fill(deadlines.posting[posting.status], { postBy, missedSwitchDate }),
    daysLeft: yearEnd.daysLeft,
    daysLeftText: daysLeftText(yearEnd.daysLeft),
    midYearEnd: formatDateLong(midYear.endDate),
    midYearSwitchDate: formatDateLong(midYear.switchDate),
    midYearDeadline: formatDateLong(midYear.deadline),
    midYearDaysLeft: midYear.daysLeft,
    midYearDaysLeftText: daysLeftText(midYear.daysLeft),
  };
}

export type DeadlineValues = ReturnType<typeof deadlineValues>;
