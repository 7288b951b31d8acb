import { ageClassFor } from "@/lib/domain/age-class";
import { franchisesFor } from "@/lib/domain/franchise";
import { nearestFranchise } from "@/lib/domain/franchise-choice";
import { formatChf } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/advisor.json";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { AdvisorFilters } from "../actions";
import { criteriaText } from "../replies";
import type { StatePerson } from "../state";
import { cheapestFor } from "./situation";

/**
 * A household: the cheapest offer for each person (a child's deductible is the nearest one a
 * child may choose, Art. 93 KVV) and their sum. Summed from one search per person until a
 * household search exists.
 */
const a = texts.answers;

export function householdAnswer(catalog: SearchCatalog, filters: AdvisorFilters, persons: readonly StatePerson[], tariffYear: number, place: string): string | null {
  let total = 0;
  const lines: string[] = [];
  for (const person of persons) {
    const options = franchisesFor(ageClassFor(person.geburtsjahr, tariffYear));
    const franchise = filters.franchiseAmount === undefined ? null : nearestFranchise(filters.franchiseAmount, options);
    const best = cheapestFor(catalog, filters, { birthYear: person.geburtsjahr, franchiseAmount: franchise, tariffYear });
    if (!best) return null;
    total += best.monthlyPremium;
    lines.push(fill(a.householdLine, { who: a.who[person.rolle ?? "person"], birthYear: person.geburtsjahr, premium: formatChf(best.monthlyPremium), insurer: best.insurer.name }));
  }
  return fill(a.household, { place, year: tariffYear, criteria: criteriaText(filters), lines: lines.join("\n"), total: formatChf(Math.round(total * 100) / 100) });
}
