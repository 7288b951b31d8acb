import { ageClassFor, type AgeClass } from "@/lib/domain/age-class";
import { copaymentCap, type DeductiblePremium } from "@/lib/domain/real-premium-costs";
import type { PremiumSearchResponse } from "@/lib/premiums/types";

export type RealPremiumData = {
  premiums: DeductiblePremium[];
  ageClass: AgeClass;
  cap: number;
  tariffYear: number;
  /** "8001 Zürich" */
  place: string;
};

/** The cheapest yearly premium of each deductible from a premium search answer, or null without results. */
export function realPremiumData(response: PremiumSearchResponse, birthYear: number): RealPremiumData | null {
  const first = response.results[0];
  if (!first) return null;
  const cheapest = new Map<number, DeductiblePremium>();
  for (const result of response.results) {
    const known = cheapest.get(result.franchise.amount);
    if (!known || result.annualPremium < known.annualPremium) {
      cheapest.set(result.franchise.amount, {
        franchise: result.franchise.amount,
        annualPremium: result.annualPremium,
        insurerName: result.insurer.name,
      });
    }
  }
  const tariffYear = first.tariffYear ?? response.tariffYear;
  const ageClass = first.franchise.ageCategory ?? ageClassFor(birthYear, tariffYear);
  return {
    premiums: [...cheapest.values()].sort((a, b) => a.franchise - b.franchise),
    ageClass,
    cap: copaymentCap(ageClass),
    tariffYear,
    place: `${first.region.plz} ${first.region.ortschaftsname}`,
  };
}
