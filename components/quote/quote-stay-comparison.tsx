"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { AgeClass } from "@/lib/domain/age-class";
import type { ModelCode } from "@/lib/domain/insurance-models";
import { premiumSaving } from "@/lib/domain/premium-saving";
import { formatChf } from "@/lib/domain/premium-value";
import { searchPremiums } from "@/lib/premiums/client";
import type { PremiumResult } from "@/lib/catalog/types";

/** A birth year in the offer's age class (premiums depend on the class, not the exact age). */
const AGE_IN_CLASS: Record<AgeClass, number> = { child: 10, young_adult: 22, adult: 40 };

type QuoteStayComparisonProps = { premium: PremiumResult; insurerCode: string; model?: ModelCode };

/**
 * "If nothing changes", in the quote dialog: what the current insurer will charge in the
 * offer's year for the same place, age class, deductible and accident cover, in the person's
 * current model (when unknown, the offer's model, and it says so), and the offer's saving.
 */
export function QuoteStayComparison({ premium, insurerCode, model }: QuoteStayComparisonProps) {
  const t = useTranslations("quote.stay");
  const names = useTranslations("models.names");
  const compared = model ?? premium.model.code;
  const search = useQuery({
    queryKey: ["quote-stay", premium.id, insurerCode, compared],
    queryFn: ({ signal }) =>
      searchPremiums(
        {
          postalCode: premium.region.plz,
          bfsNumber: premium.region.bfsNumber,
          birthYear: premium.tariffYear - AGE_IN_CLASS[premium.franchise.ageCategory],
          tariffYear: premium.tariffYear,
          franchiseAmount: premium.franchise.amount,
          accidentCoverage: premium.accidentCoverage,
          modelCode: premium.model.code,
          limit: 1,
          currentInsurerCode: insurerCode,
          currentModelCode: compared,
        },
        signal,
      ),
  });
  const current = search.data?.currentInsurer;
  const saving = current?.premium ? premiumSaving(Math.round(current.premium.monthlyPremium * 100), Math.round(premium.monthlyPremium * 100)) : null;
  return (
    <section aria-labelledby="quote-stay-title" aria-live="polite" className="space-y-1 rounded-lg border p-4 text-sm" data-testid="quote-stay">
      <h3 id="quote-stay-title" className="font-semibold">
        {t("title")}
      </h3>
      {search.isPending ? (
        <p className="text-muted-foreground">{t("loading")}</p>
      ) : search.isError || !current ? (
        <p className="text-muted-foreground">{t("failed")}</p>
      ) : !current.premium ? (
        <p>{t("notOffered", { insurer: current.insurer.name, year: premium.tariffYear, model: names(compared) })}</p>
      ) : (
        <>
          <p>
            {t("found", {
              insurer: current.insurer.name,
              year: premium.tariffYear,
              model: names(current.premium.model),
              product: current.premium.tariffName,
              premium: formatChf(current.premium.monthlyPremium),
            })}
          </p>
          {saving ? (
            <p className="font-medium" data-testid="quote-stay-saving">
              {saving.monthly === 0
                ? t("same")
                : t(saving.monthly > 0 ? "saving" : "extraCost", { monthly: formatChf(Math.abs(saving.monthly)), yearly: formatChf(Math.abs(saving.yearly)) })}
            </p>
          ) : null}
          {current.products > 1 ? <p className="text-muted-foreground">{t("several", { insurer: current.insurer.name, count: current.products })}</p> : null}
          <p className="text-muted-foreground">{model ? t("assumedKnownModel", { model: names(model) }) : t("assumedSameModel", { model: names(compared) })}</p>
        </>
      )}
    </section>
  );
}
