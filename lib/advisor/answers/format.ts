import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import type { PremiumResult } from "@/lib/catalog/types";
import { models } from "@/lib/advisor/texts";

/** How an offer is named in an answer: its model and product ("Telmed, BeneFit PLUS"), deductible and premium. */
export const productOf = (premium: { model: Pick<PremiumResult["model"], "code" | "tariffName"> }) =>
  [models.names[premium.model.code], premium.model.tariffName].filter((name, i, all) => name && all.indexOf(name) === i).join(", ");

export const offerFields = (premium: PremiumResult) => ({
  insurer: premium.insurer.name,
  product: productOf(premium),
  franchise: formatChfAmount(premium.franchise.amount),
  premium: formatChf(premium.monthlyPremium),
});

export const modelName = (code: keyof typeof models.names) => models.names[code];
