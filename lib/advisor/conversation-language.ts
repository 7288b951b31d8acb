import { defaultLocale, type Locale } from "@/lib/i18n/config";
import { writtenLanguage } from "@/lib/i18n/written-language";
import type { AdvisorState } from "./state";

/**
 * The language of a turn's reply, for the rule engine and the language model alike: the message's own
 * words where they say it, else the conversation's so far, else the page's, else German.
 */
export const replyLanguageOf = (userInput: string, state: AdvisorState, pageLanguage?: Locale): Locale =>
  writtenLanguage(userInput) ?? state.sprache ?? pageLanguage ?? defaultLocale;

/** The state after the turn keeps the conversation's language (a German conversation that never had another keeps none). */
export const withConversationLanguage = (before: AdvisorState, after: AdvisorState, language: Locale): AdvisorState =>
  language === defaultLocale && !before.sprache ? after : { ...after, sprache: language };
