"use client";

import { useTranslations } from "next-intl";
import { type DialogControl } from "./dialog-props";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { ModelCode } from "@/lib/domain/insurance-models";
import { ModelFeatureSheet } from "./model-feature-sheet";

/** What an insurance model means, opened from a model name. */
/** From 2027 the BAG no longer tells family-doctor and HMO tariffs apart (tariff type PRAXIS). */
const PRAXIS_FROM = 2027;

export function ModelDialog({ model, tariffYear, open, onOpenChange, returnFocus }: DialogControl & { model: ModelCode | null; tariffYear?: number }) {
  const t = useTranslations("calculator.modelDialog");
  const names = useTranslations("models.names");
  const descriptions = useTranslations("models.descriptions");
  return (
    <Dialog open={open && model !== null} onOpenChange={onOpenChange}>
      {model ? (
        <DialogContent closeLabel={t("close")} onCloseAutoFocus={returnFocus} data-testid="model-dialog">
          <DialogHeader>
            <DialogTitle>{names(model)}</DialogTitle>
            <DialogDescription>{t("description", { model: names(model) })}</DialogDescription>
          </DialogHeader>
          <p className="text-sm">{descriptions(model)}</p>
          {tariffYear !== undefined && tariffYear >= PRAXIS_FROM && (model === "hausarzt" || model === "hmo" || model === "telmed") ? (
            <p className="rounded-md bg-muted p-3 text-sm" data-testid="model-dialog-2027">
              {t(model === "telmed" ? "telmedNote" : "praxisNote")}
            </p>
          ) : null}
          <ModelFeatureSheet model={model} headingId="model-dialog-features" />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
