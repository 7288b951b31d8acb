// The optimizer form's values and defaults; its schema (with zod) is in ./optimizer-schema.ts, which
// the form loads when first touched.
import { EXPECTED_COSTS, RISK_TOLERANCE } from "@/lib/domain/franchise-optimizer";
import type { ModelCode } from "@/lib/domain/insurance-models";

/** the earliest birth year; unparsable input falls back to the default. */
export const BIRTH_YEAR_MIN = 1900;
export const FALLBACK_BIRTH_YEAR = 1990;

export const GENDERS = ["M", "F"] as const;

/** A further person of the household: birth year as typed, own expected costs, accident cover. */
export type OptimizerPersonValues = { birthYear: string; expectedCosts: number; accidentCoverage: boolean };

/** The first person plus at most five others: a household of six, as in the calculator. */
export const MAX_OPTIMIZER_OTHERS = 5;

/** What the form fields hold (the birth year as typed). */
export type OptimizerFormValues = {
  postalCode: string;
  birthYear: string;
  modelCode: ModelCode;
  gender: (typeof GENDERS)[number];
  accidentCoverage: boolean;
  expectedCosts: number;
  riskTolerance: number;
  /** The household's other persons (none: the single optimizer). */
  others: OptimizerPersonValues[];
};

/** defaults; the postal code has none. */
export const OPTIMIZER_DEFAULTS: OptimizerFormValues = {
  postalCode: "",
  birthYear: String(FALLBACK_BIRTH_YEAR),
  modelCode: "standard",
  gender: "M",
  accidentCoverage: true,
  expectedCosts: EXPECTED_COSTS.default,
  riskTolerance: RISK_TOLERANCE.default,
  others: [],
};

/**
 * The birth year as typed: blank stays blank (the field is required), text that does not
 * start with a number falls back to 1990, as does input the browser could not read.
 */
export function resolveBirthYear(raw: string, badInput = false): string {
  const text = raw.trim();
  if (badInput) return String(FALLBACK_BIRTH_YEAR);
  if (text === "") return "";
  const year = Number.parseInt(text, 10);
  return Number.isNaN(year) ? String(FALLBACK_BIRTH_YEAR) : String(year);
}

/** Error messages are catalogue keys under `optimizer.errors`. */
export type OptimizerErrorKey = "postalCode" | "birthYear";
