import { useTranslations } from "next-intl";
import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import type { PremiumResult } from "@/lib/catalog/types";

/** The chosen offer at the top of the quote dialog. */
export function QuoteOfferSummary({ premium }: { premium: PremiumResult }) {
  const t = useTranslations("quote.dialog");
  const names = useTranslations("models.names");
  const rows: [string, string][] = [
    [t("insurer"), premium.insurer.name],
    [t("product"), premium.model.tariffName || names(premium.model.code)],
    [t("model"), names(premium.model.code)],
    [t("franchise"), formatChfAmount(premium.franchise.amount)],
    [t("accident"), premium.accidentCoverage ? t("withAccident") : t("withoutAccident")],
    [t("region"), `${premium.region.plz} ${premium.region.ortschaftsname} (${premium.region.canton.code})`],
  ];
  return (
    <section aria-labelledby="quote-summary" className="space-y-3 rounded-lg bg-muted p-4" data-testid="quote-summary">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="quote-summary" className="font-semibold">
          {t("summary")}
        </h3>
        <p className="text-xs text-muted-foreground">{t("tariffYear", { year: premium.tariffYear })}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt className="text-muted-foreground">{t("monthly")}</dt>
        <dd className="font-semibold tabular-nums">{formatChf(premium.monthlyPremium)}</dd>
        <dt className="text-muted-foreground">{t("yearly")}</dt>
        <dd className="tabular-nums">{formatChf(premium.annualPremium)}</dd>
      </dl>
    </section>
  );
}
