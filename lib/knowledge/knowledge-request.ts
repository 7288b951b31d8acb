import "@/lib/validations/zod-jitless";
import { z } from "zod";
import { fill } from "@/lib/i18n/fill";
import knowledge from "@/lib/i18n/messages/de/knowledge.json";

/** POST /api/knowledge-search: the question (with the client's suffix " Schweiz Krankenversicherung"). */
export const MAX_QUERY_LENGTH = 2100;
const v = knowledge.validation;

export const knowledgeSearchSchema = z.object({
  query: z
    .string({ error: v.queryRequired })
    .trim()
    .min(1, v.queryRequired)
    .max(MAX_QUERY_LENGTH, fill(v.queryTooLong, { max: MAX_QUERY_LENGTH })),
});

export { withQuerySuffix } from "./query-suffix";
