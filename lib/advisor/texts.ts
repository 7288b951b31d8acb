import { formatDateLong, type IsoDate } from "@/lib/domain/calendar";
import { cantonNameIn } from "@/lib/domain/cantons";
import type { Fact } from "@/lib/facts/types";
import { fillFacts } from "@/lib/i18n/fill-facts";
import { catalogueView, replyLanguage } from "@/lib/i18n/reply-language";

/** The advisor's texts, in the language of the reply (lib/i18n/reply-language.ts). */
export const texts = catalogueView("advisor");
/** The insurance models' names and descriptions, in the language of the reply. */
export const models = catalogueView("models");
/** The quote's texts, in the language of the reply. */
export const quoteTexts = catalogueView("quote");

/** "30. November 2026", "30 novembre 2026": a date in the language of the reply. */
export const dateText = (date: IsoDate, options: { weekday?: boolean } = {}): string => formatDateLong(date, { ...options, language: replyLanguage() });

/** A canton's name in the language of the reply ("Genf", "Genève"). */
export const cantonText = (code: string): string => cantonNameIn(replyLanguage(), code);

/** A reviewed fact with its legal source, in the language of the reply. */
export const citedFact = (fact: Fact): string => fillFacts(`{fact:${fact.id}}`, replyLanguage());

/** "Hausarzt, HMO und Telmed", "Médecin de famille et Standard": a list in the language of the reply. */
export const listText = (items: readonly string[]): string =>
  new Intl.ListFormat(`${replyLanguage()}-CH`, { style: "long", type: "conjunction" }).format(items);
