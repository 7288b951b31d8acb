import "server-only";
import { randomUUID } from "node:crypto";
import { submitQuoteRequest } from "@/lib/leads/submit-quote";
import type { Catalog } from "@/lib/catalog/catalog";
import type { AdvisorResponse } from "./actions";
import { processTurn } from "./engine";
import type { EngineDeps } from "./engine-deps";
import { advisorTurnWithModel } from "./llm/llm-advisor";
import { configuredModel } from "@/lib/llm/llm-config";
import type { AdvisorState } from "./state";
import type { Locale } from "@/lib/i18n/config";

/**
 * One advisor turn: the language model where one is configured (LLM_BASE_URL, LLM_MODEL),
 * else, and whenever the model fails, is too slow or names an amount no tool returned, the
 * embedded rule engine.
 */
export const engineDeps = (catalog: Catalog, address?: string, pageLanguage?: Locale): EngineDeps => ({
  catalog,
  pageLanguage,
  now: new Date(),
  // The advisor's leads count against the same per-address limit as the quote form's.
  submitLead: (request) => submitQuoteRequest(request, { address }),
  newIdempotencyKey: () => randomUUID(),
});

export async function advisorTurn(userInput: string, state: AdvisorState, catalog: Catalog, address?: string, pageLanguage?: Locale): Promise<AdvisorResponse> {
  const deps = engineDeps(catalog, address, pageLanguage);
  const model = configuredModel();
  if (model) {
    const answer = await advisorTurnWithModel(userInput, state, deps, model).catch((error: unknown) => {
      console.warn(`[advisor] Sprachmodell nicht verfügbar, die Regel-Engine antwortet: ${(error as Error).message}`);
      return null;
    });
    if (answer) return answer;
  }
  const { intent: _intent, criteria: _criteria, ...response } = await processTurn(userInput, state, deps);
  return response;
}
