import type { AdvisorAction, AdvisorFilters } from "./actions";
import type { AdvisorState } from "./state";

/** One turn in the making: the state so far, the actions, notes still to tell, the search run. */
export type Draft = { state: AdvisorState; actions: AdvisorAction[]; notes: string[]; filters: AdvisorFilters | null; searched: boolean };

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
