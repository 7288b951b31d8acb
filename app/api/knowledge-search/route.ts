import { guarded, readValidBody } from "@/lib/http/api-response";
import { knowledgeSearchSchema } from "@/lib/knowledge/knowledge-request";
import { searchKnowledge } from "@/lib/knowledge/knowledge-search";

/** POST /api/knowledge-search (the web-information call): content and citations. */
export function POST(request: Request) {
  return guarded("knowledge-search", async () => {
    const input = await readValidBody(request, knowledgeSearchSchema);
    if (!input.ok) return input.response;
    return Response.json(searchKnowledge(input.data.query), { headers: { "cache-control": "no-store" } });
  });
}
