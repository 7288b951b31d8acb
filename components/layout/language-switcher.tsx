"use client";

import { usePathname } from "next/navigation";
import { clsx } from "clsx";
import type { MouseEvent } from "react";
import { languageTag, localeLabels, locales, type Locale } from "@/lib/i18n/config";
import { localizedPath, pathWithoutLocale } from "@/lib/i18n/paths";

/**
 * Follows a link to the same page in another language with the page's query and fragment (the
 * calculator's search): added when it is followed, so the static page needs no per-request link.
 */
export function keepSearchOnFollow(event: MouseEvent<HTMLAnchorElement>, href: string) {
  event.currentTarget.href = href + window.location.search + window.location.hash;
}

/** The same page in each language, named in its own language; the page's search goes along (keepSearchOnFollow). */
export function LanguageSwitcher({ current, label }: { current: Locale; label: string }) {
  const page = pathWithoutLocale(usePathname());
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-0.5 text-xs font-semibold uppercase">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, page)}
              hrefLang={languageTag(locale)}
              lang={languageTag(locale)}
              aria-current={locale === current ? "true" : undefined}
              onClick={(event) => {
                keepSearchOnFollow(event, localizedPath(locale, page));
              }}
              className={clsx(
                "inline-flex min-h-8 min-w-8 items-center justify-center rounded-md px-1.5 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                locale === current ? "bg-secondary text-secondary-foreground" : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
              )}
            >
              {locale}
              {/* The name in full for screen readers; the visible code stays part of the name (label in name). */}
              <span className="sr-only"> {localeLabels[locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
