import type { AgeClass } from "@/lib/domain/age-class";
import { statutoryFranchise } from "@/lib/domain/franchise";
import { tariffTypeMatches, type ModelCode } from "@/lib/domain/insurance-models";
import { premiumSaving } from "@/lib/domain/premium-saving";
import { annualFromMonthlyRappen } from "@/lib/domain/premium-stats";
import type { IndexedPremium, InsurerInfo } from "@/lib/catalog/premium-index";
import type { CurrentInsurerComparison, PremiumSaving } from "@/lib/catalog/types";

export type CurrentPremium = {
  comparison: CurrentInsurerComparison;
  /** The compared premium in Rappen; undefined when the insurer does not offer the model there. */
  monthlyRappen: number | undefined;
  savingOf: (offerMonthlyRappen: number) => PremiumSaving;
};

type Situation = { insurer: InsurerInfo; model: ModelCode | undefined; franchise: number | undefined; ageClass: AgeClass };

/**
 * "If nothing changes": the current insurer's premium in the searched situation (the premiums
 * sold where the person lives, cheapest first), in the person's current model mapped through the
 * year's tariff types (2027: family doctor and HMO are both PRAXIS), at the searched deductible.
 * Without a model the standard model is assumed, without a deductible the statutory one. When
 * the insurer has several products of the model there (e.g. regional family-doctor tariffs), the
 * cheapest is compared and `products` says how many there were.
 */
export function currentInsurerPremium(group: readonly IndexedPremium[], situation: Situation): CurrentPremium {
  const model = situation.model ?? "standard";
  const franchise = situation.franchise ?? statutoryFranchise(situation.ageClass);
  const wanted = new Set<ModelCode>([model]);
  const products = group.filter(
    (premium) => premium.insurerCode === situation.insurer.code && premium.franchise === franchise && tariffTypeMatches(premium.tariffType, wanted),
  );
  const cheapest = products[0];
  return {
    comparison: {
      insurer: { code: situation.insurer.code, name: situation.insurer.name },
      model,
      modelAssumed: situation.model === undefined,
      franchise,
      franchiseAssumed: situation.franchise === undefined,
      products: new Set(products.map((premium) => `${premium.tariffType}|${premium.tariffName}`)).size,
      premium: cheapest
        ? {
            monthlyPremium: cheapest.monthlyRappen / 100,
            annualPremium: annualFromMonthlyRappen(cheapest.monthlyRappen),
            tariffName: cheapest.tariffName,
            model: cheapest.model,
          }
        : null,
    },
    monthlyRappen: cheapest?.monthlyRappen,
    savingOf: (offer) => premiumSaving(cheapest?.monthlyRappen ?? offer, offer),
  };
}
