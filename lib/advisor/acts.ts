import type { ModelCode } from "@/lib/domain/insurance-models";
import type { Intent } from "./actions";
import type { InsurerClaim } from "./answers/insurer-answer";
import type { Criteria } from "./extract";
import { allModels } from "./extract/model";

/**
 * The question a message asks, read before the offers are shown so the answer can come first:
 * about a named insurer, a comparison of two models, how premiums change, or a price.
 * Then the dialogue act of the turn (the evaluation's ACTS), from the question and the intent.
 */
export type Question =
  | { kind: "insurer"; claim: InsurerClaim; model?: ModelCode }
  | { kind: "models"; models: ModelCode[] }
  | { kind: "trend" }
  /** "Was spare ich?": answered like for like against the current insurer, or by asking for it. */
  | { kind: "saving" }
  | { kind: "price" }
  | null;

export type Act = "provide_info" | "ask_price" | "ask_insurer" | "ask_compare" | "ask_trend" | "ask_rule" | "change" | "choose_offer" | "request_quote" | "give_contact" | "greeting" | "thanks" | "other";

const QUESTION = /\?|^(?:und |aber |also )?(?:was|wie|wieviel|welche\w*|ist|isch|sind|stimmt|hat|het|lohnt|kostet|wurde|wird|wa)\b/;
const PRICE = /\b(?:was (?:kostet|kosted|kosten|zahle|zahl|bezahle|wurde|wurd)|wa chostet|was chostet|chostet|wie ?viel|wie teu?e?r|kostet es|was kostets)\b/;
const TREND = /\b(?:steig\w*|aufschlag|erhoh\w*|wie (?:viel|stark) teurer|um wie ?viel|teurer (?:wird|werden|geworden)|wird (?:es|sie|er|die \w+) teurer|gestiegen|teurer (?:als )?(?:letzt\w*|vorjahr|im vorjahr))/;
const CHEAPEST_CLAIM = /\b(?:am gunstigsten|am billigsten|die gunstigste|die billigste|immer (?:am )?gunstig\w*|gunstigste kasse|billigste kasse)\b/;
const COMPARE_WORD = /\b(?:als|oder|statt|gegenuber|vs|versus|im vergleich|verglichen)\b/;
const MONEY_WORD = /\b(?:gunstiger|billiger|teurer|spar\w*|kostet|preis\w*|lohnt|pramie\w*)\b/;
const QUOTE = /\b(?:offert\w*|antrag|abschliess\w*|anmeld\w*)\b/;
const CHOOSE = /\b(?:nehm\w*|nimm|wahl\w*|entscheide)\b/;

export function questionOf(text: string, criteria: Criteria): Question {
  const asking = QUESTION.test(text);
  const named = criteria.namedInsurers ?? [];
  if (named.length && !QUOTE.test(text) && !CHOOSE.test(text) && (asking || PRICE.test(text) || /^(?:und |u )?(?:die|d|der|de)? ?\w+ ?\??$/.test(text))) {
    if (TREND.test(text)) return { kind: "insurer", claim: "trend" };
    if (CHEAPEST_CLAIM.test(text)) return { kind: "insurer", claim: "cheapest" };
    const model = criteria.model;
    if (model && /\b(?:hat|het|gibt|bietet|anbietet)\b/.test(text)) return { kind: "insurer", claim: "model", model };
    return { kind: "insurer", claim: "price" };
  }
  // "Welches Modell ist am günstigsten?": every model against every other.
  if (/\bwelche\w* (?:modell|versicherungsmodell)\w*\b/.test(text) && /\b(?:gunstig\w*|billig\w*)\b/.test(text)) return { kind: "models", models: ["standard", "hausarzt", "hmo", "telmed"] };
  const models = allModels(text);
  if (models.length >= 2 && asking && COMPARE_WORD.test(text) && MONEY_WORD.test(text)) return { kind: "models", models };
  if (TREND.test(text) && asking) return { kind: "trend" };
  if (asking && /\bspar\w*\b/.test(text)) return { kind: "saving" };
  if (PRICE.test(text) || (asking && /\bpramie\w*\b/.test(text) && criteria.tariffYear !== undefined)) return { kind: "price" };
  return null;
}

/** The act an intent stands for when the message asks nothing more specific. */
export const ACT_OF_INTENT: Record<Intent, Act> = {
  greeting: "greeting",
  thanks: "thanks",
  provide_info: "provide_info",
  change_criteria: "change",
  show_offers: "ask_price",
  optimize_franchise: "ask_compare",
  question: "ask_rule",
  select_offer: "choose_offer",
  request_quote: "request_quote",
  decline: "other",
  offer_data: "give_contact",
  cancel: "other",
  reset: "other",
  other: "other",
};

/** Telling one's current insurer or premium is information about oneself, not a change of the search. */
const aboutSelfOnly = (c: Criteria) =>
  (c.currentInsurer !== undefined || c.currentPremium !== undefined || c.currentModel !== undefined) && [c.postalCode, c.place, c.birthYear, c.model, c.franchise, c.accident, c.tariffYear, c.persons].every((v) => v === undefined);

export function actOf(intent: Intent, question: Question, criteria: Criteria): Act {
  // "Ich bin bei der Assura, was spare ich?": the information answers the saving question.
  if ((intent === "change_criteria" || intent === "provide_info") && (!question || question.kind === "saving") && aboutSelfOnly(criteria)) return "provide_info";
  if (["question", "offer_data", "cancel", "reset", "request_quote", "select_offer", "greeting", "thanks", "optimize_franchise"].includes(intent) || !question) return ACT_OF_INTENT[intent];
  if (question.kind === "insurer") return "ask_insurer";
  if (question.kind === "models" || question.kind === "saving") return "ask_compare";
  if (question.kind === "trend") return "ask_trend";
  return "ask_price";
}
