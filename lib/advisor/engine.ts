import { ageClassFor } from "@/lib/domain/age-class";
import { nearestFranchise } from "@/lib/domain/franchise-choice";
import { franchisesFor } from "@/lib/domain/franchise";
import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import { foldForSearch } from "@/lib/domain/search-text";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/advisor.json";
import models from "@/lib/i18n/messages/de/models.json";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { LocationChoice } from "@/lib/premiums/types";
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from "@/lib/validations/premiums";
import type { AdvisorAction, AdvisorFilters, AdvisorResponse, Intent } from "./actions";
import { extractContext, tariffYearOf } from "./catalog-context";
import { changesSearch, extractCriteria, type Criteria } from "./extract";
import { normalizeText } from "./extract/normalize";
import { DEFAULT_EXPECTED_COSTS } from "./franchise-optimization";
import { detectIntent } from "./intent";
import { continueOfferCollection, startOfferCollection, type LeadSubmitter } from "./offer-collection";
import { compactOffers, filtersOf, rereadOffer, runSearch, toCompactOffer } from "./offers";
import { choicesText, offersText } from "./replies";
import { pickInsurer, pickOffer } from "./selection";
import { initialState, type AdvisorState, type StateLocationChoice } from "./state";

/**
 * The embedded rule-based advisor: one turn of the conversation as a pure function of the
 * message, the state that came with it and the premium index (plus the lead service for a
 * finished offer collection). Deterministic: the same input gives the same answer.
 */
export type EngineDeps = {
  catalog: SearchCatalog;
  now: Date;
  submitLead?: LeadSubmitter;
  newIdempotencyKey: () => string;
};

export type Turn = AdvisorResponse & { intent: Intent; criteria: Criteria };

const e = texts.engine;

type Draft = { state: AdvisorState; actions: AdvisorAction[]; notes: string[]; filters: AdvisorFilters | null; searched: boolean };

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

function franchiseOptions(state: AdvisorState, tariffYear: number) {
  return franchisesFor(ageClassFor(state.geburtsjahr ?? 1990, tariffYear));
}

/** Puts what the message said into the state; notes are told to the person, `ask` ends the turn. */
function applyCriteria(draft: Draft, criteria: Criteria, deps: EngineDeps): string | null {
  const { catalog } = deps;
  const tariffYear = tariffYearOf(catalog);
  let state = draft.state;
  if (criteria.postalCode) {
    if (catalog.locations.localities(criteria.postalCode).length === 0) {
      draft.state = applyPersonal({ ...state, plz: null, bfs: null, ort: null }, criteria, tariffYear, draft);
      return fill(e.unknownPostalCode, { postalCode: criteria.postalCode });
    }
    const place = criteria.place?.kind === "ambiguous" ? criteria.place.choices.find((c) => c.postalCode === criteria.postalCode) : undefined;
    // The name said with the code ("4600 Olten") picks the municipality if the code spans several.
    const named = criteria.place?.kind === "resolved" ? criteria.place.name : undefined;
    state = { ...state, plz: criteria.postalCode, bfs: place?.bfsNumber ?? null, ort: named ?? null, orte: [] };
  } else if (criteria.place?.kind === "resolved") {
    state = { ...state, plz: criteria.place.postalCode, bfs: criteria.place.bfsNumber ?? null, ort: criteria.place.name, orte: [] };
  } else if (criteria.place?.kind === "ambiguous") {
    const orte = criteria.place.choices.map((choice) => ({ plz: choice.postalCode, bfs: choice.bfsNumber, name: choice.name }));
    draft.state = { ...applyPersonal(state, criteria, tariffYear, draft), orte, conversation_stage: "choose_location" };
    return choicesText(criteria.place.phrase, orte);
  } else if (criteria.place?.kind === "unknown" && !state.plz) {
    draft.state = applyPersonal(state, criteria, tariffYear, draft);
    return fill(e.unknownPlace, { place: criteria.place.phrase });
  }
  draft.state = applyPersonal(state, criteria, tariffYear, draft);
  return null;
}

function applyPersonal(input: AdvisorState, criteria: Criteria, tariffYear: number, draft: Draft): AdvisorState {
  let state = input;
  const year = criteria.birthYear ?? criteria.rejectedYear;
  if (year !== undefined) {
    if (year < BIRTH_YEAR_MIN || year > BIRTH_YEAR_MAX) {
      draft.notes.push(fill(e.invalidBirthYear, { year, min: BIRTH_YEAR_MIN, max: BIRTH_YEAR_MAX }));
    } else {
      state = { ...state, geburtsjahr: year, alter: tariffYear - year };
      if (state.franchise != null) state.franchise = nearestFranchise(state.franchise, franchiseOptions(state, tariffYear));
    }
  }
  if (criteria.model) state = { ...state, modell: criteria.model };
  if (criteria.accident !== undefined) state = { ...state, unfalldeckung: criteria.accident };
  if (criteria.costs !== undefined) state = { ...state, erwartete_kosten: criteria.costs };
  if (criteria.franchise !== undefined) {
    const options = franchiseOptions(state, tariffYear);
    const amount =
      criteria.franchise === "highest" ? options[options.length - 1]! : criteria.franchise === "lowest" ? options[0]! : criteria.franchise;
    if (options.includes(amount)) state = { ...state, franchise: amount };
    else draft.notes.push(fill(e.franchiseNotAllowed, { amount: formatChfAmount(amount), options: options.map(formatChfAmount).join(", ") }));
  }
  return state;
}

