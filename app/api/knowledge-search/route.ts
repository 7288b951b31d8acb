import { guarded, readJsonBody, validationError } from "@/lib/http/api-response";
import { knowledgeSearchSchema } from "@/lib/knowledge/knowledge-request";
import { searchKnowledge } from "@/lib/knowledge/knowledge-search";

/** POST /api/knowledge-search (spec section 7, the web-information call): content and citations. */
export function POST(request: Request) {
  return guarded("knowledge-search", async () => {
    const body = await readJsonBody(request);
    if (!body.ok) return body.response;
    const input = knowledgeSearchSchema.safeParse(body.body);
    if (!input.success) return validationError(input.error);
    return Response.json(searchKnowledge(input.data.query), { headers: { "cache-control": "no-store" } });
  });
}
