"use client";

import { useTranslations } from "next-intl";
import { type DialogControl } from "./dialog-props";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatChf, formatChfAmount as formatFranchise } from "@/lib/domain/premium-value";
import type { PremiumResult } from "@/lib/catalog/types";
import { ModelFeatureSheet } from "./model-feature-sheet";
import { ProductChat } from "./product-chat";

/** Premium details and the model's feature sheet for one result. */
export function PremiumDetailsDialog({ premium, open, onOpenChange, returnFocus }: DialogControl & { premium: PremiumResult | null }) {
  const t = useTranslations("calculator.details");
  const names = useTranslations("models.names");
  return (
    <Dialog open={open && premium !== null} onOpenChange={onOpenChange}>
      {premium ? (
        <DialogContent closeLabel={t("close")} onCloseAutoFocus={returnFocus} className="sm:max-w-2xl" data-testid="details-dialog">
          <DialogHeader>
            <DialogTitle>
              {t("title", { insurer: premium.insurer.name, product: premium.model.tariffName || names(premium.model.code) })}
            </DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>
          <section aria-labelledby="details-premium" className="space-y-3">
            <h3 id="details-premium" className="font-semibold">
              {t("premiumHeading")}
            </h3>
            <div className="flex flex-wrap gap-6 rounded-lg bg-muted p-4">
              <div>
                <p className="text-sm text-muted-foreground">{t("monthly")}</p>
                <p className="text-2xl font-bold tabular-nums">{formatChf(premium.monthlyPremium)}</p>
              </div>
              <div>
                <p className="text-sm text-muted-foreground">{t("yearly")}</p>
                <p className="text-2xl font-bold tabular-nums">{formatChf(premium.annualPremium)}</p>
              </div>
            </div>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">{t("insurer")}</dt>
              <dd>{premium.insurer.name}</dd>
              <dt className="text-muted-foreground">{t("model")}</dt>
              <dd>{names(premium.model.code)}</dd>
              <dt className="text-muted-foreground">{t("product")}</dt>
              <dd>{premium.model.tariffName || "–"}</dd>
              <dt className="text-muted-foreground">{t("franchise")}</dt>
              <dd>{formatFranchise(premium.franchise.amount)}</dd>
              <dt className="text-muted-foreground">{t("accidentCoverage")}</dt>
              <dd>{premium.accidentCoverage ? t("yes") : t("no")}</dd>
              <dt className="text-muted-foreground">{t("ageCategory")}</dt>
              <dd>{t(`ageCategories.${premium.franchise.ageCategory}`)}</dd>
              <dt className="text-muted-foreground">{t("region")}</dt>
              <dd>
                {premium.region.plz} {premium.region.ortschaftsname} ({premium.region.canton.code}), {premium.region.code}
              </dd>
              <dt className="text-muted-foreground">{t("tariffYear")}</dt>
              <dd>{premium.tariffYear}</dd>
            </dl>
          </section>
          <ModelFeatureSheet model={premium.model.code} headingId="details-features" />
          <ProductChat key={premium.id} premium={premium} ageGroup={t(`ageCategories.${premium.franchise.ageCategory}`)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
