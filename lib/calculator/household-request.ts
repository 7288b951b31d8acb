import type { PremiumSort } from "@/lib/domain/premium-sort";
import type { HouseholdSearchInput, HouseholdSort } from "@/lib/validations/household";
import { queryPersons, type CalculatorQuery } from "./url-state";

/** The household search offers three orders; the calculator's others fall back to the cheapest total first. */
export const HOUSEHOLD_SORT_OF: Partial<Record<PremiumSort, HouseholdSort>> = {
  price_asc: "total_asc",
  price_desc: "total_desc",
  insurer_asc: "insurer_asc",
};
export const HOUSEHOLD_CALCULATOR_SORTS = Object.keys(HOUSEHOLD_SORT_OF) as PremiumSort[];

/** The request of POST /api/premiums/household for a calculator search of two persons or more. */
export const toHouseholdRequest = (query: CalculatorQuery): HouseholdSearchInput => ({
  postalCode: query.postalCode,
  sortBy: HOUSEHOLD_SORT_OF[query.sortBy] ?? "total_asc",
  modelCodes: query.models,
  persons: queryPersons(query).map((person) => ({
    birthYear: person.birthYear,
    franchiseAmount: person.franchise,
    accidentCoverage: person.accidentCoverage,
    ...(person.label ? { label: person.label } : {}),
  })),
  ...(query.bfsNumber === undefined ? {} : { bfsNumber: query.bfsNumber }),
  ...(query.tariffYear === undefined ? {} : { tariffYear: query.tariffYear }),
  ...(query.currentInsurer === undefined ? {} : { currentInsurerCode: query.currentInsurer }),
  ...(query.currentInsurer !== undefined && query.currentModel !== undefined ? { currentModelCode: query.currentModel } : {}),
});
