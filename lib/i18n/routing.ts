import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./config";

/**
 * The site's languages in its URLs: German without a prefix (/calculator), the others with theirs
 * (/fr/calculator). The language is never guessed from the browser or remembered in a cookie: a page
 * is the same for everyone and can be cached, and the browser's language only suggests another
 * (components/layout/language-suggestion.tsx). hreflang alternates are in each page's metadata.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

