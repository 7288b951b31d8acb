import "server-only";
import { env } from "@/lib/env";

/** The advisor's language model, when LLM_BASE_URL and LLM_MODEL are both set. */
export type LlmConfig = { baseURL: string; model: string; apiKey?: string };

export function llmConfig(): LlmConfig | null {
  const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY } = env();
  if (!LLM_BASE_URL || !LLM_MODEL) return null;
  return { baseURL: LLM_BASE_URL, model: LLM_MODEL, ...(LLM_API_KEY ? { apiKey: LLM_API_KEY } : {}) };
}
