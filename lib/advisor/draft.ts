import type { ModelCode } from "@/lib/domain/insurance-models";
import type { AdvisorAction, AdvisorFilters } from "./actions";
import type { AdvisorState } from "./state";

/** One turn in the making: the state so far, the actions, notes still to tell, the search run. */
/** `contract`: the model and deductible the person said of their contract in this message ("ich ha aber telmed und 2500"). */
/** `movedFrom`: the place lived at before this message named another ("if I move to Liebefeld, would it change?"). */
export type Draft = { state: AdvisorState; actions: AdvisorAction[]; notes: string[]; filters: AdvisorFilters | null; searched: boolean; contract?: { model?: ModelCode; franchise?: number }; movedFrom?: { postalCode: string; bfs?: number } };

/** Asks the person something, with any pending notes in front. */
export const ask = (draft: Draft, message: string): void => {
  draft.actions.push({ type: "ask_user", message: [...draft.notes, message].join("\n\n") });
  draft.notes = [];
};

/** Tells the person something, with any pending notes in front. */
export const say = (draft: Draft, message: string): void => {
  draft.actions.push({ type: "ai_response", message: [...draft.notes, message].join("\n\n") });
  draft.notes = [];
};
