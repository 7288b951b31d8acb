import type { AdvisorResponse } from "@/lib/advisor/actions";
import type { FranchiseOptimization } from "@/lib/advisor/franchise-optimization";
import type { AdvisorState, CompactOffer } from "@/lib/advisor/state";
import { fetchJson } from "@/lib/http/fetch-json";

/** The advisor's calls (spec section 7). */
export const processMessage = (userInput: string, state: AdvisorState) =>
  fetchJson<AdvisorResponse>("/api/orchestrator/process", { body: { userInput, state } });

export const optimizeFranchise = (erwarteteKosten: number, angebote: CompactOffer[]) =>
  fetchJson<{ optimization: FranchiseOptimization }>("/api/orchestrator/optimize-franchise", { body: { erwarteteKosten, angebote } });

export const resetSession = () => fetchJson<{ ok: boolean }>("/api/session/reset", { body: {} });
