// zod/mini: the same schemas for a fraction of the bundle; this runs in the browser.
import "./zod-jitless";
import * as z from "zod/mini";
import { EXPECTED_COSTS, RISK_TOLERANCE } from "@/lib/domain/franchise-optimizer";
import { MODEL_CODES } from "@/lib/domain/insurance-models";

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
  modelCode: (typeof MODEL_CODES)[number];
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

const birthYearField = (currentYear: number) =>
  z.pipe(
    z.string(),
    z.transform((raw, context) => {
      const resolved = resolveBirthYear(raw);
      const year = Number(resolved);
      if (resolved === "" || year < BIRTH_YEAR_MIN || year > currentYear) {
        context.issues.push({ code: "custom", message: "birthYear" satisfies OptimizerErrorKey, input: raw });
        return z.NEVER;
      }
      return year;
    }),
  );

const expectedCostsField = z.int().check(z.gte(EXPECTED_COSTS.min), z.lte(EXPECTED_COSTS.max));

export const optimizerSchema = (currentYear: number) =>
  z.object({
    // Spec: present and 4 characters; the message asks for 4 digits, which is what a Swiss postal code is.
    postalCode: z.string().check(z.trim(), z.regex(/^\d{4}$/, "postalCode" satisfies OptimizerErrorKey)),
    birthYear: birthYearField(currentYear),
    modelCode: z.enum(MODEL_CODES),
    gender: z.enum(GENDERS),
    accidentCoverage: z.boolean(),
    expectedCosts: expectedCostsField,
    riskTolerance: z.int().check(z.gte(RISK_TOLERANCE.min), z.lte(RISK_TOLERANCE.max)),
    others: z
      .array(z.object({ birthYear: birthYearField(currentYear), expectedCosts: expectedCostsField, accidentCoverage: z.boolean() }))
      .check(z.maxLength(MAX_OPTIMIZER_OTHERS)),
  });

export type OptimizerInput = z.output<ReturnType<typeof optimizerSchema>>;
export type OptimizerPerson = OptimizerInput["others"][number];
