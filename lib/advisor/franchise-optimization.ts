import { ageClassFor } from "@/lib/domain/age-class";
import { copaymentCap, realPremiumCosts, type RealCostRow } from "@/lib/domain/real-premium-costs";
import { formatChfAmount, roundRappen } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import { productAtEveryFranchise, rereadOffer } from "./offers";
import type { CompactOffer } from "./state";
import { models, texts } from "@/lib/advisor/texts";

/**
 * The advisor's deductible optimisation: for the offered product, with its
 * real premium at every deductible, the yearly total of premium + deductible used + 10 %
 * co-payment above it (capped at CHF 700, CHF 350 for children, KVG Art. 64).
 */
export const DEFAULT_EXPECTED_COSTS = 1000;

export type FranchiseOptimization = {
  empfehlung: { franchise: number; gesamtkosten: number; jahrespraemie: number; selbstbehalt: number };
  erklaerung: string;
  varianten: { franchise: number; jahrespraemie: number; selbstbehalt: number; gesamtkosten: number; optimal: boolean }[];
  angebot: { id: string; versicherer: string; modell: string; produkt: string };
};

const t = texts.optimization;
const ownShare = (row: RealCostRow) => roundRappen(row.deductiblePart + row.copayment);

export type OptimizationOutcome = { ok: true; optimization: FranchiseOptimization } | { ok: false; error: string };

export function optimizeFranchiseFor(catalog: SearchCatalog, offer: CompactOffer, expectedCosts: number): OptimizationOutcome {
  const premium = rereadOffer(catalog, offer);
  if (!premium) return { ok: false, error: texts.offer.offerGone };
  const ageClass = ageClassFor(offer.geburtsjahr, premium.tariffYear);
  const cap = copaymentCap(ageClass);
  const rows = realPremiumCosts(productAtEveryFranchise(catalog, premium, offer.geburtsjahr), expectedCosts, cap);
  // Of equally cheap deductibles, the lowest: the same cost with less risk.
  const best = rows.find((row) => row.optimal);
  if (!best) return { ok: false, error: t.notFound };
  const worst = rows.reduce((a, b) => (b.total > a.total ? b : a));
  const modelName = models.names[premium.model.code];
  const lines = [
    fill(t.explanation, {
      costs: formatChfAmount(expectedCosts),
      insurer: premium.insurer.name,
      model: modelName,
      franchise: formatChfAmount(best.franchise),
      premium: formatChfAmount(best.annualPremium),
      // The month's premium beside the year's: what the offers list shows.
      monthly: formatChfAmount(roundRappen(best.annualPremium / 12)),
      ownShare: formatChfAmount(ownShare(best)),
      deductiblePart: formatChfAmount(best.deductiblePart),
      copayment: formatChfAmount(best.copayment),
      total: formatChfAmount(best.total),
    }),
  ];
  if (worst.franchise !== best.franchise) {
    lines.push(
      fill(t.comparison, {
        franchise: formatChfAmount(worst.franchise),
        total: formatChfAmount(worst.total),
        difference: formatChfAmount(roundRappen(worst.total - best.total)),
      }),
    );
  }
  lines.push(fill(t.rule, { cap: formatChfAmount(cap) }));
  return {
    ok: true,
    optimization: {
      empfehlung: { franchise: best.franchise, gesamtkosten: best.total, jahrespraemie: best.annualPremium, selbstbehalt: ownShare(best) },
      erklaerung: lines.join("\n"),
      varianten: rows.map((row) => ({
        franchise: row.franchise,
        jahrespraemie: row.annualPremium,
        selbstbehalt: ownShare(row),
        gesamtkosten: row.total,
        optimal: row.optimal,
      })),
      angebot: { id: premium.id, versicherer: premium.insurer.name, modell: modelName, produkt: premium.model.tariffName },
    },
  };
}

