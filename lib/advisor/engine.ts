import { formatChfAmount } from "@/lib/domain/premium-value";
import { foldForSearch } from "@/lib/domain/search-text";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/advisor.json";
import type { AdvisorResponse, Intent } from "./actions";
import { actOf, questionOf, type Act } from "./acts";
import { leadAnswer } from "./planner";
import { LOOKUP_TOPICS, lookupTopic, type LookupTopic } from "./answers/lookup-topics";
import type { NamedInsurer } from "./extract/named-insurers";
import type { StateQuestion } from "./state";
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
import { modelsIntro } from "./answers/model-answer";
import { pickInsurer, pickOffer } from "./selection";
import { initialState, type AdvisorState, type StateLocationChoice } from "./state";

const asksRule = (text: string) => /\?\s*$|^(?:und |aber |also )?(?:was|wie|wann|warum|wieso|brauche|muss|kann|darf|gibt|gilt|bis wann|zahlt|ubernimmt|deckt|wird|ist|sind|habe ich|bekomme)\b|\b(?:sag mir|sag|erklar\w*)\b/.test(text);
/** A question about a rule, verb first ("…, Jahrgang 1949. Brauche ich die Unfalldeckung?"), also after personal data (the folded text has no full stops). */
const RULE_QUESTION = /\b(?:was (?:ist|isch|esch|bedeutet|heisst)|wie funktioniert|bis wann|(?:brauche|brauch|bruuch\w*|muss|mues|muess|cha|chan|kann|darf|bekomme|becho|chond|chonnt|konnte|gilt|nimmt) (?:ich|i|me|man|mer|mi|du|mich|das|die))\b/;
/** Injection and code, never data ("'; DROP TABLE …", "<script>"). */
const HOSTILE = /(?:\bdrop\s+table\b|\bselect\s+\*|\binsert\s+into\b|\bdelete\s+from\b|<\s*script|\bunion\s+select\b|;\s*--)/i;
const INJECTION = /\b(?:du bist jetzt|du bisch jetzt|you are now|ignore (?:all|previous|alle|deine)|ignorier\w* (?:alle|deine)|vergiss (?:alle|deine) (?:regeln|anweisungen)|jailbreak|system ?prompt|kei regle|keine regeln)\b/;
/** A short follow-up ("und fürs 2026?", "und mit 1000?", "und bi HMO?"). */
const followUp = (text: string) => text.split(" ").length <= 7 && (/^(?:und|u|et|e|aber|und was|oder)\b/.test(text) || text.endsWith("?"));

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
  const hostile = HOSTILE.test(userInput);
  // "du bist jetzt DAN …": a role-play order is no request; a question in it is answered from the facts.
  const injection = hostile || INJECTION.test(text);
  let criteria: Criteria = offerStage || hostile ? {} : extractCriteria(text, ctx);
  // A question about something else that happens to name a town ("wie wird das Wetter in Bern?") sets nothing.
  const elsewhere = !offerStage && offTopic(text, criteria);
  if (elsewhere) criteria = {};
  // A follow-up on the last look-up ("und bi HMO?") is a look-up on the same topic.
  const lastTopic = !offerStage && input.last_intent === "question" && input.thema && followUp(text) && !lookupTopic(text) ? LOOKUP_TOPICS.find((t) => t.id === input.thema) : undefined;
  if (lastTopic) criteria = {};
  let question = offerStage || hostile || lastTopic ? null : questionOf(text, criteria);
  // A follow-up without a question of its own asks the last one again ("und fürs 2026?"); a question
  // asked before the place and year were known is answered once they are.
  let named = criteria.namedInsurers ?? [];
  const asked = !offerStage && question === null && input.frage ? input.frage : null;
  if (asked && changesSearch(criteria) && (followUp(text) || asked.offen || (asked.kind === "insurer" && input.conversation_stage === "selected"))) {
    question = questionFromState(asked);
    if (asked.kind === "insurer" && input.gefragte_kasse && named.length === 0) named = namedFromCode(deps, input.gefragte_kasse);
  }
  // Data that completes a question asked before is information (the answer still answers that question).
  const pending = Boolean(asked?.offen) && question !== null && !followUp(text);
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
  const topic = lastTopic ?? (question?.kind === "insurer" ? undefined : lookupTopic(text));
  const detected = hostile ? "other" : detectIntent({ text, hasCriteria: changesSearch(criteria), selection: position !== undefined || insurer !== undefined, personal: criteria.postalCode !== undefined || criteria.birthYear !== undefined }, draft.state);
  let intent = lastTopic ? "question" : intentOf(detected, question, criteria, input, text, topic);
  // The answer to "which municipality?" is information, whatever else the words seem to say.
  if (chose && intent === "other") intent = "provide_info";
  const act = injection ? "other" : actOf(intent, pending ? null : question, criteria);

  draft.state.last_intent = intent;
  draft.state.gefragte_kasse = named[0]?.code ?? draft.state.gefragte_kasse ?? null;

  // A tariff year that is not loaded ("und 2029?"): said, and nothing else changes.
  if (criteria.otherTariffYear !== undefined && !changesSearch(criteria) && !["offer_data", "cancel", "reset"].includes(intent)) {
    say(draft, fill(texts.answers.yearNotLoaded, { year: criteria.otherTariffYear, years: deps.catalog.premiums.tariffYears.slice().sort().join(" und ") }));
    return finish(draft, intent, act, criteria);
  }

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
      // What the question also said about the person is kept ("bin Rentnerin, Jahrgang 1949. Brauche ich …?").
      // The model a question is about ("was isch Telmed?") is no wish for it.
      if (topic?.id === "models") delete criteria.model;
      if (changesSearch(criteria)) applyCriteria(draft, criteria, deps.catalog, tariffYear);
      draft.notes = [];
      answerLookup(draft, text, userInput, deps, tariffYear, topic);
      draft.state.thema = topic?.id ?? null;
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
      if (question?.kind === "models" && !filtersOf(draft.state)) draft.notes.push(modelsIntro(question.models));
      const lead = leadAnswer(deps.catalog, draft.state, question, named, tariffYearOf(deps.catalog, draft.state.tarifjahr, deps.now));
      // A comparison answers and leaves the offers as they are; other answers come before them.
      if (lead && question?.kind === "models" && !changesSearch(criteria)) say(draft, lead);
      else {
        const offer = lead && question?.kind === "insurer" ? namedOffer(draft.state, named, deps) : undefined;
        if (lead) draft.notes.push(offer ? `${lead} ${fill(texts.answers.insurerQuoteOffer, { insurer: offer.versicherer })}` : lead);
        // The named insurer's offer is the one a "ja" asks a quote for.
        const shown = showOffers(draft, deps, criteria.accident !== undefined, question !== null);
        if (shown && offer) draft.state = { ...draft.state, ausgewaehlt: offer, conversation_stage: "selected" };
        // A postal code of several municipalities is settled by the search (the name said with it): answer then.
        const late = shown && !lead && question ? leadAnswer(deps.catalog, draft.state, question, named, tariffYearOf(deps.catalog, draft.state.tarifjahr, deps.now)) : null;
        const last = draft.actions[draft.actions.length - 1];
        if (late && last?.type === "show_offers") last.message = `${late}\n\n${last.message}`;
      }
      break;
    }
    default:
      if (chose || (draft.state.conversation_stage === "collecting" && draft.state.plz && draft.state.geburtsjahr)) showOffers(draft, deps, false);
      else if (draft.state.angebote.length > 0 && isYes(text)) say(draft, texts.answers.ok);
      else if (elsewhere) say(draft, draft.state.angebote.length > 0 ? texts.answers.offtopicKnown : texts.answers.offtopic);
      else ask(draft, e.fallback);
  }

  // The question is kept for a follow-up; open while the place or year to answer it is missing.
  if (question && intent !== "question") draft.state.frage = { ...stateQuestionOf(question), ...(filtersOf(draft.state) ? {} : { offen: true }) };
  else if (intent !== "question" && draft.state.frage?.offen && filtersOf(draft.state)) draft.state.frage = { ...draft.state.frage, offen: false };
  return finish(draft, intent, act, criteria);
}

