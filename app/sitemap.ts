import type { MetadataRoute } from "next";
import { GENERIC_PAGE_CANTONS, cantonPath } from "@/lib/domain/canton-pages";
import { locales } from "@/lib/i18n/config";
import { localizedPath } from "@/lib/i18n/paths";
import { absoluteUrl, languageAlternates } from "@/lib/seo/metadata";
import { publicPages, routes } from "@/lib/site";

/** One entry per page and language, each naming the page's other languages (hreflang). */
export default function sitemap(): MetadataRoute.Sitemap {
  // Zurich and Basel are in publicPages; every other canton has its page from the same data.
  const pages = [
    ...publicPages.map(({ key, priority }) => ({ path: routes[key], priority })),
    ...GENERIC_PAGE_CANTONS.map((code) => ({ path: cantonPath(code), priority: 0.6 })),
  ];
  return pages.flatMap(({ path, priority }) => {
    const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([tag, href]) => [tag, absoluteUrl(href)]));
    return locales.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      changeFrequency: "monthly" as const,
      priority,
      alternates: { languages },
    }));
  });
}
