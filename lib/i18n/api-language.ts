import { apiCatalogues } from "./messages/api-catalogues";
import { supportedLocales, type SupportedLocale } from "./config";

/**
 * The language of the API's error answers: the first language of the request's Accept-Language that the
 * product speaks (German, French, Italian, English), German without one. The texts are written in German
 * from the catalogues; another language's text is found by the German text's key (and its {placeholders}
 * filled with the values read from the German text), so every route is translated without passing a
 * translator through it. A text in no catalogue stays as it is.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): SupportedLocale {
  if (!acceptLanguage) return "de";
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = Number(params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean) ?? 1);
      return { language: tag.split("-")[0]!, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked.find((entry) => (supportedLocales as readonly string[]).includes(entry.language))?.language as SupportedLocale | undefined) ?? "de";
}

type Template = { pattern: RegExp; names: string[]; path: string[]; literal: number };

/** Every German text of the catalogues by its key; texts with {placeholders} as patterns. ICU plurals are left out. */
function index(): { exact: Map<string, string[]>; templates: Template[] } {
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
  walk(apiCatalogues.de, []);
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

let german: ReturnType<typeof index> | undefined;

const at = (catalogue: unknown, path: readonly string[]): string | undefined => {
  let value = catalogue;
  for (const key of path) value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : undefined;
};

/** One German text of the catalogues in another language (unchanged when it is in none or the language lacks it). */
export function translateText(text: string, locale: SupportedLocale): string {
  if (locale === "de") return text;
  german ??= index();
  const target = apiCatalogues[locale];
  const path = german.exact.get(text);
  if (path) return at(target, path) ?? text;
  for (const template of german.templates) {
    const match = template.pattern.exec(text);
    const translated = match ? at(target, template.path) : undefined;
    if (!match || translated === undefined) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
    return translated.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }
  return text;
}

/** An error answer's texts (`error`, `details`, each message of `fields`) in the language asked for. */
export function translateErrorBody(body: unknown, locale: SupportedLocale): unknown {
  if (locale === "de" || !body || typeof body !== "object" || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of ["error", "details"] as const) if (typeof out[key] === "string") out[key] = translateText(out[key] as string, locale);
  if (out.fields && typeof out.fields === "object" && !Array.isArray(out.fields)) {
    out.fields = Object.fromEntries(
      Object.entries(out.fields as Record<string, unknown>).map(([field, messages]) => [field, Array.isArray(messages) ? messages.map((m) => (typeof m === "string" ? translateText(m, locale) : m)) : messages]),
    );
  }
  return out;
}
