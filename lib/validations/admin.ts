import "./zod-jitless";
import { z } from "zod";
import texts from "@/lib/i18n/messages/de/admin.json";
import { isEmailAddress, normaliseEmail } from "./email";

const s = texts.server;

/** The login code: exactly 6 digits. */
export const CODE_LENGTH = 6;
export const CODE_PATTERN = /^\d{6}$/;
/** A pending login's id as the server hands it out: 32 random bytes in base64url. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Digits only, at most 6: what the code input keeps of whatever is typed or pasted. */
export const codeInput = (value: string) => value.replace(/\D/g, "").slice(0, CODE_LENGTH);

/** Step 1: a non-blank password (kept as typed: spaces may belong to it). */
export const adminPasswordSchema = z.object({
  password: z
    .string({ error: s.passwordRequired })
    .max(1024, s.passwordRequired)
    .refine((value) => value.trim() !== "", s.passwordRequired),
});
export type AdminPasswordInput = z.output<typeof adminPasswordSchema>;

const sessionId = z.string({ error: s.sessionIdFormat }).regex(SESSION_ID, s.sessionIdFormat);

export const verifyCodeSchema = z.object({
  sessionId,
  code: z.string({ error: s.codeFormat }).regex(CODE_PATTERN, s.codeFormat),
});

export const resendCodeSchema = z.object({ sessionId });

export const insurerCodeSchema = z.object({
  insurerCode: z.string({ error: s.insurerCodeFormat }).trim().regex(/^[A-Za-z0-9]{1,20}$/, s.insurerCodeFormat),
});

/** A lead look-up: a quote id (UUID) or an e-mail address. */
export type LeadQuery = { kind: "quoteId"; quoteId: string } | { kind: "email"; email: string };

export const leadSearchSchema = z.object({
  query: z
    .string({ error: s.leadQueryRequired })
    .trim()
    .min(1, s.leadQueryRequired)
    .max(254, s.leadQueryFormat)
    .transform((query, context): LeadQuery => {
      if (UUID.test(query)) return { kind: "quoteId", quoteId: query.toLowerCase() };
      if (isEmailAddress(query)) return { kind: "email", email: normaliseEmail(query) };
      context.addIssue({ code: "custom", message: s.leadQueryFormat });
      return z.NEVER;
    }),
});

export const leadDeleteSchema = z.object({
  quoteId: z.string({ error: s.quoteIdFormat }).trim().regex(UUID, s.quoteIdFormat).transform((id) => id.toLowerCase()),
});
