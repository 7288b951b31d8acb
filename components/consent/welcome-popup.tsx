"use client";

import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { WELCOME_CLOSED_EVENT, markWelcomeSeen, welcomeSeen } from "@/lib/consent/consent";
import { trackAnalytics, trackPixel } from "@/lib/tracking";
import type { WelcomeTexts } from "./consent-texts";

/** shown about 1 s after load, 300 ms exit animation. */
export const WELCOME_DELAY_MS = 1000;
export const WELCOME_EXIT_MS = 300;

// The dialog's code loads only for a visitor who has not seen the popup this session.
const loadDialog = () => import("./welcome-dialog").then((m) => ({ default: m.WelcomeDialog }));
const WelcomeDialog = lazy(loadDialog);

/** Once per browser session on the home page; closes by button, backdrop click or Escape. */
export function WelcomePopup({ texts, closeLabel }: { texts: WelcomeTexts; closeLabel: string }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (welcomeSeen()) return;
    void loadDialog(); // ready before the delay is over
    const timer = window.setTimeout(() => {
      shownAt.current = Date.now();
      setShown(true);
      setOpen(true);
      trackPixel("ViewContent");
      trackAnalytics("welcome_popup_shown");
    }, WELCOME_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => {
    setOpen(false);
    markWelcomeSeen();
    const seconds = Math.round((Date.now() - shownAt.current) / 1000);
    trackPixel("CompleteRegistration");
    trackAnalytics("welcome_popup_closed", { seconds });
    // Announce the close once the exit animation has finished.
    window.setTimeout(() => window.dispatchEvent(new Event(WELCOME_CLOSED_EVENT)), WELCOME_EXIT_MS);
  };

  return shown ? (
    <Suspense fallback={null}>
      <WelcomeDialog texts={texts} closeLabel={closeLabel} open={open} onOpen={() => setOpen(true)} onClose={close} />
    </Suspense>
  ) : null;
}
