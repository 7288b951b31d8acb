"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

// The form (react-hook-form, zod, the select) loads when the dialog opens, keeping the static
// guide page light; pdf-lib loads later still, when the PDF is made.
const CancellationForm = lazy(() => import("./cancellation-form").then((module) => ({ default: module.CancellationForm })));

/** The guide's "download cancellation template" button and the dialog with the letter form. */
export function CancellationDialog({ triggerLabel }: { triggerLabel: string }) {
  const t = useTranslations("cancellation.dialog");
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" className="h-auto min-h-9 py-2 whitespace-normal">
          <Download aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("close")} className="sm:max-w-xl">
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
