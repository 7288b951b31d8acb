import type { PremiumSort } from "./premium-sort";

type Priced = { id: string; monthlyPremium: number };

/**
 * The result marked "BESTE": only when the list is sorted by price, and only
 * one result, the cheapest. With equal premiums the first in list order wins. `lowest` is the
 * search's lowest premium; when it is not among the loaded results nothing is marked.
 */
export function bestPremiumId(results: readonly Priced[], sort: PremiumSort, lowest?: number): string | null {
  if (sort !== "price_asc" && sort !== "price_desc") return null;
  let best: Priced | undefined;
  for (const result of results) {
    if (!best || result.monthlyPremium < best.monthlyPremium) best = result;
  }
  if (!best) return null;
  if (lowest !== undefined && best.monthlyPremium > lowest) return null;
  return best.id;
}
