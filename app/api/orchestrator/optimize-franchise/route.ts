import { optimizeFranchiseFor } from "@/lib/advisor/franchise-optimization";
import { optimizeRequestSchema } from "@/lib/advisor/optimize-request";
import { apiError, guarded, readValidBody } from "@/lib/http/api-response";
import { negotiateLocale } from "@/lib/i18n/api-language";
import texts from "@/lib/i18n/messages/de/advisor.json";
import { inReplyLanguage } from "@/lib/i18n/reply-language";
import { requireCatalog } from "@/lib/catalog/require-catalog";

/**
 * POST /api/orchestrator/optimize-franchise: the best deductible for the
 * first offer, computed with that product's real premiums at every deductible. The offer is
 * re-read from the index by its id; premiums sent along are not used. The explanation is written in the
 * language of the page that asks (Accept-Language), as the advisor's reply it completes.
 */
export function POST(request: Request) {
  return guarded("orchestrator/optimize-franchise", async () => {
    const input = await readValidBody(request, optimizeRequestSchema);
    if (!input.ok) return input.response;
    const catalog = await requireCatalog();
    if (!catalog.ok) return catalog.response;
    const language = negotiateLocale(request.headers.get("accept-language"));
    const outcome = inReplyLanguage(language, () => optimizeFranchiseFor(catalog.catalog, input.data.angebote[0]!, input.data.erwarteteKosten));
    if (!outcome.ok) return apiError(404, texts.optimization.noOffer, outcome.error);
    return Response.json({ optimization: outcome.optimization }, { headers: { "cache-control": "no-store" } });
  });
}
