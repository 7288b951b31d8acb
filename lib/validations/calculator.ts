import "./zod-jitless";
import { z } from "zod";
import { MODEL_CODES } from "@/lib/domain/insurance-models";
import { PREMIUM_SORTS } from "@/lib/domain/premium-sort";
import texts from "@/lib/i18n/messages/de/calculator.json";
import householdTexts from "@/lib/i18n/messages/de/household.json";
import { MAX_HOUSEHOLD_PERSONS } from "./household";
import { birthYearSchema } from "./premiums";

const label = z.string().trim().max(40, householdTexts.label);

/** A further person of a household in the calculator (two to six rows). */
export const calculatorPersonSchema = z.object({
  label,
  birthYear: birthYearSchema,
  franchise: z.coerce.number().int().min(0).max(2500),
  accidentCoverage: z.boolean(),
});

/**
 * The calculator form. The location is free text here; whether it is a
 * valid postal code or a known locality is decided with the server after this check.
 */
export const calculatorFormSchema = z.object({
  location: z.string().trim().min(1, texts.errors.required),
  birthYear: birthYearSchema,
  franchise: z.coerce.number().int().min(0).max(2500),
  accidentCoverage: z.boolean(),
  models: z.array(z.enum(MODEL_CODES)).min(1),
  sortBy: z.enum(PREMIUM_SORTS),
  /** BAG number of the current insurer, "" for none. */
  currentInsurer: z.union([z.literal(""), z.string().regex(/^\d{1,5}$/)]),
  /** The current model, "" when not known (the standard model is assumed). */
  currentModel: z.union([z.literal(""), z.enum(MODEL_CODES)]),
  /** The first person's name, shown only once there are several persons. */
  label: label.optional(),
  /** The household's further persons: none for a single search, at most five. */
  others: z.array(calculatorPersonSchema).max(MAX_HOUSEHOLD_PERSONS - 1).default([]),
});

export type CalculatorFormInput = z.input<typeof calculatorFormSchema>;
export type CalculatorFormValues = z.output<typeof calculatorFormSchema>;
