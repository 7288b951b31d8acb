import { apiCatalogues } from "./messages/api-catalogues";
import { supportedLocales, type SupportedLocale } from "./config";
import { indexGermanTexts, textIn, type GermanTexts } from "./text-keys";

/**
 * The language of the API's error answers: the first language of the request's Accept-Language that the
 * product speaks (German, French, Italian, English), German without one. The texts are written in German
 * from the catalogues; another language's text is found by the German text's key (and its {placeholders}
 * filled with the values read from the German text), so every route is translated without passing a
 * translator through it. A text in no catalogue stays as it is.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): SupportedLocale {
  return requestedLocale(acceptLanguage) ?? "de";
}

/** The first language of Accept-Language that the product speaks; none when the header names none of them (or is missing). */
export function requestedLocale(acceptLanguage: string | null | undefined): SupportedLocale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = Number(params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean) ?? 1);
      return { language: tag.split("-")[0]!, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((entry) => (supportedLocales as readonly string[]).includes(entry.language))?.language as SupportedLocale | undefined;
}

let german: GermanTexts | undefined;

/** One German text of the catalogues in another language (unchanged when it is in none or the language lacks it). */
export function translateText(text: string, locale: SupportedLocale): string {
  if (locale === "de") return text;
  german ??= indexGermanTexts(apiCatalogues.de);
  return textIn(text, german, apiCatalogues[locale]) ?? text;
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
