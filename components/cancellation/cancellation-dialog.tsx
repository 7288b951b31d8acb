"use client";

import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from "next-intl";
import { lazy, Suspense, type RefObject } from "react";
import { defaultLocale, timeZone } from "@/lib/i18n/config";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

// pdf-lib loads later still, when the PDF is made.
const CancellationForm = lazy(() => import("./cancellation-form").then((module) => ({ default: module.CancellationForm })));

export type CancellationMessages = { cancellation: AbstractIntlMessages };

type CancellationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
  messages: CancellationMessages;
};

/**
 * The dialog with the letter form; loaded by the guide's button when first opened. It brings its
 * own message provider, so the message runtime loads with it and not with the page.
 */
export function CancellationDialog({ messages, ...props }: CancellationDialogProps) {
  return (
    <NextIntlClientProvider locale={defaultLocale} timeZone={timeZone} messages={messages}>
      <LetterDialog {...props} />
    </NextIntlClientProvider>
  );
}

function LetterDialog({ open, onOpenChange, opener }: Omit<CancellationDialogProps, "messages">) {
  const t = useTranslations("cancellation.dialog");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("close")}
        className="sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<p className="text-sm text-muted-foreground">{t("loading")}</p>}>
          <CancellationForm />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
