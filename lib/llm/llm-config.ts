import "server-only";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { env } from "@/lib/env";

/** How long a language-model answer may take before the rule-based answer is used instead. */
export const LLM_TIMEOUT_MS = 15_000;

/** The advisor's language model, when LLM_BASE_URL and LLM_MODEL are both set. */
export type LlmConfig = { baseURL: string; model: string; apiKey?: string };

export function llmConfig(): LlmConfig | null {
  const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY } = env();
  if (!LLM_BASE_URL || !LLM_MODEL) return null;
  return { baseURL: LLM_BASE_URL, model: LLM_MODEL, ...(LLM_API_KEY ? { apiKey: LLM_API_KEY } : {}) };
}

/** The configured model through the AI SDK's OpenAI-compatible provider, or null. */
export function configuredModel() {
  const config = llmConfig();
  if (!config) return null;
  const provider = createOpenAICompatible({ name: "advisor-llm", baseURL: config.baseURL, ...(config.apiKey ? { apiKey: config.apiKey } : {}) });
  return provider.chatModel(config.model);
}
