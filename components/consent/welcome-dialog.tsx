"use client";

import { BadgeCheck, Landmark, MessageCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { WelcomeTexts } from "./consent-texts";

const points = [
  { key: "data", Icon: Landmark },
  { key: "independent", Icon: BadgeCheck },
  { key: "fast", Icon: MessageCircle },
] as const;

type WelcomeDialogProps = { texts: WelcomeTexts; closeLabel: string; open: boolean; onOpen: () => void; onClose: () => void };

/** The welcome popup's dialog (loaded by WelcomePopup only for a visitor who will see it). */
export function WelcomeDialog({ texts: t, closeLabel, open, onOpen, onClose }: WelcomeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpen() : onClose())}>
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
        <Button onClick={onClose} className="w-full">
          {t.start}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
