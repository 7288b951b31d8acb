/** Every language the product is being translated into; German is the default, without URL prefix. */
export const supportedLocales = ["de", "fr", "it", "en"] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

/**
 * The locales that are served. A locale is listed here only once its catalogue in
 * `lib/i18n/messages/<locale>/` is complete (`catalogueProblems` finds none): an incomplete
 * catalogue would show German fallbacks or raw keys.
 */
export const locales = ["de"] as const satisfies readonly SupportedLocale[];
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

/** Namespaces that stay German-only for now (insurer portal and admin panel, French later). */
export const germanOnlyNamespaces = ["admin", "insurerPortal"] as const;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as readonly string[]).includes(value);
