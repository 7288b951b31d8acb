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
  | { kind: "insurer"; claim: InsurerClaim; model?: ModelCode; quote?: boolean; compare?: boolean }
  | { kind: "models"; models: ModelCode[] }
  | { kind: "trend" }
  /** "Was spare ich?": answered like for like against the current insurer, or by asking for it. */
  | { kind: "saving" }
  /** A price: with `yearly` the yearly amount, with `household` the household's total. */
  | { kind: "price"; yearly?: boolean; household?: boolean }
  | null;

export type Act = "provide_info" | "ask_price" | "ask_insurer" | "ask_compare" | "ask_trend" | "ask_rule" | "change" | "choose_offer" | "request_quote" | "give_contact" | "greeting" | "thanks" | "other";

const QUESTION = /\?|^(?:und |aber |also |u )?(?:was|wa|wie|wieviel|welche\w*|wer|ist|isch|esch|sind|stimmt|hat|het|hets|gits|gibt|lohnt|kostet|wurde|wird|c est|combien|quanto|quale|le|la)\b/;
const PRICE = /\b(?:was (?:kostet|kosted|kosten|zahle|zahlemer|zahlet|zahl|bezahle|wurde|wurd|verlangt|nimmt)|wa chostet|was chostet|chostet|chosted|verlangt|wie ?(?:viel|vil|vill|vell)\w*|wie teu?e?r|kostet es|was kostets|combien|coute\w*|quanto|costa\w*|prezzo|prix)\b/;
/** "wer isch am günstigschte?", "hets nüt billigers?", "le moins cher", "la più economica": the cheapest offer asked for. */
const CHEAPEST = /\b(?:gunstig\w*|billig\w*|moins cher\w*|economic\w*)\b/;
/** "pro Jahr?", "im Jahr", "par an": the yearly amount asked for. */
export const YEARLY = /\b(?:pro|im|per|a|par|all|l)\s*(?:jahr|johr|an|annee|anno)\b|\bjahrlich\w*|\bannuel\w*/;
/** "zäme", "für die ganze Familie", "toute la famille": the household's total asked for. */
const TOGETHER = /\b(?:zame|zamme|zusammen|total|gesamt\w*|insgesamt|famil\w*|haushalt|tous|ensemble|tutti|insieme)\b/;
const TREND = /\b(?:steig\w*|aufschlag|erhoh\w*|wie (?:viel|vil|vill|stark) (?:teurer|tuurer|turer|meh|mehr)|um wie ?viel|teurer (?:wird|werden|geworden)|wird (?:es|sie|er|die \w+) (?:teurer|tuurer|turer)|(?:tuurer|turer|teurer)\b.*\b20\d\d|\b20\d\d\b.*\b(?:tuurer|turer|teurer)\b|gestiegen|teurer (?:als )?(?:letzt\w*|vorjahr|im vorjahr)|augment\w*|aumento)/;
const CHEAPEST_CLAIM = /\b(?:am gunstigsten|am billigsten|die gunstigste|die billigste|immer (?:am )?gunstig\w*|gunstigste kasse|billigste kasse)\b/;
const COMPARE_WORD = /\b(?:als|oder|statt|gegenuber|vs|versus|im vergleich|verglichen|ou|o)\b/;
const MONEY_WORD = /\b(?:gunstiger|billiger|teurer|spar\w*|kostet|preis\w*|lohnt|pramie\w*|besser|moins cher)\b/;
const QUOTE = /\b(?:offert\w*|offre|offerta|devis|antrag|abschliess\w*|anmeld\w*)\b/;
const CHOOSE = /\b(?:nehm\w*|nimm|wahl\w*|entscheide)\b/;
const SAVING = /\b(?:spar\w*|spare|econom(?:is|ie|iz)\w*|risparmi\w*)\b/;

export function questionOf(text: string, criteria: Criteria): Question {
  const asking = QUESTION.test(text);
  const named = criteria.namedInsurers ?? [];
  if (named.length && !CHOOSE.test(text) && (!QUOTE.test(text) || aboutSituation(criteria)) && (asking || PRICE.test(text) || QUOTE.test(text) || /^(?:und |u )?(?:die|d|der|de)? ?\w+ ?\??$/.test(text))) {
    // "je voudrais une offre de la CSS pour 1260 Nyon …": its price first, its quote offered.
    if (QUOTE.test(text)) return { kind: "insurer", claim: "price", quote: true };
    // "wer isch billiger, Assura oder Swica?": an alternative question compares; "ist die ÖKK teurer als die CSS?" asks about the ÖKK.
    if (named.length >= 2 && /\b(?:oder|ou|o|vs|versus)\b/.test(text)) return { kind: "insurer", claim: "price", compare: true };
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
  if (asking && SAVING.test(text)) return { kind: "saving" };
  const yearly = YEARLY.test(text);
  const household = TOGETHER.test(text);
  const short = text.split(" ").length <= 6;
  if (PRICE.test(text) || (asking && (CHEAPEST.test(text) || (short && (yearly || household)))) || (asking && /\bpramie\w*\b/.test(text) && criteria.tariffYear !== undefined)) {
    return { kind: "price", ...(yearly ? { yearly } : {}), ...(household ? { household } : {}) };
  }
  return null;
}

/** The message also says where or who: a quote wish with a situation asks the price first. */
const aboutSituation = (c: Criteria) => [c.postalCode, c.place, c.birthYear, c.persons].some((v) => v !== undefined);

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
  if (question.kind === "insurer") return question.quote ? "request_quote" : question.compare ? "ask_compare" : "ask_insurer";
  if (question.kind === "models" || question.kind === "saving") return "ask_compare";
  if (question.kind === "trend") return "ask_trend";
  return "ask_price";
}
