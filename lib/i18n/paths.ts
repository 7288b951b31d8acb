import { defaultLocale, locales, type Locale } from "./config";

const PREFIX = new RegExp(`^/(${locales.join("|")})(?=/|$)`);

/** A path of the German site ("/faq", "/calculator?plz=8001") in one language ("/fr/faq"); German has no prefix. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The language a path is in ("/it/faq" → "it", "/faq" → "de"). */
export function localeOfPath(pathname: string): Locale {
  return (PREFIX.exec(pathname)?.[1] as Locale | undefined) ?? defaultLocale;
}

/** The same page's German path ("/fr/faq" → "/faq", "/fr" → "/"); also strips the "/de" of a rewritten German page. */
export function pathWithoutLocale(pathname: string): string {
  return pathname.replace(PREFIX, "") || "/";
}
