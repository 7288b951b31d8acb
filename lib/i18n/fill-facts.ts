import { citedStatement, factById } from "@/lib/facts";

const FACT_PLACEHOLDER = /\{fact:([a-z0-9-]+)\}/g;

/**
 * Puts statements of the reviewed fact list into a catalogue text: "{fact:co-payment}" becomes
 * the fact's statement with its legal source, so a page never words a legal fact on its own.
 * An unknown id throws: a text must not silently lose its statement.
 */
export function fillFacts(text: string): string {
  return text.replace(FACT_PLACEHOLDER, (_, id: string) => {
    const fact = factById(id);
    if (!fact) throw new Error(`Unbekannte Tatsache im Text: ${id}`);
    return citedStatement(fact);
  });
}

/** The fact ids a text refers to. */
export const factIdsIn = (text: string): string[] => [...text.matchAll(FACT_PLACEHOLDER)].map((match) => match[1]!);
