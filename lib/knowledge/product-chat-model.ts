import { generateText, type LanguageModel } from "ai";
import { LLM_TIMEOUT_MS } from "@/lib/llm/llm-config";
import { featureSheetText, type ProductChatRequest } from "./product-chat";

/**
 * The product chat through a language model, where one is configured: it may only use the
 * product's feature sheet and premium (given as facts) and must say when it does not know.
 */
const SYSTEM = `Du beantwortest Fragen zu genau einem Produkt der Schweizer Grundversicherung, auf Deutsch, kurz und in der Du-Form.
Verwende nur die folgenden Fakten. Steht die Antwort nicht darin, sag klar, dass du es nicht weisst. Erfinde keine Beträge.`;

export async function answerWithModel(request: ProductChatRequest, model: LanguageModel, timeoutMs = LLM_TIMEOUT_MS): Promise<string> {
  const context = request.messages.filter((message) => message.role === "system").map((message) => message.content);
  const result = await generateText({
    model,
    system: [SYSTEM, ...context, featureSheetText(request)].join("\n\n"),
    messages: request.messages
      .filter((message) => message.role !== "system")
      .map((message) => ({ role: message.role as "user" | "assistant", content: message.content })),
    abortSignal: AbortSignal.timeout(timeoutMs),
  });
  const text = result.text.trim();
  if (!text) throw new Error("leere Antwort des Sprachmodells");
  return text;
}
