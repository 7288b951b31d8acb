import type { AgeClass } from "@/lib/domain/age-class";
import { copaymentCap, type DeductiblePremium } from "@/lib/domain/real-premium-costs";
import type { PremiumSearchResponse } from "@/lib/catalog/types";

export type RealPremiumData = {
  premiums: DeductiblePremium[];
  ageClass: AgeClass;
  cap: number;
  tariffYear: number;
  /** The loaded tariff years (for the year switch). */
  availableTariffYears: number[];
  /** "8001 Zürich" */
  place: string;
};

/**
 * The cheapest yearly premium of each deductible, or null without results. The search was asked
 * for `cheapestPerFranchise`, so its answer holds one premium per deductible, in deductible order.
 */
export function realPremiumData(response: PremiumSearchResponse): RealPremiumData | null {
  const first = response.results[0];
  if (!first) return null;
  const ageClass = first.franchise.ageCategory;
  return {
    premiums: response.results.map((result) => ({
      franchise: result.franchise.amount,
      annualPremium: result.annualPremium,
      insurerName: result.insurer.name,
    })),
    ageClass,
    cap: copaymentCap(ageClass),
    tariffYear: response.tariffYear,
    availableTariffYears: response.availableTariffYears ?? [response.tariffYear],
    place: `${first.region.plz} ${first.region.ortschaftsname}`,
  };
}
