import "@/lib/validations/zod-jitless";
import { z } from "zod";
import texts from "@/lib/i18n/messages/de/quote.json";
import { householdSelectionSchema, type HouseholdSelection } from "./household-selection";
import { birthDateSchema, emailSchema, genderSchema, idempotencyKeySchema, quoteCustomerSchema, quoteFormSchema, requiredText } from "@/lib/validations/quote";

/**
 * A quote request for a household: the contact person fills the quote form as for one person,
 * each further person of the household gives name, date of birth and gender (an e-mail address
 * if they like). The dialog and POST /api/quote/request validate with these schemas.
 */
const e = texts.errors;

/** "" from an empty optional field means no address. */
const optionalEmail = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), emailSchema.optional());

export const furtherPersonSchema = z.object({
  firstName: requiredText(e.firstName),
  lastName: requiredText(e.lastName),
  birthDate: birthDateSchema,
  gender: genderSchema,
  email: optionalEmail,
});

export type FurtherPerson = z.output<typeof furtherPersonSchema>;
export type FurtherPersonInput = z.input<typeof furtherPersonSchema>;

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/** Each further person's date of birth must lie in the birth year the offer was priced for. */
function checkFurtherPersons(
  persons: readonly { birthDate: string }[],
  selection: Pick<HouseholdSelection, "persons">,
  ctx: z.RefinementCtx,
  path: string,
) {
  if (persons.length !== selection.persons.length - 1) {
    ctx.addIssue({ code: "custom", path: [path], message: e.householdPersons });
    return;
  }
  persons.forEach((person, index) => {
    if (yearOf(person.birthDate) !== selection.persons[index + 1]!.birthYear) {
      ctx.addIssue({ code: "custom", path: [path, index, "birthDate"], message: e.birthYearMismatch });
    }
  });
}

export const householdQuoteRequestSchema = z
  .object({
    household: householdSelectionSchema,
    /** The contact person: the household's first person (household.persons[0]). */
    customerData: quoteCustomerSchema,
    /** household.persons[1], [2], … in this order. */
    furtherPersons: z.array(furtherPersonSchema).max(5),
    idempotencyKey: idempotencyKeySchema.optional(),
  })
  .superRefine((request, ctx) => {
    if (yearOf(request.customerData.birthDate) !== request.household.persons[0]!.birthYear) {
      ctx.addIssue({ code: "custom", path: ["customerData", "birthDate"], message: e.birthYearMismatch });
    }
    checkFurtherPersons(request.furtherPersons, request.household, ctx, "furtherPersons");
  });

export type HouseholdQuoteRequest = z.output<typeof householdQuoteRequestSchema>;

/** A date of birth that lies in the birth year the offer was priced for. */
const birthDateIn = (year: number) => birthDateSchema.refine((value) => yearOf(value) === year, e.birthYearMismatch);

/**
 * The dialog's form for a household: the one-person form plus a fieldset per further person,
 * each date of birth checked against its person's birth year as soon as it is a date.
 */
export function householdQuoteFormSchema(selection: HouseholdSelection) {
  const [contact, ...further] = selection.persons;
  return quoteFormSchema.extend({
    birthDate: birthDateIn(contact!.birthYear),
    // A tuple, one schema per person; typed as the array it validates.
    furtherPersons: z.tuple(further.map((person) => furtherPersonSchema.extend({ birthDate: birthDateIn(person.birthYear) })) as []) as unknown as z.ZodArray<
      typeof furtherPersonSchema
    >,
  });
}

export type HouseholdQuoteFormValues = z.output<ReturnType<typeof householdQuoteFormSchema>>;
export type HouseholdQuoteFormInput = z.input<ReturnType<typeof householdQuoteFormSchema>>;

/** The request body (without its idempotency key) for the household dialog's values. */
export function toHouseholdQuoteRequest(selection: HouseholdSelection, form: HouseholdQuoteFormValues) {
  return {
    household: selection,
    customerData: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone,
      birthDate: form.birthDate,
      address: `${form.street} ${form.houseNumber}`,
      city: form.city,
      gender: form.gender,
      language: form.language,
      ...(form.currentInsurerId ? { currentInsurerId: form.currentInsurerId } : {}),
      consent: form.consent,
    },
    furtherPersons: form.furtherPersons.map((person) => ({
      firstName: person.firstName,
      lastName: person.lastName,
      birthDate: person.birthDate,
      gender: person.gender,
      ...(person.email ? { email: person.email } : {}),
    })),
  } satisfies Omit<z.input<typeof householdQuoteRequestSchema>, "idempotencyKey">;
}
