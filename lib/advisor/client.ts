import type { AdvisorResponse } from "./actions";
import type { FranchiseOptimization } from "./franchise-optimization";
import type { AdvisorState, CompactOffer } from "./state";
import { fetchJson } from "@/lib/http/fetch-json";

/** The advisor's calls. */
export const processMessage = (userInput: string, state: AdvisorState) =>
  fetchJson<AdvisorResponse>("/api/orchestrator/process", { body: { userInput, state } });

export const optimizeFranchise = (erwarteteKosten: number, angebote: CompactOffer[]) =>
  fetchJson<{ optimization: FranchiseOptimization }>("/api/orchestrator/optimize-franchise", { body: { erwarteteKosten, angebote } });

export const resetSession = () => fetchJson<{ ok: boolean }>("/api/session/reset", { body: {} });
