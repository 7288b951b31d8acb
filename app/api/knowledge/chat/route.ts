import { guarded, readValidBody } from "@/lib/http/api-response";
import { negotiateLocale } from "@/lib/i18n/api-language";
import { configuredModel } from "@/lib/llm/llm-config";
import { answerProductQuestion, productChatLanguage, productChatSchema } from "@/lib/knowledge/product-chat";
import { answerWithModel } from "@/lib/knowledge/product-chat-model";

/**
 * POST /api/knowledge/chat (the product chat of the details dialog): messages
 * with the system context, insurer and model; answers `response` from the model's feature sheet,
 * through the language model where one is configured, else (and when it fails) by rules, in the
 * question's language, else the page's (the site sends it as Accept-Language).
 */
export function POST(request: Request) {
  return guarded("knowledge/chat", async () => {
    const input = await readValidBody(request, productChatSchema);
    if (!input.ok) return input.response;
    const language = productChatLanguage(input.data, negotiateLocale(request.headers.get("accept-language")));
    const model = configuredModel();
    const byModel = model
      ? await answerWithModel(input.data, model, language).catch((error: unknown) => {
          console.warn(`[product-chat] Sprachmodell nicht verfügbar, die Regeln antworten: ${(error as Error).message}`);
          return null;
        })
      : null;
    return Response.json({ response: byModel ?? answerProductQuestion(input.data, language) }, { headers: { "cache-control": "no-store", vary: "Accept-Language" } });
  });
}
