import { ageClassFor } from "@/lib/domain/age-class";
import { franchisesFor } from "@/lib/domain/franchise";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/validation.json";
import type { HouseholdPersonRequest } from "@/lib/validations/household";
import type { HouseholdPerson } from "./household-types";

const t = texts.premiumSearch;

export type PersonsFailure = { ok: false; field: string; error: string; details: string };

/**
 * The persons in their tariff year: age class (KVV Art. 61, the age reached in the year), the
 * deductible (given, else the lowest of the class, KVV Art. 93-94) and, for children, their order.
 * The oldest child is the first child: BAG's sibling ranks (K1, K2, …) count the children of one
 * family at one insurer, and "second child" means the second-born; twins keep the request's order.
 */
export function householdPersons(
  persons: readonly HouseholdPersonRequest[],
  tariffYear: number,
): { ok: true; persons: HouseholdPerson[] } | PersonsFailure {
  const resolved: HouseholdPerson[] = [];
  for (const [index, person] of persons.entries()) {
    const ageClass = ageClassFor(person.birthYear, tariffYear);
    const allowed = franchisesFor(ageClass);
    if (person.franchiseAmount !== undefined && !allowed.includes(person.franchiseAmount)) {
      const details = fill(t.franchiseForAge, { amount: person.franchiseAmount, options: allowed.join(", ") });
      return { ok: false, field: `persons[${index}].franchiseAmount`, error: t.franchise, details };
    }
    resolved.push({
      index,
      label: person.label || null,
      birthYear: person.birthYear,
      ageClass,
      franchise: person.franchiseAmount ?? allowed[0]!,
      franchiseAssumed: person.franchiseAmount === undefined,
      accidentCoverage: person.accidentCoverage,
      childOrder: null,
    });
  }
  const children = resolved.filter((p) => p.ageClass === "child").sort((a, b) => a.birthYear - b.birthYear || a.index - b.index);
  children.forEach((child, order) => (child.childOrder = order + 1));
  return { ok: true, persons: resolved };
}
