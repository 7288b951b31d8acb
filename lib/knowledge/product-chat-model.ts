import { generateText, type LanguageModel } from "ai";
import type { Locale } from "@/lib/i18n/config";
import { LLM_TIMEOUT_MS } from "@/lib/llm/llm-config";
import { replyLanguageInstruction } from "@/lib/llm/reply-language-instruction";
import { featureSheetText, type ProductChatRequest } from "./product-chat";

/**
 * The product chat through a language model, where one is configured: it may only use the
 * product's feature sheet and premium (given as facts) and must say when it does not know. It
 * answers in the language of the question (`language`, chosen by the caller).
 */
const SYSTEM = `Du beantwortest Fragen zu genau einem Produkt der Schweizer Grundversicherung, kurz.
Verwende nur die folgenden Fakten. Steht die Antwort nicht darin, sag klar, dass du es nicht weisst. Erfinde keine Beträge.`;

export async function answerWithModel(request: ProductChatRequest, model: LanguageModel, language: Locale = "de", timeoutMs = LLM_TIMEOUT_MS): Promise<string> {
  const context = request.messages.filter((message) => message.role === "system").map((message) => message.content);
  const result = await generateText({
    model,
    system: [SYSTEM, replyLanguageInstruction(language), ...context, featureSheetText(request, language)].join("\n\n"),
    messages: request.messages
      .filter((message) => message.role !== "system")
      .map((message) => ({ role: message.role as "user" | "assistant", content: message.content })),
    abortSignal: AbortSignal.timeout(timeoutMs),
  });
  const text = result.text.trim();
  if (!text) throw new Error("leere Antwort des Sprachmodells");
  return text;
}
