/** Every language the product is being translated into; German is the default, without URL prefix. */
export const supportedLocales = ["de", "fr", "it", "en"] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

/**
 * The locales that are served. A locale is listed here only once its catalogue in
 * `lib/i18n/messages/<locale>/` is complete (`catalogueProblems` finds none): an incomplete
 * catalogue would show German fallbacks or raw keys.
 */
export const locales = ["de", "fr", "it", "en"] as const satisfies readonly SupportedLocale[];
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "de";
export const timeZone = "Europe/Zurich";

/** The switcher's labels, each in its own language (rendered with its `lang` attribute). */
export const localeLabels: Record<SupportedLocale, string> = {
  de: "Deutsch",
  fr: "Français",
  it: "Italiano",
  en: "English",
};

/** The insurer portal and the admin panel speak German and French (their Italian and English addresses lead to German). */
export const portalLocales = ["de", "fr"] as const satisfies readonly Locale[];
export type PortalLocale = (typeof portalLocales)[number];
/** A language of the portal and the admin panel: the one asked for when they speak it, German otherwise. */
export const portalLocaleOf = (locale: string): PortalLocale => ((portalLocales as readonly string[]).includes(locale) ? (locale as PortalLocale) : "de");

/** `<html lang>` and `inLanguage`: the language as written in Switzerland ("fr-CH"). */
export const languageTag = (locale: Locale) => `${locale}-CH`;
/** Open Graph's form of the same ("fr_CH"). */
export const openGraphLocale = (locale: Locale) => `${locale}_CH`;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as readonly string[]).includes(value);
