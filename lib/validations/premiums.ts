import "./zod-jitless";
import { z } from "zod";
import { MODEL_CODES } from "@/lib/domain/insurance-models";
import { PREMIUM_SORTS } from "@/lib/domain/premium-sort";
import { BIRTH_YEAR_MIN, latestBirthYear } from "@/lib/domain/birth-year";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/validation.json";

const t = texts.premiumSearch;

export { BIRTH_YEAR_MIN, latestBirthYear };
/** Seen from the server's start; the form and the search check `latestBirthYear()` on the day. */
export const BIRTH_YEAR_MAX = latestBirthYear();
export const birthYearRangeMessage = () => fill(t.birthYearRange, { min: BIRTH_YEAR_MIN, max: latestBirthYear() });

const missingOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === "" ? t.required : message;

export const postalCodeSchema = z.preprocess(
  (value) =>
    typeof value === "number" && Number.isInteger(value)
      ? String(value)
      : typeof value === "string" && value.trim() === ""
        ? undefined
        : value,
  z
    .string({ error: missingOr(t.postalCodeFormat) })
    .trim()
    .regex(/^\d{4}$/, t.postalCodeFormat),
);

/** A number or a numeric string (form fields and URLs carry text). */
export const birthYearSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value === "" ? undefined : value),
  z
    .number({ error: (issue) => missingOr(birthYearRangeMessage())(issue) })
    .int({ error: birthYearRangeMessage })
    .min(BIRTH_YEAR_MIN, { error: birthYearRangeMessage })
    .refine((year) => year <= latestBirthYear(), { error: birthYearRangeMessage }),
);

/**
 * POST /api/premiums/search. `modelCode` narrows to one model, `modelCodes`
 * to several; without either every model is returned. `bfsNumber` picks the municipality when
 * a postal code spans several premium regions. `gender` is accepted (the calculator sends it)
 * but premiums do not depend on it. `tariffYear` defaults to the year the site shows on the day
 * (lib/domain/tariff-year.ts). With `currentInsurerCode` (and `currentModelCode`, else the
 * standard model) the answer compares every offer with what that insurer will charge if nothing
 * changes.
 */
export const premiumSearchSchema = z.object({
  postalCode: postalCodeSchema,
  birthYear: birthYearSchema,
  limit: z.number({ error: t.limit }).int(t.limit).min(1, t.limit).max(200, t.limit).default(50),
  offset: z.number({ error: t.offset }).int(t.offset).min(0, t.offset).max(100_000, t.offset).default(0),
  sortBy: z.enum(PREMIUM_SORTS, { error: t.sort }).default("price_asc"),
  franchiseAmount: z.number({ error: t.franchise }).int(t.franchise).min(0, t.franchise).max(2500, t.franchise).optional(),
  accidentCoverage: z.boolean({ error: t.accidentCoverage }).default(true),
  modelCode: z.enum(MODEL_CODES, { error: t.model }).optional(),
  modelCodes: z.array(z.enum(MODEL_CODES, { error: t.model }), { error: t.model }).max(4, t.model).optional(),
  bfsNumber: z.number({ error: t.municipality }).int(t.municipality).positive(t.municipality).max(99_999, t.municipality).optional(),
  /** Answer only the cheapest premium of each deductible (the optimizer's real-premium table). */
  cheapestPerFranchise: z.boolean().default(false),
  gender: z.enum(["M", "F"]).optional(),
  tariffYear: z.preprocess(
    (value) => (typeof value === "string" && /^\d{4}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: t.tariffYear }).int(t.tariffYear).min(2000, t.tariffYear).max(2100, t.tariffYear).optional(),
  ),
  currentInsurerCode: z.string({ error: t.currentInsurer }).trim().regex(/^\d{1,5}$/, t.currentInsurer).optional(),
  currentModelCode: z.enum(MODEL_CODES, { error: t.model }).optional(),
});

export type PremiumSearchInput = z.input<typeof premiumSearchSchema>;
export type PremiumSearchRequest = z.output<typeof premiumSearchSchema>;
