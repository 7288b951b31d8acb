import { formatChfAmount } from "@/lib/domain/premium-value";
import { foldForSearch } from "@/lib/domain/search-text";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/advisor.json";
import type { AdvisorResponse, Intent } from "./actions";
import { applyCriteria } from "./apply-criteria";
import { extractContext, tariffYearOf } from "./catalog-context";
import { ask, say, type Draft } from "./draft";
import { changesSearch, extractCriteria, type Criteria } from "./extract";
import { normalizeText } from "@/lib/domain/message-text";
import { DEFAULT_EXPECTED_COSTS } from "./franchise-optimization";
import { detectIntent } from "./intent";
import type { EngineDeps } from "./engine-deps";
import { continueOfferCollection } from "./offer-collection";
import { selectOffer, showOffers, startQuote } from "./offer-steps";
import { filtersOf } from "./offers";
import { pickInsurer, pickOffer } from "./selection";
import { initialState, type AdvisorState, type StateLocationChoice } from "./state";

/**
 * The embedded rule-based advisor: one turn of the conversation as a pure function of the
 * message, the state that came with it and the premium index (plus the lead service for a
 * finished offer collection). Deterministic: the same input gives the same answer.
 */
export type Turn = AdvisorResponse & { intent: Intent; criteria: Criteria };

const e = texts.engine;

const expectingOf = (state: AdvisorState) => {
  if (state.conversation_stage === "choose_location") return "location" as const;
  if (state.plz && !state.geburtsjahr) return "birthYear" as const;
  if (!state.plz && state.geburtsjahr) return "location" as const;
  return null;
};

/** A municipality from the list the advisor offered: by number ("2", "die zweite"), postal code or name. */
export function chooseLocation(text: string, choices: readonly StateLocationChoice[]): StateLocationChoice | undefined {
  const number = /^(?:(?:die|das|nummer|nr)\s+)?(\d{1,2})$/.exec(text.trim());
  if (number) return choices[Number(number[1]) - 1];
  const ordinal = pickOffer(`die ${text}`, choices.map(() => ({ versicherer: "" })));
  if (ordinal !== undefined) return choices[ordinal];
  const words = new Set(text.split(" "));
  // The most specific match: the choice sharing the most words with the answer.
  const scored = choices.map((choice) => ({
    choice,
    score: foldForSearch(choice.name).split(" ").filter((part) => part.length >= 3 && words.has(part)).length,
  }));
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  const top = scored.filter((entry) => entry.score === best);
  return best > 0 && top.length === 1 ? top[0]!.choice : undefined;
}

export async function processTurn(userInput: string, input: AdvisorState, engineDeps: EngineDeps): Promise<Turn> {
  // The searches read the default tariff year from the turn's clock.
  const deps: EngineDeps = { ...engineDeps, catalog: { ...engineDeps.catalog, now: () => engineDeps.now } };
  const text = normalizeText(userInput);
  const draft: Draft = { state: { ...input }, actions: [], notes: [], filters: null, searched: false };
  const offerStage = input.conversation_stage === "offer_collection";
  const tariffYear = tariffYearOf(deps.catalog, input.tarifjahr, deps.now);
  const ctx = extractContext(deps.catalog, deps.now, expectingOf(input), { hasPostalCode: Boolean(input.plz), hasBirthYear: Boolean(input.geburtsjahr) }, tariffYear);
  const criteria = offerStage ? {} : extractCriteria(text, ctx);

  // The answer to "which municipality?" first.
  let chose = false;
  if (input.conversation_stage === "choose_location" && !criteria.postalCode && criteria.place?.kind !== "resolved") {
    const choice = chooseLocation(text, input.orte);
    if (choice) {
      draft.state = { ...draft.state, plz: choice.plz, bfs: choice.bfs, ort: choice.name, orte: [], conversation_stage: "collecting" };
      delete criteria.place;
      chose = true;
    }
  }

  // Naming the insurer one is with now ("ich bin bei der CSS") picks no offer.
  const picking = !offerStage && !criteria.currentInsurer;
  const position = picking ? pickOffer(text, input.angebote) : undefined;
  const insurer = !picking || position !== undefined || input.angebote.length === 0 ? undefined : pickInsurer(text, deps.catalog.premiums.insurers.values());
  const intent = detectIntent({ text, hasCriteria: changesSearch(criteria), selection: position !== undefined || insurer !== undefined, personal: criteria.postalCode !== undefined || criteria.birthYear !== undefined }, draft.state);
  draft.state.last_intent = intent;

  switch (intent) {
    case "reset":
      draft.state = { ...initialState(), conversation_stage: "collecting", last_intent: intent };
      ask(draft, e.reset);
      break;
    case "offer_data":
    case "cancel": {
      const result = await continueOfferCollection(intent, userInput, draft.state, deps);
      draft.state = result.state;
      draft.actions.push(...result.actions);
      break;
    }
    case "thanks":
      say(draft, e.thanks);
      break;
    case "greeting":
      if (draft.state.plz || draft.state.geburtsjahr) say(draft, e.greetingKnown);
      else {
        draft.state.conversation_stage = "collecting";
        ask(draft, e.greeting);
      }
      break;
    case "question":
      draft.actions.push({ type: "fetch_webinfo", payload: { query: userInput.trim() } });
      break;
    case "optimize_franchise": {
      const blocked = applyCriteria(draft, criteria, deps.catalog, tariffYear);
      if (blocked) {
        ask(draft, blocked);
        break;
      }
      if (!filtersOf(draft.state)) {
        ask(draft, e.optimizeNeedsOffers);
        break;
      }
      const costs = draft.state.erwartete_kosten ?? DEFAULT_EXPECTED_COSTS;
      if ((changesSearch(criteria) || draft.state.angebote.length === 0) && !showOffers(draft, deps, criteria.accident !== undefined)) break;
      draft.actions.push({
        type: "optimize_franchise",
        message: fill(e.optimize, { costs: formatChfAmount(costs) }),
        payload: { erwartete_kosten: costs },
      });
      break;
    }
    case "select_offer":
      selectOffer(draft, position, insurer, deps);
      break;
    case "request_quote":
      if ((position !== undefined || insurer !== undefined) && !selectOffer(draft, position, insurer, deps)) break;
      if (position !== undefined || insurer !== undefined) draft.actions = [];
      startQuote(draft, deps);
      break;
    case "decline":
      draft.state.conversation_stage = "offers";
      say(draft, e.declined);
      break;
    case "provide_info":
    case "change_criteria":
    case "show_offers": {
      const blocked = applyCriteria(draft, criteria, deps.catalog, tariffYear);
      if (blocked) ask(draft, blocked);
      else showOffers(draft, deps, criteria.accident !== undefined);
      break;
    }
    default:
      if (chose || (draft.state.conversation_stage === "collecting" && draft.state.plz && draft.state.geburtsjahr)) showOffers(draft, deps, false);
      else ask(draft, e.fallback);
  }

  return {
    state: draft.state,
    actions: draft.actions,
    filters: draft.filters ?? filtersOf(draft.state),
    shouldUpdateFilters: draft.searched,
    intent,
    criteria,
  };
}
