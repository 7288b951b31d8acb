import type { z } from "zod";
import { apiError, guarded, readJsonBody } from "@/lib/http/api-response";
import { cacheableJson, premiumMaxAge, strongEtag } from "@/lib/http/cacheable";
import { queryToBody, type QueryShape } from "@/lib/http/query-body";
import { negotiateLocale } from "@/lib/i18n/api-language";
import texts from "@/lib/i18n/messages/de/validation.json";
import { cachedHousehold } from "@/lib/premiums/cached-household";
import { requireCatalog } from "@/lib/catalog/require-catalog";
import { householdSearchSchema, type HouseholdSearchRequest } from "@/lib/validations/household";

/** A field as a reader writes it: `persons[2].birthYear`. */
const fieldName = (path: readonly PropertyKey[]) =>
  path.map((key, at) => (typeof key === "number" ? `[${key}]` : `${at > 0 ? "." : ""}${String(key)}`)).join("") || "body";

function invalid(error: z.ZodError) {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[fieldName(issue.path)] ??= []).push(issue.message);
  return apiError(400, texts.invalidRequest, error.issues[0]?.message, { field: fieldName(error.issues[0]?.path ?? []), fields });
}

async function answer(request: Request, body: unknown, cacheable: boolean) {
  const input = householdSearchSchema.safeParse(body);
  if (!input.success) return invalid(input.error);
  const catalog = await requireCatalog();
  if (!catalog.ok) return catalog.response;
  const data: HouseholdSearchRequest = input.data;
  // The notes and reasons in the language of the page that asks (Accept-Language), German by default.
  const language = negotiateLocale(request.headers.get("accept-language"));
  const outcome = cachedHousehold(catalog.catalog, data, language);
  if (!outcome.ok) {
    const { status, error, details, field } = outcome;
    return apiError(status, error, details, field ? { field, fields: { [field]: [details] } } : {});
  }
  if (!cacheable) return new Response(outcome.json, { headers: { "content-type": "application/json", "cache-control": "no-store", vary: "Accept-Language" } });
  return cacheableJson(request, outcome.json, {
    etag: strongEtag(outcome.key),
    maxAge: premiumMaxAge(catalog.catalog.now(), data.tariffYear !== undefined),
    vary: "Accept-Encoding, Accept-Language",
  });
}

/** POST /api/premiums/household: one comparison for up to six persons, from the in-memory index. */
export function POST(request: Request) {
  return guarded("premiums/household", async () => {
    const body = await readJsonBody(request);
    if (!body.ok) return body.response;
    return answer(request, body.body, false);
  });
}

/** The query string's fields: those of the POST body, each person's as `persons[0].birthYear`. */
const HOUSEHOLD_QUERY: QueryShape = {
  postalCode: "string",
  bfsNumber: "number",
  tariffYear: "string",
  modelCodes: "list",
  sortBy: "string",
  persons: { list: { birthYear: "string", franchiseAmount: "number", accidentCoverage: "boolean", label: "string" } },
  currentInsurerCode: "string",
  currentModelCode: "string",
};

/**
 * GET /api/premiums/household?postalCode=8001&persons[0].birthYear=1984&persons[1].birthYear=2015:
 * the POST's comparison, cacheable like GET /api/premiums/search (docs/api.md).
 */
export function GET(request: Request) {
  return guarded("premiums/household", () => answer(request, queryToBody(new URL(request.url).searchParams, HOUSEHOLD_QUERY), true));
}
