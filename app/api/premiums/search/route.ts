import { apiError, guarded, readValidBody, validationError } from "@/lib/http/api-response";
import { cacheableJson, premiumMaxAge, strongEtag } from "@/lib/http/cacheable";
import { queryToBody, type QueryShape } from "@/lib/http/query-body";
import { cachedSearch } from "@/lib/premiums/cached-search";
import { requireCatalog } from "@/lib/catalog/require-catalog";
import { premiumSearchSchema } from "@/lib/validations/premiums";

/** POST /api/premiums/search, answered from the in-memory index. */
export function POST(request: Request) {
  return guarded("premiums/search", async () => {
    const input = await readValidBody(request, premiumSearchSchema);
    if (!input.ok) return input.response;
    const catalog = await requireCatalog();
    if (!catalog.ok) return catalog.response;
    const outcome = cachedSearch(catalog.catalog, input.data);
    if (!outcome.ok) return apiError(outcome.status, outcome.error, outcome.details);
    return new Response(outcome.json, { headers: { "content-type": "application/json", "cache-control": "no-store" } });
  });
}

/** The query string's fields: those of the POST body. */
const SEARCH_QUERY: QueryShape = {
  postalCode: "string",
  birthYear: "string",
  limit: "number",
  offset: "number",
  sortBy: "string",
  franchiseAmount: "number",
  accidentCoverage: "boolean",
  modelCode: "string",
  modelCodes: "list",
  bfsNumber: "number",
  cheapestPerFranchise: "boolean",
  gender: "string",
  tariffYear: "string",
  currentInsurerCode: "string",
  currentModelCode: "string",
};

/**
 * GET /api/premiums/search?postalCode=8001&birthYear=1990&…: the POST's search with its fields in the
 * query, cacheable by browsers and proxies (docs/api.md): a strong ETag of the data version and the
 * normalised request, `Cache-Control: public, max-age`, 304 on If-None-Match.
 */
export function GET(request: Request) {
  return guarded("premiums/search", async () => {
    const input = premiumSearchSchema.safeParse(queryToBody(new URL(request.url).searchParams, SEARCH_QUERY));
    if (!input.success) return validationError(input.error);
    const catalog = await requireCatalog();
    if (!catalog.ok) return catalog.response;
    const outcome = cachedSearch(catalog.catalog, input.data);
    if (!outcome.ok) return apiError(outcome.status, outcome.error, outcome.details);
    return cacheableJson(request, outcome.json, {
      etag: strongEtag(outcome.key),
      maxAge: premiumMaxAge(catalog.catalog.now(), input.data.tariffYear !== undefined),
    });
  });
}
