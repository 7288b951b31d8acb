import type { ModelCode } from "@/lib/domain/insurance-models";
import type { PremiumSearchResponse } from "@/lib/catalog/types";
import type { AdvisorState } from "./state";

/** The search filters an action carries: the body of POST /api/premiums/search. */
export type AdvisorFilters = {
  postalCode: string;
  birthYear: number;
  accidentCoverage: boolean;
  franchiseAmount?: number;
  modelCode?: ModelCode;
  bfsNumber?: number;
  sortBy: "price_asc";
  /** Set when the person chose a year; else the search's default year. */
  tariffYear?: number;
  currentInsurerCode?: string;
  currentModelCode?: ModelCode;
};

/** The actions , processed by the chat in order. */
export type AdvisorAction =
  | { type: "ask_user"; message?: string }
  | { type: "ai_response"; message?: string }
  /** `response`: the first page the advisor already searched, so the results panel need not search again. */
  | { type: "show_offers"; message?: string; payload: { filters: AdvisorFilters; response?: PremiumSearchResponse } }
  | { type: "optimize_franchise"; message?: string; payload: { erwartete_kosten: number } }
  | { type: "fetch_webinfo"; message?: string; payload: { query: string } }
  | { type: "collect_offer_data"; message?: string; payload: { selected: { id: string; name: string; monthlyPremium: number } } };

export type AdvisorActionType = AdvisorAction["type"];

/** The answer of POST /api/orchestrator/process. */
export type AdvisorResponse = {
  state: AdvisorState;
  actions: AdvisorAction[];
  filters: AdvisorFilters | null;
  shouldUpdateFilters: boolean;
};

export const INTENTS = [
  "greeting",
  "thanks",
  "provide_info",
  "change_criteria",
  "show_offers",
  "optimize_franchise",
  "question",
  "select_offer",
  "request_quote",
  "decline",
  "offer_data",
  "cancel",
  "reset",
  "other",
] as const;
export type Intent = (typeof INTENTS)[number];
