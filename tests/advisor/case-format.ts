/**
 * The advisor's evaluation cases, in a form that does not depend on the engine's internals:
 * a conversation of user messages, each optionally with what a good human advisor's answer
 * must do. The evaluation (`npm run eval:advisor`) maps the engine's state and reply onto it.
 *
 * - `tests/advisor/cases/`: the set the engine is developed against.
 * - `tests/advisor/heldout/`: written apart from the engine and never tuned against; run
 *   with `npm run eval:advisor -- --heldout` and reported separately.
 * - `tests/advisor/heldout-v2/`: a second German held-out set, written the same way.
 * - `tests/advisor/lang/{fr,it,en}/`: French, Italian and English sets (`language` set on each case).
 */
export type ModelCode = "standard" | "hausarzt" | "hmo" | "telmed";

export const CATEGORIES = [
  "place-age", // postal code or locality and birth year or age, in every phrasing
  "dialect-typos", // Swiss German, typos, missing capitals, abbreviations
  "numbers", // deductibles, tariff years, ages, premiums and postal codes told apart by their context
  "tariff-year", // "Prämien 2026", "nächstes Jahr", "wie stark steigen …"
  "question-price", // "was kostet …", "wie viel zahle ich mit …"
  "named-insurer", // a named insurer's price, quote or change ("was kostet die EGK", "ist die Concordia teurer geworden")
  "current-insurer", // "ich bin bei der X", "zahle 512 im Monat": like-for-like savings, the notice deadline
  "model-compare", // "isch HMO günstiger als Telmed?", which model, what is Telmed
  "family", // several persons: partner, children; per person and household answers
  "lookup", // deadlines, cancelling, subsidies, coverage, dental, accident cover, Liechtenstein …
  "corrections", // "nein, 1985", "doch lieber mit Unfall", changing one slot keeps the others
  "quote", // choosing an offer, giving contact data, the quote request
  "smalltalk", // greetings, thanks, "ok"
  "offtopic-hostile", // off-topic, prompt injection, abuse, nonsense
] as const;
export type Category = (typeof CATEGORIES)[number];

/** What the person did with the message (the dialogue act the advisor must recognise). */
export const ACTS = [
  "provide_info", // gives data about themselves (place, year, deductible …) without asking
  "ask_price", // asks what something costs (for them, a model, a deductible, a year)
  "ask_insurer", // asks about a named insurer (its price, whether it is cheapest, dearer than last year)
  "ask_compare", // asks to compare models, deductibles, insurers or years
  "ask_trend", // asks how premiums change (next year, against this year)
  "ask_rule", // asks how basic insurance works (deadlines, cover, subsidy, accident …)
  "change", // changes a criterion ("mit Unfall", "Franchise 1500", "nur Telmed")
  "choose_offer", // picks an offer ("das erste", "die Sympany")
  "request_quote", // wants a quote ("ich möchte eine Offerte")
  "give_contact", // answers the quote questions (name, address, e-mail …)
  "greeting",
  "thanks",
  "other", // off-topic, nonsense, hostile
] as const;
export type Act = (typeof ACTS)[number];

export type ActionType = "ask_user" | "ai_response" | "show_offers" | "optimize_franchise" | "fetch_webinfo" | "collect_offer_data";

/** `franchise`: added, the person's own deductible when it was said per person. */
export type PersonExpectation = { birthYear: number; role?: "self" | "partner" | "child"; franchise?: number };

/** Slots of the state after the message; only the listed ones are checked. */
export type FieldExpectations = {
  plz?: string;
  /** A locality or municipality name of the postal code settled on (accents and case ignored). */
  ort?: string;
  /** The person writing (or the only person). */
  birthYear?: number;
  /** Every person of the household, in any order (a single person may be given here too). */
  persons?: PersonExpectation[];
  franchise?: number | null;
  model?: ModelCode | null;
  accident?: boolean | null;
  tariffYear?: number;
  /** The current insurer, by BAG code or name ("Helsana", "1560"). */
  currentInsurer?: string | null;
  /** The monthly premium the person says they pay now, in CHF. */
  currentPremium?: number | null;
  /** The insurer the message asks about (by name or code). */
  namedInsurer?: string;
  /** Added: the yearly health costs the person expects, in CHF (for the best deductible). */
  expectedCosts?: number;
  /** Added: the model of the current contract. */
  currentModel?: ModelCode | null;
};

/** A CHF figure the reply must state, computed in the evaluation from the premium index. */
export type FigureExpectation = {
  /** cheapest: the cheapest offer for the state's situation; insurer: the named insurer's cheapest;
   * current: the current insurer's premium; saving: a like-for-like monthly or yearly saving;
   * household: the monthly total of the cheapest mix of the household search for the state's persons. */
  what: "cheapest" | "insurer" | "current" | "saving" | "household";
  insurer?: string;
  franchise?: number;
  model?: ModelCode;
  accident?: boolean;
  tariffYear?: number;
  /** Added: the person the figure is for, in a household (default: the person writing). */
  birthYear?: number;
};

export type TurnExpectation = {
  fields?: FieldExpectations;
  act?: Act;
  /** The type of the last action of the answer. */
  action?: ActionType;
  /** Each must match the reply (case-insensitive): proof the question was answered. */
  answers?: (string | RegExp)[];
  /** None may match the reply (a wrong canton, an unequal saving, a repeated question …). */
  notAnswers?: (string | RegExp)[];
  figures?: FigureExpectation[];
};

export type Turn = { user: string; expect?: TurnExpectation };
/** The language the person writes in, and so the language the reply is expected in. */
export type CaseLanguage = "de" | "fr" | "it" | "en";
export type AdvisorCase = {
  id: string;
  category: Category;
  turns: Turn[];
  note?: string;
  /** Added: the language of the conversation (default "de"). */
  language?: CaseLanguage;
};
