import type { AdvisorResponse } from "@/lib/advisor/actions";
import type { FranchiseOptimization } from "@/lib/advisor/franchise-optimization";
import type { AdvisorState, CompactOffer } from "@/lib/advisor/state";
import { fetchJson } from "@/lib/http/fetch-json";
import { withQuerySuffix } from "@/lib/knowledge/query-suffix";
import type { KnowledgeAnswer } from "@/lib/knowledge/knowledge-search";

/** The advisor's calls (spec section 7). */
export const processMessage = (userInput: string, state: AdvisorState) =>
  fetchJson<AdvisorResponse>("/api/orchestrator/process", { body: { userInput, state } });

export const optimizeFranchise = (erwarteteKosten: number, angebote: CompactOffer[]) =>
  fetchJson<{ optimization: FranchiseOptimization }>("/api/orchestrator/optimize-franchise", { body: { erwarteteKosten, angebote } });

export const searchKnowledge = (question: string) =>
  fetchJson<KnowledgeAnswer>("/api/knowledge-search", { body: { query: withQuerySuffix(question) } });

export const resetSession = () => fetchJson<{ ok: boolean }>("/api/session/reset", { body: {} });
