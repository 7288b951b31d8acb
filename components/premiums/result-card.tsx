"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatChf, formatChfAmount as formatFranchise } from "@/lib/domain/premium-value";
import type { ModelCode } from "@/lib/domain/insurance-models";
import type { PremiumResult } from "@/lib/catalog/types";

type ResultCardProps = {
  premium: PremiumResult;
  best: boolean;
  onDetails: (premium: PremiumResult) => void;
  onQuote: (premium: PremiumResult) => void;
  onModel: (model: ModelCode) => void;
};

/** One premium: insurer, model (opens its explanation), product, monthly and yearly premium. */
export function ResultCard({ premium, best, onDetails, onQuote, onModel }: ResultCardProps) {
  const t = useTranslations("calculator.card");
  const models = useTranslations("models.names");
  const modelName = models(premium.model.code);
  const product = premium.model.tariffName || modelName;
  return (
    <article
      data-testid="premium-card"
      data-best={best || undefined}
      aria-label={`${premium.insurer.name}, ${product}`}
      className={`flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:flex-row sm:items-start sm:justify-between ${best ? "border-success ring-2 ring-success/40" : ""}`}
    >
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold leading-tight">{premium.insurer.name}</h3>
          {best ? (
            <Badge variant="success" data-testid="best-badge" title={t("bestLabel")}>
              {t("best")}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm">
          <button
            type="button"
            onClick={() => onModel(premium.model.code)}
            aria-label={t("modelButton", { model: modelName })}
            className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {modelName}
          </button>
          <span className="text-muted-foreground"> · {product}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {t("franchise", { amount: formatFranchise(premium.franchise.amount) })} ·{" "}
          {premium.accidentCoverage ? t("withAccident") : t("withoutAccident")}
        </p>
        {premium.saving ? <SavingLine saving={premium.saving} /> : null}
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:items-end">
        <div className="sm:text-right">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground" data-testid="premium-year">
            {t("premiumYear", { year: premium.tariffYear })}
          </p>
          <p className="text-2xl font-bold tabular-nums" data-testid="monthly-premium">
            {formatChf(premium.monthlyPremium)}
            <span className="ml-1 text-sm font-normal text-muted-foreground">{t("perMonth")}</span>
          </p>
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="yearly-premium">
            {t("perYear", { amount: formatChf(premium.annualPremium) })}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onDetails(premium)}
            aria-label={t("detailsLabel", { insurer: premium.insurer.name, product })}
          >
            {t("details")}
          </Button>
          <Button
            type="button"
            size="sm"
            onClick={() => onQuote(premium)}
            aria-label={t("quoteLabel", { insurer: premium.insurer.name })}
          >
            {t("quote")}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** What the offer saves against the current insurer (negative: it costs more), shown honestly. */
function SavingLine({ saving }: { saving: NonNullable<PremiumResult["saving"]> }) {
  const t = useTranslations("calculator.card");
  const amounts = { monthly: formatChf(Math.abs(saving.monthly)), yearly: formatChf(Math.abs(saving.yearly)) };
  if (saving.monthly === 0) return <p className="text-sm text-muted-foreground" data-testid="premium-saving">{t("noSaving")}</p>;
  return saving.monthly > 0 ? (
    <p className="text-sm font-medium text-success" data-testid="premium-saving">
      {t("saving", amounts)}
    </p>
  ) : (
    <p className="text-sm font-medium text-destructive" data-testid="premium-saving">
      {t("extraCost", amounts)}
    </p>
  );
}
