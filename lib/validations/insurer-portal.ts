import "./zod-jitless";
import { z } from "zod";
import texts from "@/lib/i18n/messages/de/insurerPortal.json";

const s = texts.server;

/** Page sizes of the lead table; the first is the default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
export const MAX_QUOTE_IDS = 500;

/** GET /api/insurer/leads query: page (from 1), pageSize (10/25/50/100), hideDownloaded. */
export const leadsQuerySchema = z.object({
  page: z.coerce.number({ error: s.page }).int(s.page).min(1, s.page).max(1_000_000, s.page).default(1),
  pageSize: z.coerce
    .number({ error: s.pageSize })
    .refine((value): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value), s.pageSize)
    .default(DEFAULT_PAGE_SIZE),
  hideDownloaded: z
    .enum(["true", "false", "1", "0"], { error: s.hideDownloaded })
    .transform((value) => value === "true" || value === "1")
    .default(false),
});
export type LeadsQuery = z.output<typeof leadsQuerySchema>;

/** POST /api/insurer/download body: the quote ids to mark (duplicates count once). */
export const downloadSchema = z.object({
  quoteIds: z
    .array(z.string({ error: s.quoteIdFormat }).trim().regex(/^[A-Za-z0-9-]{1,64}$/, s.quoteIdFormat), { error: s.quoteIdsRequired })
    .min(1, s.quoteIdsRequired)
    .max(MAX_QUOTE_IDS, s.quoteIdsTooMany)
    .transform((ids) => [...new Set(ids)]),
});

/** The portal's login form: all three fields required. */
export const insurerLoginSchema = z.object({
  insurerCode: z.string().trim().min(1),
  companyName: z.string().trim().min(1),
  apiKey: z.string().trim().min(1),
});
export type InsurerLogin = z.output<typeof insurerLoginSchema>;
