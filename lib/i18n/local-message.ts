import { indexGermanTexts, textIn, type GermanTexts } from "./text-keys";

/**
 * A validation message in the page's language. The form schemas (lib/validations) write German, as
 * the API answers it; a form on a French page shows the same key of its own catalogue instead
 * (lib/i18n/text-keys.ts, as the API's error answers): the German text is looked up in the catalogue
 * sections the schema wrote it from, by namespace (already in the page's bundle), and that key's
 * text of the page's language is filled with the values the German one was filled with
 * ("… zwischen 1875 und 2027" → "… entre 1875 et 2027"). A message found nowhere stays as it is.
 */
const indexes = new WeakMap<object, GermanTexts>();

export function localMessage(message: string | undefined, german: Readonly<Record<string, object>>, local: unknown): string | undefined {
  if (!message || !local || typeof local !== "object") return message;
  for (const [namespace, section] of Object.entries(german)) {
    let index = indexes.get(section);
    if (!index) indexes.set(section, (index = indexGermanTexts(section)));
    const text = textIn(message, index, (local as Record<string, unknown>)[namespace]);
    if (text !== undefined) return text;
  }
  return message;
}
