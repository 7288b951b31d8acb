"use client";

import { X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Suspense, lazy, useCallback, useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import {
  ACCEPT_ALL,
  NECESSARY_ONLY,
  OPEN_CONSENT_SETTINGS_EVENT,
  WELCOME_CLOSED_EVENT,
  readConsent,
  saveConsent,
  welcomeSeen,
  type Consent,
} from "@/lib/consent/consent";
import { pathWithoutLocale } from "@/lib/i18n/paths";
import { useLocalizedPath } from "@/lib/i18n/use-localized-path";
import { routes } from "@/lib/site";
import type { BannerTexts, SettingsTexts } from "./consent-texts";

// The detail view (with its switches) loads only when someone opens it.
const ConsentSettings = lazy(() => import("./consent-settings").then((m) => ({ default: m.ConsentSettings })));

/** Shown this long after load when no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1000;

type View = "hidden" | "banner" | "settings";

export function CookieBanner({ texts }: { texts: { banner: BannerTexts; settings: SettingsTexts } }) {
  const t = texts.banner;
  const pathname = usePathname();
  const localized = useLocalizedPath();
  const [view, setView] = useState<View>("hidden");
  const [draft, setDraft] = useState<Consent>(NECESSARY_ONLY);
  const openSettings = useCallback(() => {
    setDraft(readConsent() ?? NECESSARY_ONLY);
    setView("settings");
  }, []);

  // Once per page load: wait 1000 ms, and first for the welcome popup where one is expected.
  useEffect(() => {
    if (readConsent()) return;
    let delayPassed = false;
    let popupDone = !(pathWithoutLocale(pathname) === routes.home && !welcomeSeen());
    const showWhenReady = () => {
      if (delayPassed && popupDone && !readConsent()) setView("banner");
    };
    const timer = window.setTimeout(() => {
      delayPassed = true;
      showWhenReady();
    }, COOKIE_BANNER_DELAY_MS);
    const onPopupClosed = () => {
      popupDone = true;
      showWhenReady();
    };
    window.addEventListener(WELCOME_CLOSED_EVENT, onPopupClosed);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(WELCOME_CLOSED_EVENT, onPopupClosed);
    };
    // Deliberately once: only the page the visit started on decides whether to wait.
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, openSettings);
  }, [openSettings]);

  if (view === "hidden") return null;

  const save = (consent: Consent) => {
    saveConsent(consent);
    setView("hidden");
  };

  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4"
    >
      <div className="relative mx-auto max-w-3xl rounded-xl border bg-card p-5 text-card-foreground shadow-xl">
        <button
          type="button"
          className={buttonVariants({ variant: "ghost", size: "icon", className: "absolute top-2 right-2" })}
          onClick={() => setView("hidden")}
          aria-label={t.close}
        >
          <X aria-hidden />
        </button>
        {view === "banner" ? (
          <>
            <h2 id="cookie-banner-title" className="pr-10 text-lg font-semibold">
              {t.title}
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">
              {t.description}{" "}
              <Link href={localized(routes.privacy)} prefetch={false} className="underline underline-offset-4 hover:text-foreground">
                {t.privacyLink}
              </Link>
            </p>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                className={buttonVariants({ variant: "outline" })}
                onClick={openSettings}
              >
                {t.settings}
              </button>
              <button type="button" className={buttonVariants({ variant: "outline" })} onClick={() => save(NECESSARY_ONLY)}>
                {t.necessaryOnly}
              </button>
              <button type="button" className={buttonVariants()} onClick={() => save(ACCEPT_ALL)}>
                {t.acceptAll}
              </button>
            </div>
          </>
        ) : (
          <Suspense fallback={null}>
            <ConsentSettings
              titleId="cookie-banner-title"
              texts={texts.settings}
              value={draft}
              onChange={setDraft}
              onSave={() => save(draft)}
              onCancel={() => setView(readConsent() ? "hidden" : "banner")}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
