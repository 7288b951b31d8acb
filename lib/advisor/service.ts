import "server-only";
import { randomUUID } from "node:crypto";
import { submitQuoteRequest } from "@/lib/leads/submit-quote";
import type { Catalog } from "@/lib/premiums/catalog";
import type { AdvisorResponse } from "./actions";
import { processTurn, type EngineDeps } from "./engine";
import type { AdvisorState } from "./state";

/**
 * One advisor turn, answered by the embedded rule engine.
 */
export const engineDeps = (catalog: Catalog): EngineDeps => ({
  catalog,
  now: new Date(),
  submitLead: submitQuoteRequest,
  newIdempotencyKey: () => randomUUID(),
});

export async function advisorTurn(userInput: string, state: AdvisorState, catalog: Catalog): Promise<AdvisorResponse> {
  const deps = engineDeps(catalog);
  const { intent: _intent, criteria: _criteria, ...response } = await processTurn(userInput, state, deps);
  return response;
}
