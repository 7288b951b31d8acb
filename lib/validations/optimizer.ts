// zod/mini: the same schemas for a fraction of the bundle; this runs in the browser.
import "./zod-jitless";
import * as z from "zod/mini";
import { EXPECTED_COSTS, RISK_TOLERANCE } from "@/lib/domain/franchise-optimizer";
import { MODEL_CODES } from "@/lib/domain/insurance-models";

/** the earliest birth year; unparsable input falls back to the default. */
export const BIRTH_YEAR_MIN = 1900;
export const FALLBACK_BIRTH_YEAR = 1990;

export const GENDERS = ["M", "F"] as const;

/** What the form fields hold (the birth year as typed). */
export type OptimizerFormValues = {
  postalCode: string;
  birthYear: string;
  modelCode: (typeof MODEL_CODES)[number];
  gender: (typeof GENDERS)[number];
  accidentCoverage: boolean;
  expectedCosts: number;
  riskTolerance: number;
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

export const optimizerSchema = (currentYear: number) =>
  z.object({
    // Spec: present and 4 characters; the message asks for 4 digits, which is what a Swiss postal code is.
    postalCode: z.string().check(z.trim(), z.regex(/^\d{4}$/, "postalCode" satisfies OptimizerErrorKey)),
    birthYear: z.pipe(
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
    ),
    modelCode: z.enum(MODEL_CODES),
    gender: z.enum(GENDERS),
    accidentCoverage: z.boolean(),
    expectedCosts: z.int().check(z.gte(EXPECTED_COSTS.min), z.lte(EXPECTED_COSTS.max)),
    riskTolerance: z.int().check(z.gte(RISK_TOLERANCE.min), z.lte(RISK_TOLERANCE.max)),
  });

export type OptimizerInput = z.output<ReturnType<typeof optimizerSchema>>;
