import { guarded, readValidBody } from "@/lib/http/api-response";
import { configuredModel } from "@/lib/llm/llm-config";
import { answerProductQuestion, productChatSchema } from "@/lib/knowledge/product-chat";
import { answerWithModel } from "@/lib/knowledge/product-chat-model";

/**
 * POST /api/knowledge/chat (the product chat of the details dialog): messages
 * with the system context, insurer and model; answers `response` from the model's feature sheet,
 * through the language model where one is configured, else (and when it fails) by rules.
 */
export function POST(request: Request) {
  return guarded("knowledge/chat", async () => {
    const input = await readValidBody(request, productChatSchema);
    if (!input.ok) return input.response;
    const model = configuredModel();
    const byModel = model
      ? await answerWithModel(input.data, model).catch((error: unknown) => {
          console.warn(`[product-chat] Sprachmodell nicht verfügbar, die Regeln antworten: ${(error as Error).message}`);
          return null;
        })
      : null;
    return Response.json({ response: byModel ?? answerProductQuestion(input.data) }, { headers: { "cache-control": "no-store" } });
  });
}
