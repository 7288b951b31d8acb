import { tariffTypeMatches, type ModelCode } from "@/lib/domain/insurance-models";
import type { PremiumIndex } from "@/lib/catalog/premium-index";
import type { HouseholdPerson } from "./household-types";

/** Where the household lives in the tariff year. */
export type Place = { tariffYear: number; canton: string; region: number; bfsNumber: number };

/** A premium's index position and the sibling rank it is the premium of (1: first child or not a child). */
export type Quote = { position: number; rank: number };

/**
 * One person's cheapest premium per insurer: insurer code -> one quote per child order
 * (element 0: the first child's or an adult's premium, element 1: a second child's, …).
 */
export type PersonQuotes = Map<string, Quote[]>;

/**
 * A person's cheapest product at each insurer under the filters (deductible, accident cover,
 * models), priced at sibling ranks 1 to the child's order. A tariff with fewer sibling ranks
 * charges its last one to every further child (e.g. K2 for the third child when there is no K3);
 * a year without sibling premiums charges every child the first child's premium.
 */
export function personQuotes(
  index: PremiumIndex,
  place: Place,
  person: HouseholdPerson,
  models: ReadonlySet<ModelCode>,
  onlyInsurer?: string,
): PersonQuotes {
  const ranks = person.childOrder ?? 1;
  const siblings = index.hasSiblingPremiums(place.tariffYear);
  // Tariff (product) -> the position of its premium at the rank being priced; the deductible is fixed.
  const cells = new Map<number, Quote>();
  const quotes: PersonQuotes = new Map();
  for (let rank = 1; rank <= ranks; rank++) {
    if (rank === 1 || siblings) {
      const { tariffYear, canton, region, bfsNumber } = place;
      for (const i of index.positions(tariffYear, canton, region, person.ageClass, person.accidentCoverage, bfsNumber, rank, person.franchise)) {
        const product = index.productIdAt(i);
        if (rank > 1) {
          if (cells.has(product)) cells.set(product, { position: i, rank });
          continue;
        }
        const { insurerCode, tariffType } = index.productAt(i);
        if ((onlyInsurer === undefined || insurerCode === onlyInsurer) && tariffTypeMatches(tariffType, models)) cells.set(product, { position: i, rank });
      }
    }
    for (const quote of cells.values()) {
      const code = index.productAt(quote.position).insurerCode;
      let list = quotes.get(code);
      if (!list) quotes.set(code, (list = []));
      const best = list[rank - 1];
      const [price, bestPrice] = [index.rappenAt(quote.position), best && index.rappenAt(best.position)];
      if (best === undefined || price < bestPrice! || (price === bestPrice && quote.position < best.position)) list[rank - 1] = quote;
    }
  }
  return quotes;
}
