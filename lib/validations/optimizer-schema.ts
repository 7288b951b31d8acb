// zod/mini: the same schemas for a fraction of the bundle; this runs in the browser, loaded when the
// optimizer form is first touched (lib/forms/lazy-resolver.ts).
import "./zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import * as z from "zod/mini";
import { EXPECTED_COSTS, RISK_TOLERANCE } from "@/lib/domain/franchise-optimizer";
import { MODEL_CODES } from "@/lib/domain/insurance-models";
import { BIRTH_YEAR_MIN, GENDERS, MAX_OPTIMIZER_OTHERS, resolveBirthYear, type OptimizerErrorKey, type OptimizerFormValues } from "./optimizer";

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

/** The form's validation for the given current year. */
export const optimizerResolver = (currentYear: number): Resolver<OptimizerFormValues, unknown, OptimizerInput> =>
  zodResolver(optimizerSchema(currentYear));
