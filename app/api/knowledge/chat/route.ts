import { guarded, readJsonBody, validationError } from "@/lib/http/api-response";
import { answerProductQuestion, productChatSchema } from "@/lib/knowledge/product-chat";

/**
 * POST /api/knowledge/chat (spec section 7, the product chat of the details dialog): messages
 * with the system context, insurer and model; answers `response` from the model's feature sheet.
 */
export function POST(request: Request) {
  return guarded("knowledge/chat", async () => {
    const body = await readJsonBody(request);
    if (!body.ok) return body.response;
    const input = productChatSchema.safeParse(body.body);
    if (!input.success) return validationError(input.error);
    return Response.json({ response: answerProductQuestion(input.data) }, { headers: { "cache-control": "no-store" } });
  });
}
