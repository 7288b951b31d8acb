import "./zod-jitless";
import { z } from "zod";
import { parseSwissDate, type IsoDate } from "@/lib/domain/calendar";
import { CANCELLATION_REASONS } from "@/lib/domain/cancellation-deadlines";
import texts from "@/lib/i18n/messages/de/cancellation.json";

const t = texts.validation;

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const EARLIEST_BIRTH_DATE = "1900-01-01";

/**
 * The cancellation letter form. It never leaves the browser: the schema checks what the letter
 * needs. The insurance number is required (the insurer finds the contract by it); its format
 * differs between insurers, so only characters and length are checked. The birth date is
 * written TT.MM.JJJJ and comes out as an ISO day; `today` bounds it.
 */
export function cancellationFormSchema(today: IsoDate) {
  return z.object({
    fullName: text(t.fullNameRequired, 100, t.fullNameTooLong),
    street: text(t.streetRequired, 100, t.streetTooLong),
    postalCode: z.string({ error: t.postalCodeRequired }).trim().min(1, t.postalCodeRequired).regex(/^\d{4}$/, t.postalCodeFormat),
    city: text(t.cityRequired, 60, t.cityTooLong),
    birthDate: z
      .string({ error: t.birthDateRequired })
      .trim()
      .min(1, t.birthDateRequired)
      .regex(/^\d{1,2}\.\d{1,2}\.\d{4}$/, t.birthDateFormat)
      .superRefine((value, ctx) => {
        const date = parseSwissDate(value);
        if (date === null) ctx.addIssue({ code: "custom", message: t.birthDateInvalid });
        else if (date < EARLIEST_BIRTH_DATE || date > today) ctx.addIssue({ code: "custom", message: t.birthDateRange });
      })
      .transform((value) => parseSwissDate(value) ?? ""),
    insuranceNumber: z
      .string({ error: t.insuranceNumberRequired })
      .trim()
      .min(1, t.insuranceNumberRequired)
      .regex(/^[A-Za-z0-9 ./-]{1,30}$/, t.insuranceNumberFormat),
    insurerName: text(t.insurerRequired, 100, t.insurerTooLong),
    reason: z.enum(CANCELLATION_REASONS, { error: t.reasonRequired }),
  });
}

export type CancellationFormInput = z.input<ReturnType<typeof cancellationFormSchema>>;
export type CancellationFormValues = z.output<ReturnType<typeof cancellationFormSchema>>;

/** GET /api/insurer/list */
export const insurerListResponseSchema = z.object({
  insurers: z.array(z.object({ code: z.string(), name: z.string().trim().min(1), address: z.optional(z.array(z.string())) })),
});
