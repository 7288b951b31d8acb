import { citedStatement, factById } from "@/lib/facts";
import en from "@/lib/facts/translations/en.json";
import fr from "@/lib/facts/translations/fr.json";
import it from "@/lib/facts/translations/it.json";
import type { Locale } from "./config";

type Translation = { statement: string; source: string };
const translations: Record<Exclude<Locale, "de">, Record<string, Translation>> = { fr, it, en };

const FACT_PLACEHOLDER = /\{fact:([a-z0-9-]+)\}/g;

/**
 * Puts statements of the reviewed fact list into a catalogue text: "{fact:co-payment}" becomes
 * the fact's statement with its legal source (in the page's language, from lib/facts/translations), so a
 * page never words a legal fact on its own.
 * An unknown id throws: a text must not silently lose its statement.
 */
export function fillFacts(text: string, locale: Locale = "de"): string {
  return text.replace(FACT_PLACEHOLDER, (_, id: string) => {
    const fact = factById(id);
    if (!fact) throw new Error(`Unbekannte Tatsache im Text: ${id}`);
    if (locale === "de") return citedStatement(fact);
    const translated = translations[locale][id];
    if (!translated) throw new Error(`Tatsache ohne Übersetzung (${locale}): ${id}`);
    return `${translated.statement} (${translated.source})`;
  });
}

/** A fact's statement without its source, in one language (German from the fact list itself). */
export function factStatement(id: string, locale: Locale = "de"): string | undefined {
  const fact = factById(id);
  if (!fact) return undefined;
  return locale === "de" ? fact.statement : translations[locale][id]?.statement;
}

/** The fact ids a text refers to. */
export const factIdsIn = (text: string): string[] => [...text.matchAll(FACT_PLACEHOLDER)].map((match) => match[1]!);
