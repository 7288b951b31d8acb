import { defaultLocale, type Locale } from "@/lib/i18n/config";
import { writtenLanguage } from "@/lib/i18n/written-language";
import type { AdvisorState } from "./state";

/**
 * The language of a turn's reply, for the rule engine and the language model alike: the message's own
 * words where they say it, else the conversation's so far, else the page's, else German.
 */
export const replyLanguageOf = (userInput: string, state: AdvisorState, pageLanguage?: Locale): Locale =>
  (contactOnly(userInput) && (state.sprache || state.conversation_stage !== "welcome") ? undefined : writtenLanguage(userInput)) ?? state.sprache ?? pageLanguage ?? defaultLocale;

/**
 * "Priya Raman, Rue de l'Évole 12, 2000 Neuchâtel, priya@example.ch": a name, an address, an e-mail address or a phone
 * number say nothing of the language the person writes; the conversation keeps its own.
 */
const contactOnly = (message: string): boolean =>
  /[^\s@]+@[^\s@]+\.[a-z]{2,}|(?:\+41|\b0)\d{2}[\s\d]{7,}\d/i.test(message) && message.split(",").length >= 3 && !message.includes("?");

/** The state after the turn keeps the conversation's language (a German conversation that never had another keeps none). */
export const withConversationLanguage = (before: AdvisorState, after: AdvisorState, language: Locale): AdvisorState =>
  language === defaultLocale && !before.sprache ? after : { ...after, sprache: language };
