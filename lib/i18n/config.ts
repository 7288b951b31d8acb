export const locales = ["de"] as const;
export type Locale = (typeof locales)[number];
/** German is the default and only locale; it has no URL prefix. */
export const defaultLocale: Locale = "de";
export const timeZone = "Europe/Zurich";
