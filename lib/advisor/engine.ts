import { formatChfAmount } from "@/lib/domain/premium-value";
import { foldForSearch } from "@/lib/domain/search-text";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/advisor.json";
import type { AdvisorResponse, Intent } from "./actions";
import { actOf, questionOf, type Act } from "./acts";
import { leadAnswer } from "./planner";
import { lookupTopic } from "./answers/lookup-topics";

const asksRule = (text: string) => /\?\s*$|^(?:und |aber |also )?(?:was|wie|wann|warum|wieso|brauche|muss|kann|darf|gibt|gilt|bis wann|zahlt|ubernimmt|deckt|wird|ist|sind|habe ich|bekomme)\b/.test(text);
import { applyCriteria } from "./apply-criteria";
import { extractContext, tariffYearOf } from "./catalog-context";
import { ask, say, type Draft } from "./draft";
import { changesSearch, extractCriteria, type Criteria } from "./extract";
import { normalizeText } from "@/lib/domain/message-text";
import { DEFAULT_EXPECTED_COSTS } from "./franchise-optimization";
import { detectIntent, isYes } from "./intent";
import type { EngineDeps } from "./engine-deps";
import { answerLookup } from "./lookup-step";
import { continueOfferCollection } from "./offer-collection";
import { selectOffer, showOffers, startQuote } from "./offer-steps";
import { filtersOf, toCompactOffer } from "./offers";
import { insurerCheapest } from "./answers/situation";
import { pickInsurer, pickOffer } from "./selection";
import { initialState, type AdvisorState, type StateLocationChoice } from "./state";

/**
 * The embedded rule-based advisor: one turn of the conversation as a pure function of the
 * message, the state that came with it and the premium index (plus the lead service for a
 * finished offer collection). Deterministic: the same input gives the same answer.
 */
export type Turn = AdvisorResponse & { intent: Intent; act: Act; criteria: Criteria };

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
  const criteria: Criteria = offerStage ? {} : extractCriteria(text, ctx);
  const question = offerStage ? null : questionOf(text, criteria);
  // A comparison of two models leaves the filter as it is ("isch HMO günstiger als Telmed?").
  if (question?.kind === "models") delete criteria.model;

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

  // Naming the insurer one is with now ("ich bin bei der CSS") or asking about one picks no offer.
  const picking = !offerStage && !criteria.currentInsurer && question === null;
  const position = picking ? pickOffer(text, input.angebote) : undefined;
  const insurer = !picking || position !== undefined || input.angebote.length === 0 ? undefined : (criteria.namedInsurers?.[0]?.code ?? pickInsurer(text, deps.catalog.premiums.insurers.values()));
  const intent = intentOf(detectIntent({ text, hasCriteria: changesSearch(criteria), selection: position !== undefined || insurer !== undefined, personal: criteria.postalCode !== undefined || criteria.birthYear !== undefined }, draft.state), question, criteria, input, text);
  const act = actOf(intent, question, criteria);

  draft.state.last_intent = intent;
  draft.state.gefragte_kasse = criteria.namedInsurers?.[0]?.code ?? draft.state.gefragte_kasse ?? null;

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
      answerLookup(draft, text, userInput, deps, tariffYear);
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
      if (blocked) {
        ask(draft, blocked);
        break;
      }
      const lead = leadAnswer(deps.catalog, draft.state, question, criteria.namedInsurers ?? [], tariffYearOf(deps.catalog, draft.state.tarifjahr, deps.now));
      // A comparison answers and leaves the offers as they are; other answers come before them.
      if (lead && question?.kind === "models" && !changesSearch(criteria)) say(draft, lead);
      else {
        const offer = lead && question?.kind === "insurer" ? namedOffer(draft.state, criteria, deps) : undefined;
        if (lead) draft.notes.push(offer ? `${lead} ${fill(texts.answers.insurerQuoteOffer, { insurer: offer.versicherer })}` : lead);
        // The named insurer's offer is the one a "ja" asks a quote for.
        if (showOffers(draft, deps, criteria.accident !== undefined, question !== null) && offer) draft.state = { ...draft.state, ausgewaehlt: offer, conversation_stage: "selected" };
      }
      break;
    }
    default:
      if (chose || (draft.state.conversation_stage === "collecting" && draft.state.plz && draft.state.geburtsjahr)) showOffers(draft, deps, false);
      else if (draft.state.angebote.length > 0 && isYes(text)) say(draft, texts.answers.ok);
      else ask(draft, e.fallback);
  }

  return {
    state: draft.state,
    actions: draft.actions,
    filters: draft.filters ?? filtersOf(draft.state),
    shouldUpdateFilters: draft.searched,
    intent,
    act,
    criteria,
  };
}

/** A question about prices, insurers, models or years is answered from the index, never sent to the look-up. */
function intentOf(detected: Intent, question: ReturnType<typeof questionOf>, criteria: Criteria, state: AdvisorState, text: string): Intent {
  // A question on a topic of the fact list is a look-up, also when it names a place ("ich wohne in Liechtenstein, …?").
  const topic = lookupTopic(text);
  if (topic && asksRule(text) && (!changesSearch(criteria) || topic.id === "liechtenstein") && question?.kind !== "insurer") return "question";
  const aboutPrices = question !== null || criteria.currentInsurer !== undefined || criteria.currentPremium !== undefined;
  if (!aboutPrices || !["question", "other", "greeting", "select_offer", "thanks"].includes(detected)) return detected;
  if (detected === "select_offer" && question?.kind !== "insurer") return detected;
  if (changesSearch(criteria)) return state.angebote.length > 0 ? "change_criteria" : "provide_info";
  return "show_offers";
}

/** The one insurer a question named: its cheapest offer in the situation, to offer its quote. */
function namedOffer(state: AdvisorState, criteria: Criteria, deps: EngineDeps) {
  const filters = filtersOf(state);
  const named = criteria.namedInsurers ?? [];
  if (!filters || named.length !== 1) return undefined;
  const found = insurerCheapest(deps.catalog, filters, named[0]!.code);
  return found ? toCompactOffer(found.premium, filters) : undefined;
}
