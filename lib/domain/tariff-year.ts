import { dateParts, swissToday } from "./calendar";

/**
 * Which tariff year (premium year) the site shows by default. The BAG approves and publishes
 * next year's premiums at the end of September (2027: on 29 September 2026); from then on people
 * compare next year's premiums, because a switch for 1 January must reach the old insurer by
 * 30 November. So from 20 September on, next year's premiums are the default once they are loaded;
 * before that, and whenever they are not loaded, the current year's.
 */
export const NEXT_YEAR_FROM = { month: 9, day: 20 } as const;

/** The calendar date in Switzerland (Europe/Zurich), whatever the server's time zone. */
export const swissDate = (now: Date): { year: number; month: number; day: number } => dateParts(swissToday(now));

/** Whether next year's premiums are the ones to compare on this date (from 20 September on). */
export function isNextYearSeason(now: Date): boolean {
  const { month, day } = swissDate(now);
  return month > NEXT_YEAR_FROM.month || (month === NEXT_YEAR_FROM.month && day >= NEXT_YEAR_FROM.day);
}

/**
 * The tariff year expected to be shown on this date when every year is loaded: next year from
 * 20 September on, else the current one. Browsers use it before the server has answered.
 */
export function expectedTariffYear(now: Date): number {
  const { year } = swissDate(now);
  return isNextYearSeason(now) ? year + 1 : year;
}

/**
 * The default tariff year among the loaded ones: next year from 20 September on if loaded, else
 * the current year; without the current year the newest earlier one (old data beats none), and
 * without any of those the oldest loaded. Undefined when nothing is loaded.
 */
export function defaultTariffYear(available: readonly number[], now: Date): number | undefined {
  if (available.length === 0) return undefined;
  const { year } = swissDate(now);
  if (isNextYearSeason(now) && available.includes(year + 1)) return year + 1;
  if (available.includes(year)) return year;
  const earlier = available.filter((y) => y < year);
  if (earlier.length > 0) return Math.max(...earlier);
  return Math.min(...available);
}
