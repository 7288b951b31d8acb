import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { env } from "@/lib/env";
import { languageTag, locales, openGraphLocale, type Locale } from "@/lib/i18n/config";
import { localizedPath } from "@/lib/i18n/paths";

export type PageMetaInput = {
  /** The German page's path, e.g. "/faq"; the canonical URL is its form in the page's language. */
  path: string;
  title: string;
  description: string;
  /** Partner and operator pages stay out of search engines. */
  noIndex?: boolean;
};

/** The same page in every language, for hreflang; German is the default ("x-default"). */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of locales) alternates[languageTag(locale)] = localizedPath(locale, path);
  alternates["x-default"] = path;
  return alternates;
}

/**
 * Title, description, canonical URL (in the rendered page's language), hreflang alternates and
 * Open Graph data for one page; `path` is the German page's.
 */
export async function pageMetadata({ path, title, description, noIndex }: PageMetaInput): Promise<Metadata> {
  const locale = await getLocale();
  const canonical = localizedPath(locale, path);
  return {
    title,
    description,
    alternates: { canonical, ...(noIndex ? {} : { languages: languageAlternates(path) }) },
    openGraph: {
      type: "website",
      locale: openGraphLocale(locale),
      url: canonical,
      title,
      description,
    },
    twitter: { card: "summary", title, description },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}

/** The structured data a page starts from: its schema.org type, name, description, URL and language (`path` is the German page's). */
export function pageStructuredData(type: string, { name, description, path, locale }: { name: string; description: string; path: string; locale: Locale }) {
  return { "@context": "https://schema.org", "@type": type, name, description, url: absoluteUrl(localizedPath(locale, path)), inLanguage: languageTag(locale) };
}

/** Absolute URL of a path on this site (structured data needs absolute URLs); localize the path first. */
export function absoluteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString();
}