const ask = (draft: Draft, message: string): void => {
  draft.actions.push({ type: "ask_user", message: [...draft.notes, message].join("\n\n") });
  draft.notes = [];
};
const say = (draft: Draft, message: string): void => {
  draft.actions.push({ type: "ai_response", message: [...draft.notes, message].join("\n\n") });
  draft.notes = [];
};

function askMissing(draft: Draft): void {
  const { plz, geburtsjahr } = draft.state;
  draft.state = { ...draft.state, conversation_stage: "collecting" };
  ask(draft, !plz && !geburtsjahr ? e.askBoth : !plz ? e.askLocation : e.askBirthYear);
}

/** The one municipality of a postal code's choices that carries the name the person said. */
function nameChoice(choices: readonly LocationChoice[], name: string): LocationChoice | undefined {
  const folded = foldForSearch(name);
  const matching = choices.filter((choice) => foldForSearch(choice.municipality) === folded);
  return new Set(matching.map((choice) => choice.bfsNumber)).size === 1 ? matching[0] : undefined;
}

/** Runs the search for the state and shows its offers (or asks what is still missing). */
function showOffers(draft: Draft, deps: EngineDeps, accidentAsked: boolean): boolean {
  const filters = filtersOf(draft.state);
  if (!filters) {
    askMissing(draft);
    return false;
  }
  let outcome = runSearch(deps.catalog, filters);
  const named = outcome.ok && draft.state.ort ? nameChoice(outcome.response.locationChoices ?? [], draft.state.ort) : undefined;
  if (named) {
    filters.bfsNumber = named.bfsNumber;
    draft.state = { ...draft.state, bfs: named.bfsNumber };
    outcome = runSearch(deps.catalog, filters);
  }
  if (!outcome.ok) {
    const unknown = outcome.status === 404;
    draft.state = { ...draft.state, ...(unknown ? { plz: null, bfs: null, ort: null } : {}), angebote: [], conversation_stage: "collecting" };
    ask(draft, unknown ? fill(e.unknownPostalCode, { postalCode: filters.postalCode }) : (outcome.details ?? outcome.error));
    return false;
  }
  const { response } = outcome;
  if (response.locationChoices?.length) {
    const orte = response.locationChoices.slice(0, 8).map((choice) => ({ plz: choice.postalCode, bfs: choice.bfsNumber, name: `${choice.displayName} (${choice.canton})` }));
    draft.state = { ...draft.state, orte, conversation_stage: "choose_location" };
    ask(draft, choicesText(filters.postalCode, orte));
    return false;
  }
  draft.state = {
    ...draft.state,
    angebote: compactOffers(response.results, filters),
    ausgewaehlt: null,
    orte: [],
    conversation_stage: "offers",
  };
  draft.filters = filters;
  draft.searched = true;
  const message = [...draft.notes, offersText(response, filters, !accidentAsked && draft.state.unfalldeckung == null)].join("\n\n");
  draft.notes = [];
  draft.actions.push({ type: "show_offers", message, payload: { filters } });
  return true;
}

function selectOffer(draft: Draft, position: number | undefined, insurer: string | undefined, deps: EngineDeps): boolean {
  const filters = filtersOf(draft.state);
  if (!filters || draft.state.angebote.length === 0) {
    ask(draft, e.selectNeedsOffers);
    return false;
  }
  // Re-read: the positions are those of the search as the index answers it now.
  const outcome = runSearch(deps.catalog, filters);
  const results = outcome.ok ? outcome.response.results : [];
  const fresh = compactOffers(results, filters);
  const named = insurer === undefined ? -1 : results.findIndex((premium) => premium.insurer.code === insurer);
  const chosen = position !== undefined ? fresh[position] : named >= 0 ? toCompactOffer(results[named]!, filters) : undefined;
  if (!chosen) {
    ask(draft, e.selectUnknown);
    return false;
  }
  draft.state = { ...draft.state, angebote: fresh, ausgewaehlt: chosen, conversation_stage: "selected" };
  say(
    draft,
    fill(e.selected, {
      insurer: chosen.versicherer,
      model: models.names[chosen.modell],
      product: chosen.produkt ?? models.names[chosen.modell],
      franchise: formatChfAmount(chosen.franchise),
      premium: formatChf(chosen.monatspraemie),
    }),
  );
  return true;
}

function startQuote(draft: Draft, deps: EngineDeps): void {
  const selected = draft.state.ausgewaehlt;
  const premium = selected ? rereadOffer(deps.catalog, selected) : null;
  if (!selected || !premium) {
    ask(draft, selected ? texts.offer.offerGone : e.quoteNeedsSelection);
    return;
  }
  const started = startOfferCollection(draft.state, premium, deps.newIdempotencyKey());
  draft.state = started.state;
  draft.actions.push({
    type: "collect_offer_data",
    message: started.message,
    payload: { selected: { id: premium.id, name: premium.insurer.name, monthlyPremium: premium.monthlyPremium } },
  });
}

export async function processTurn(userInput: string, input: AdvisorState, deps: EngineDeps): Promise<Turn> {
  const text = normalizeText(userInput);
  const draft: Draft = { state: { ...input }, actions: [], notes: [], filters: null, searched: false };
  const offerStage = input.conversation_stage === "offer_collection";
  const ctx = extractContext(deps.catalog, deps.now, expectingOf(input), { hasPostalCode: Boolean(input.plz), hasBirthYear: Boolean(input.geburtsjahr) });
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

  const position = offerStage ? undefined : pickOffer(text, input.angebote);
  const insurer = offerStage || position !== undefined || input.angebote.length === 0 ? undefined : pickInsurer(text, deps.catalog.premiums.insurers.values());
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
      const blocked = applyCriteria(draft, criteria, deps);
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
      const blocked = applyCriteria(draft, criteria, deps);
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
