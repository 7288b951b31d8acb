import { apiError, guarded, readValidBody } from "@/lib/http/api-response";
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
