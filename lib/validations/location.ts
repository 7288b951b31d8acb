import "./zod-jitless";
import { z } from "zod";
import texts from "@/lib/i18n/messages/de/validation.json";

const t = texts.location;

export const locationQuerySchema = z.object({
  q: z
    .string({ error: t.queryRequired })
    .trim()
    .min(2, t.queryRequired)
    .max(100, t.queryTooLong),
});

export const postalCodeParamSchema = z
  .string({ error: t.postalCodeRequired })
  .trim()
  .min(1, t.postalCodeRequired)
  .regex(/^\d{4}$/, t.postalCodeFormat);
