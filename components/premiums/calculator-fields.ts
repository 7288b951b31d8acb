import type { CalculatorPerson, CalculatorQuery } from "@/lib/calculator/url-state";
import { CALCULATOR_DEFAULTS } from "@/lib/calculator/url-state";
import type { CalculatorFormInput } from "@/lib/validations/calculator";
import { BIRTH_YEAR_MIN, latestBirthYear } from "@/lib/domain/birth-year";

/** A person's fields as the inputs hold them (text for birth year and deductible). */
export type PersonFieldValues = { label: string; birthYear: string; franchise: string; accidentCoverage: boolean };

/** The calculator form's fields: the first person at the top level, the household's others in `others`. */
export type CalculatorFields = Omit<CalculatorFormInput, "label" | "others" | "birthYear" | "franchise"> &
  PersonFieldValues & { others: PersonFieldValues[] };

/** A person's field names: the first person's at the top level, the others' under `others.<n>.`. */
export type PersonPath = "" | `others.${number}.`;

export const personFields = (person: CalculatorPerson): PersonFieldValues => ({
  label: person.label ?? "",
  birthYear: String(person.birthYear),
  franchise: String(person.franchise),
  accidentCoverage: person.accidentCoverage,
});

/** A new row: no birth year yet, the deductible follows the lowest of the age class until chosen. */
export const NEW_PERSON: PersonFieldValues = { label: "", birthYear: "", franchise: "300", accidentCoverage: true };

export const toFields = (query: CalculatorQuery | null): CalculatorFields => {
  const source = query ?? CALCULATOR_DEFAULTS;
  return {
    location: source.postalCode,
    ...personFields({ ...source, label: query?.label }),
    models: [...source.models],
    sortBy: source.sortBy,
    currentInsurer: query?.currentInsurer ?? "",
    currentModel: query?.currentModel ?? "",
    others: (query?.others ?? []).map(personFields),
  };
};

export const validYear = (text: string) => {
  const year = Number(text.trim());
  return /^\d{4}$/.test(text.trim()) && year >= BIRTH_YEAR_MIN && year <= latestBirthYear() ? year : null;
};
