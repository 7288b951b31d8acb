import "server-only";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { defaultLocale, type Locale } from "./config";
import { routing } from "./routing";

/** This render's language, as pageLocale found it. */
const renderLocale = cache((): { locale?: Locale } => ({}));

/**
 * The language pageLocale set for this render, German if none: for the 404 page, which is given no
 * params (next-intl's own request locale would fall back to reading a header there, which a
 * static page must not).
 */
export const currentPageLocale = (): Locale => renderLocale().locale ?? defaultLocale;

/** What every page and layout below app/[locale] is given. */
export type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * The page's language from its URL, set for next-intl's server functions (getTranslations,
 * getLocale) of this render so the page stays static. An unknown language is a 404.
 */
export async function pageLocale({ params }: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  renderLocale().locale = locale;
  return locale;
}
