import type { z } from "zod";
import { apiError, guarded, readJsonBody } from "@/lib/http/api-response";
import texts from "@/lib/i18n/messages/de/validation.json";
import { cachedHousehold } from "@/lib/premiums/cached-household";
import { requireCatalog } from "@/lib/catalog/require-catalog";
import { householdSearchSchema } from "@/lib/validations/household";

/** A field as a reader writes it: `persons[2].birthYear`. */
const fieldName = (path: readonly PropertyKey[]) =>
  path.map((key, at) => (typeof key === "number" ? `[${key}]` : `${at > 0 ? "." : ""}${String(key)}`)).join("") || "body";

function invalid(error: z.ZodError) {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[fieldName(issue.path)] ??= []).push(issue.message);
  return apiError(400, texts.invalidRequest, error.issues[0]?.message, { field: fieldName(error.issues[0]?.path ?? []), fields });
}

/** POST /api/premiums/household: one comparison for up to six persons, from the in-memory index. */
export function POST(request: Request) {
  return guarded("premiums/household", async () => {
    const body = await readJsonBody(request);
    if (!body.ok) return body.response;
    const input = householdSearchSchema.safeParse(body.body);
    if (!input.success) return invalid(input.error);
    const catalog = await requireCatalog();
    if (!catalog.ok) return catalog.response;
    const outcome = cachedHousehold(catalog.catalog, input.data);
    if (!outcome.ok) {
      const { status, error, details, field } = outcome;
      return apiError(status, error, details, field ? { field, fields: { [field]: [details] } } : {});
    }
    return new Response(outcome.json, { headers: { "content-type": "application/json", "cache-control": "no-store" } });
  });
}
