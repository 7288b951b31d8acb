"use client";

import { BadgeCheck, Landmark, MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { WELCOME_CLOSED_EVENT, markWelcomeSeen, welcomeSeen } from "@/lib/consent/consent";
import { trackAnalytics, trackPixel } from "@/lib/tracking";
import type { WelcomeTexts } from "./consent-texts";

/** Spec section 9: shown about 1 s after load, 300 ms exit animation. */
export const WELCOME_DELAY_MS = 1000;
export const WELCOME_EXIT_MS = 300;

const points = [
  { key: "data", Icon: Landmark },
  { key: "independent", Icon: BadgeCheck },
  { key: "fast", Icon: MessageCircle },
] as const;

/** Once per browser session on the home page; closes by button, backdrop click or Escape. */
export function WelcomePopup({ texts: t, closeLabel }: { texts: WelcomeTexts; closeLabel: string }) {
  const [open, setOpen] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (welcomeSeen()) return;
    const timer = window.setTimeout(() => {
      shownAt.current = Date.now();
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

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogContent
        closeLabel={closeLabel}
        className="data-[state=closed]:duration-300 data-[state=open]:duration-300 sm:max-w-md"
        data-testid="welcome-popup"
      >
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        <ul className="space-y-3">
          {points.map(({ key, Icon }) => (
            <li key={key} className="flex items-start gap-3 text-sm">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{t.points[key]}</span>
            </li>
          ))}
        </ul>
        <Button onClick={close} className="w-full">
          {t.start}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
