/**
 * The same text in another language, found by its German text: the routes and the form schemas write
 * German from the catalogues, and where an answer or a form speaks another language, the German text's
 * key is looked up and that key's text of the other language is used, its {placeholders} filled with
 * the values read from the German text ("… 9999 …" stays "… 9999 …"). The API's error answers
 * (api-language.ts) and the forms' validation messages (local-message.ts) both use it.
 */
type Template = { pattern: RegExp; names: string[]; path: string[]; literal: number };

export type GermanTexts = { exact: Map<string, string[]>; templates: Template[] };

/** Every German text of a catalogue (or a part of one) by its key; texts with {placeholders} as patterns. ICU plurals are left out. */
export function indexGermanTexts(catalogue: unknown): GermanTexts {
  const exact = new Map<string, string[]>();
  const templates: Template[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === "string") {
      if (!value.includes("{")) {
        if (!exact.has(value)) exact.set(value, path);
      } else if (!/\{\w+,/.test(value)) {
        const names: string[] = [];
        const source = value
          .split(/(\{\w+\})/)
          .map((part) => {
            const name = /^\{(\w+)\}$/.exec(part)?.[1];
            if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
            names.push(name);
            return "(.+?)";
          })
          .join("");
        // "{amount}" alone would match any text: only templates with words of their own, the most specific first.
        const literal = value.replace(/\{\w+\}/g, "").trim().length;
        if (literal >= 4) templates.push({ pattern: new RegExp(`^${source}$`, "s"), names, path, literal });
      }
    } else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    }
  };
  walk(catalogue, []);
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

const at = (catalogue: unknown, path: readonly string[]): string | undefined => {
  let value = catalogue;
  for (const key of path) value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : undefined;
};

/** `text`, a German text of the indexed catalogue, as the same key of `target` says it; undefined when it is none of them or `target` lacks it. */
export function textIn(text: string, german: GermanTexts, target: unknown): string | undefined {
  const path = german.exact.get(text);
  if (path) return at(target, path);
  for (const template of german.templates) {
    const match = template.pattern.exec(text);
    const translated = match ? at(target, template.path) : undefined;
    if (!match || translated === undefined) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
    return translated.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }
  return undefined;
}
