"use client";

import { X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { languageTag, locales, type Locale } from "@/lib/i18n/config";
import { localizedPath, pathWithoutLocale } from "@/lib/i18n/paths";
import { keepSearchOnFollow } from "./language-switcher";

export type SuggestionTexts = { suggestion: string; switch: string; dismiss: string };

const SEEN_KEY = "language-suggested";

/** The first of the browser's languages the site has ("fr-CH" → "fr"), if any. */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const primary = language.toLowerCase().split("-")[0];
    const found = locales.find((locale) => locale === primary);
    if (found) return found;
  }
  return undefined;
}

function alreadySuggested(): boolean {
  try {
    return window.localStorage.getItem(SEEN_KEY) !== null;
  } catch {
    return true;
  }
}

function rememberSuggested() {
  try {
    window.localStorage.setItem(SEEN_KEY, "1");
  } catch {
    // Private mode: it is suggested again next time, which is harmless.
  }
}

/**
 * On the first visit, when the browser prefers another of the site's languages than the page's,
 * a notice in that language offers the same page in it. It never switches by itself, and it is
 * offered once: followed, closed or ignored, it is not shown again. Fixed at the bottom of the
 * window, so it moves no content.
 */
export function LanguageSuggestion({ current, texts }: { current: Locale; texts: Record<Locale, SuggestionTexts> }) {
  const pathname = usePathname();
  const [suggested, setSuggested] = useState<Locale>();

  useEffect(() => {
    if (alreadySuggested()) return;
    const locale = preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
    if (!locale || locale === current) return;
    rememberSuggested();
    setSuggested(locale);
  }, [current]);

  if (!suggested) return null;
  const t = texts[suggested];
  const href = localizedPath(suggested, pathWithoutLocale(pathname));
  return (
    <div
      role="region"
      aria-label={t.suggestion}
      lang={languageTag(suggested)}
      className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-lg items-center gap-3 rounded-lg border bg-background p-3 text-sm shadow-lg"
      data-testid="language-suggestion"
    >
      <p className="flex-1">{t.suggestion}</p>
      <a
        href={href}
        hrefLang={languageTag(suggested)}
        onClick={(event) => {
          keepSearchOnFollow(event, href);
        }}
        className="rounded-md bg-primary px-3 py-1.5 font-medium text-primary-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {t.switch}
      </a>
      <button
        type="button"
        onClick={() => setSuggested(undefined)}
        aria-label={t.dismiss}
        className="rounded-md p-1 text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