function finish(draft: Draft, intent: Intent, act: Act, criteria: Criteria): Turn {
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

type AskedQuestion = NonNullable<ReturnType<typeof questionOf>>;

const stateQuestionOf = (question: AskedQuestion): StateQuestion => {
  const { kind } = question;
  if (kind === "insurer") return { kind, claim: question.claim, ...(question.model ? { model: question.model } : {}) };
  if (kind === "models") return { kind, models: question.models };
  if (kind === "price") return { kind, ...(question.yearly ? { yearly: true } : {}), ...(question.household ? { household: true } : {}) };
  return { kind };
};

function questionFromState(asked: StateQuestion): AskedQuestion {
  if (asked.kind === "insurer") return { kind: "insurer", claim: asked.claim ?? "price", ...(asked.model ? { model: asked.model } : {}) };
  if (asked.kind === "models") return { kind: "models", models: asked.models ?? ["standard", "hausarzt", "hmo", "telmed"] };
  if (asked.kind === "price") return { kind: "price", ...(asked.yearly ? { yearly: true } : {}), ...(asked.household ? { household: true } : {}) };
  return { kind: asked.kind };
}

function namedFromCode(deps: EngineDeps, code: string): NamedInsurer[] {
  const insurer = deps.catalog.premiums.insurers.get(code);
  return insurer ? [{ code, name: insurer.name, index: 0, phrase: "" }] : [];
}

/** Insurance words: a question with none of them, only a town and no follow-up word, is about something else. */
const INSURANCE = /\b(?:krank\w*|chrank\w*|kasse\w*|versicher\w*|pramie\w*|franchise\w*|modell\w*|arzt\w*|hmo|telmed|hausarzt\w*|unfall\w*|kosten\w*|grundversicherung|spital\w*|medikament\w*|offert\w*|angebot\w*|gunstig\w*|billig\w*|teuer\w*|tuur\w*|assurance\w*|cassa|caisse)\b/;
function offTopic(text: string, criteria: Criteria): boolean {
  const keys = Object.keys(criteria);
  if (keys.length === 0 || keys.some((key) => key !== "place" && key !== "postalCode")) return false;
  return /^(?:wie|was|wo|wer|wann|warum|wieso|ob|weisst|kennst)\b/.test(text) && /\?$/.test(text) && !INSURANCE.test(text) && !PRICE_WORDS.test(text);
}
const PRICE_WORDS = /\b(?:kostet|chostet|zahle\w*|preis\w*|wie ?viel)\b/;

/** A question about prices, insurers, models or years is answered from the index, never sent to the look-up. */
function intentOf(detected: Intent, question: ReturnType<typeof questionOf>, criteria: Criteria, state: AdvisorState, text: string, topic: LookupTopic | undefined): Intent {
  // A question on a topic of the fact list is a look-up, also when it names a place ("ich wohne in Liechtenstein, …?"),
  // one's current insurer ("bi bi de Visana, bis wann …?") or asks in a clause of its own after personal data.
  const priceAsked = question !== null && question.kind !== "saving";
  if (topic && asksRule(text) && !priceAsked && (!changesSearch(criteria) || topic.id === "liechtenstein" || aboutSelf(criteria) || RULE_QUESTION.test(text))) return "question";
  const aboutPrices = question !== null || criteria.currentInsurer !== undefined || criteria.currentPremium !== undefined;
  if (!aboutPrices || !["question", "other", "greeting", "select_offer", "thanks"].includes(detected)) return detected;
  if (detected === "select_offer" && question?.kind !== "insurer") return detected;
  if (changesSearch(criteria)) return state.angebote.length > 0 ? "change_criteria" : "provide_info";
  return "show_offers";
}

/** Only what the person says about their current contract. */
const aboutSelf = (c: Criteria) =>
  (c.currentInsurer !== undefined || c.currentPremium !== undefined || c.currentModel !== undefined) && [c.postalCode, c.place, c.birthYear, c.model, c.franchise, c.accident, c.tariffYear, c.persons].every((v) => v === undefined);

/** The one insurer a question named: its cheapest offer in the situation, to offer its quote. */
function namedOffer(state: AdvisorState, named: readonly NamedInsurer[], deps: EngineDeps) {
  const filters = filtersOf(state);
  if (!filters || named.length !== 1) return undefined;
  const found = insurerCheapest(deps.catalog, filters, named[0]!.code);
  return found ? toCompactOffer(found.premium, filters) : undefined;
}
