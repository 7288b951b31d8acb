"use client";

import { useTranslations } from "next-intl";
import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import type { CurrentInsurerComparison, PremiumResult } from "@/lib/catalog/types";

type CurrentInsurerSummaryProps = { current: CurrentInsurerComparison; tariffYear: number; cheapest?: PremiumResult };

/** "If nothing changes": the current insurer's premium in the answer's year, and the best saving. */
export function CurrentInsurerSummary({ current, tariffYear, cheapest }: CurrentInsurerSummaryProps) {
  const t = useTranslations("calculator.current");
  const names = useTranslations("models.names");
  const model = names(current.model);
  const notes: string[] = [];
  if (current.modelAssumed) notes.push(t("modelAssumed"));
  if (current.franchiseAssumed) notes.push(t("franchiseAssumed", { franchise: formatChfAmount(current.franchise) }));
  if (current.products > 1) notes.push(t("several", { insurer: current.insurer.name, count: current.products }));
  const saving = cheapest?.saving;
  return (
    <section aria-labelledby="current-insurer-title" className="space-y-1 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm" data-testid="current-insurer">
      <h3 id="current-insurer-title" className="font-semibold">
        {t("title")}
      </h3>
      {current.premium ? (
        <p data-testid="current-premium">
          {t("found", {
            insurer: current.insurer.name,
            year: tariffYear,
            model,
            product: current.premium.tariffName,
            franchise: formatChfAmount(current.franchise),
            premium: formatChf(current.premium.monthlyPremium),
            yearly: formatChf(current.premium.annualPremium),
          })}
        </p>
      ) : (
        <p data-testid="current-not-offered">{t("notOffered", { insurer: current.insurer.name, year: tariffYear, model })}</p>
      )}
      {current.premium && saving ? (
        <p className="font-medium">
          {saving.monthly > 0 ? t("bestSaving", { monthly: formatChf(saving.monthly), yearly: formatChf(saving.yearly) }) : t("noCheaper")}
        </p>
      ) : null}
      {notes.map((note) => (
        <p key={note} className="text-muted-foreground">
          {note}
        </p>
      ))}
    </section>
  );
}
