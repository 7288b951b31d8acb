import { advisorTurn } from "@/lib/advisor/service";
import { advisorRequestSchema } from "@/lib/advisor/state";
import { guarded, readValidBody } from "@/lib/http/api-response";
import { requireCatalog } from "@/lib/catalog/require-catalog";
import { requestedLocale } from "@/lib/i18n/api-language";
import { clientAddress } from "@/lib/security/client-address";

/** POST /api/orchestrator/process: one turn of the advisor conversation. */
export function POST(request: Request) {
  return guarded("orchestrator/process", async () => {
    const input = await readValidBody(request, advisorRequestSchema);
    if (!input.ok) return input.response;
    const catalog = await requireCatalog();
    if (!catalog.ok) return catalog.response;
    // The page's language (the site sends it as Accept-Language) answers a message whose words do not say theirs;
    // a request without one leaves it to the conversation, the place said, or German (lib/advisor/engine.ts).
    const pageLanguage = requestedLocale(request.headers.get("accept-language"));
    const answer = await advisorTurn(input.data.userInput, input.data.state, catalog.catalog, clientAddress(request), pageLanguage);
    return Response.json(answer, { headers: { "cache-control": "no-store" } });
  });
}
