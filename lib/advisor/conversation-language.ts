import { defaultLocale, type Locale } from "@/lib/i18n/config";
import { writtenLanguage } from "@/lib/i18n/written-language";
import type { AdvisorState } from "./state";

/**
 * The language of a turn's reply, for the rule engine and the language model alike: the message's own
 * words where they say it, else the conversation's so far, else the page's, else German.
 */
export const replyLanguageOf = (userInput: string, state: AdvisorState, pageLanguage?: Locale): Locale =>
  (contactOnly(userInput) && (state.sprache || state.conversation_stage !== "welcome") ? writtenLanguage(withoutContact(userInput)) : writtenLanguage(userInput)) ?? state.sprache ?? pageLanguage ?? defaultLocale;

/**
 * "la moins chère me va, voici mes coordonnées : Julie Berset, route de Bertigny 4, 1700 Fribourg, julie@example.ch": the words
 * around the contact data still say the language; the e-mail address, the phone number, the parts with figures (street and
 * place) and the parts of capitalised words alone (a name) do not.
 */
const withoutContact = (message: string): string =>
  message
    .replace(/[^\s@]+@[^\s@]+\.[a-z]{2,}|(?:\+41|\b0)\d{2}[\s\d]{7,}\d/gi, " ")
    .split(/[,;.:]/)
    .filter((part) => !/\d/.test(part) && !/^\s*(?:\p{Lu}[\p{L}'-]*\s*){1,4}$/u.test(part))
    .join(", ");

/**
 * "Priya Raman, Rue de l'Évole 12, 2000 Neuchâtel, priya@example.ch": a name, an address, an e-mail address or a phone
 * number say nothing of the language the person writes; the conversation keeps its own.
 */
const contactOnly = (message: string): boolean =>
  /[^\s@]+@[^\s@]+\.[a-z]{2,}|(?:\+41|\b0)\d{2}[\s\d]{7,}\d/i.test(message) && message.split(",").length >= 3 && !message.includes("?");

/** The state after the turn keeps the conversation's language (a German conversation that never had another keeps none). */
export const withConversationLanguage = (before: AdvisorState, after: AdvisorState, language: Locale): AdvisorState =>
  language === defaultLocale && !before.sprache ? after : { ...after, sprache: language };
