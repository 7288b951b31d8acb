import { dateParts, swissToday } from "@/lib/domain/calendar";

/** The earliest birth year a search accepts. */
export const BIRTH_YEAR_MIN = 1875;

/**
 * The latest birth year that can be priced: next year's premiums are published in autumn, so a
 * child born this year or next is priced for next year (the spec's 2025 was the limit of its year).
 */
export const latestBirthYear = (now: Date = new Date()) => dateParts(swissToday(now)).year + 1;
