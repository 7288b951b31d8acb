import type { AdvisorState } from "./state";

/**
 * A new conversation: what `advisorStateSchema.parse({})` gives (tests/unit/advisor checks
 * that), written out so the browser does not load zod and the whole state schema to start a chat.
 */
export const initialState = (): AdvisorState => ({ angebote: [], offertendaten: {}, orte: [], personen: [], gesagt: [], conversation_stage: "welcome" });
