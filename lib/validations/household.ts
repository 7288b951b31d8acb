import "@/lib/validations/zod-jitless";
import { z } from "zod";
import texts from "@/lib/i18n/messages/de/household.json";
import validation from "@/lib/i18n/messages/de/validation.json";
import { MAX_HOUSEHOLD_PERSONS } from "@/lib/domain/household-size";
import { birthYearSchema, postalCodeSchema, premiumSearchSchema } from "./premiums";

export { MAX_HOUSEHOLD_PERSONS };
export const HOUSEHOLD_SORTS = ["total_asc", "total_desc", "insurer_asc"] as const;
export type HouseholdSort = (typeof HOUSEHOLD_SORTS)[number];

// The single search's fields, so a person's field fails with the same German message.
const single = premiumSearchSchema.shape;

export const householdPersonSchema = z.object({
  birthYear: birthYearSchema,
  /** Without it, the lowest deductible of the person's age class (children 0, others 300). */
  franchiseAmount: single.franchiseAmount,
  accidentCoverage: single.accidentCoverage,
  /** A name to tell the persons apart ("Kind 1"); shown back as given. */
  label: z.string({ error: texts.label }).trim().max(40, texts.label).optional(),
});

/**
 * POST /api/premiums/household: one comparison for one to six persons living at one address.
 * `bfsNumber` picks the municipality when the postal code spans premium regions; `modelCodes`
 * narrows every person's products; with `currentInsurerCode` (and `currentModelCode`, else the
 * standard model) each offer is compared with the household's total if nothing changes.
 */
export const householdSearchSchema = z.object({
  postalCode: postalCodeSchema,
  bfsNumber: single.bfsNumber,
  tariffYear: single.tariffYear,
  modelCodes: single.modelCodes,
  sortBy: z.enum(HOUSEHOLD_SORTS, { error: validation.premiumSearch.sort }).default("total_asc"),
  persons: z
    .array(householdPersonSchema, { error: texts.persons })
    .min(1, texts.persons)
    .max(MAX_HOUSEHOLD_PERSONS, texts.tooManyPersons),
  currentInsurerCode: single.currentInsurerCode,
  currentModelCode: single.currentModelCode,
});

export type HouseholdSearchInput = z.input<typeof householdSearchSchema>;
export type HouseholdSearchRequest = z.output<typeof householdSearchSchema>;
export type HouseholdPersonRequest = HouseholdSearchRequest["persons"][number];
