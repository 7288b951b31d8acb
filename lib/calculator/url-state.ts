import type { ModelCode } from "@/lib/domain/insurance-models";
import type { PremiumSort } from "@/lib/domain/premium-sort";
import { HOUSEHOLD_PARAM, HOUSEHOLD_URL_VERSION, personParam, type CalculatorPerson } from "./household-url";

export type { CalculatorPerson, HouseholdUrlProblem } from "./household-url";

/**
 * A calculator search as the URL carries it, so a result can be shared and reloaded:
 * /calculator?plz=8001&jahrgang=1990&franchise=300&unfall=1&modelle=standard,hmo&sortierung=price_asc
 * plus `gemeinde` (BFS number) when the postal code spans several premium regions, `jahr` when
 * the person chose a tariff year (else the server's default year), and `kasse` / `kassenmodell`
 * for the current insurer and model ("if nothing changes"). A household of two to six persons
 * carries them as `haushalt=1&person=…` instead of `jahrgang`, `franchise` and `unfall`
 * (./household-url.ts): the first person in the top-level fields, the others in `others`.
 * This module writes the URL and needs no zod, so the calculator's first load carries none; the
 * URL is read (validated with zod) in ./url-read.ts, loaded only when a link holds a search.
 */
export type CalculatorQuery = {
  postalCode: string;
  birthYear: number;
  franchise: number;
  accidentCoverage: boolean;
  models: ModelCode[];
  sortBy: PremiumSort;
  bfsNumber?: number;
  tariffYear?: number;
  /** BAG number of the person's current insurer. */
  currentInsurer?: string;
  currentModel?: ModelCode;
  /** The first person's name in a household ("Mama"). */
  label?: string;
  /** The household's further persons (one to five); absent for a single person. */
  others?: CalculatorPerson[];
};

/** Two or more persons: the household search and its cards. */
export const isHousehold = (query: CalculatorQuery | null): query is CalculatorQuery & { others: CalculatorPerson[] } =>
  (query?.others?.length ?? 0) > 0;

/** Every person of a search, the first one from the top-level fields. */
export const queryPersons = (query: CalculatorQuery): CalculatorPerson[] => [
  { birthYear: query.birthYear, franchise: query.franchise, accidentCoverage: query.accidentCoverage, ...(query.label ? { label: query.label } : {}) },
  ...(query.others ?? []),
];

export const CALCULATOR_DEFAULTS = {
  postalCode: "8001",
  birthYear: 1990,
  franchise: 300,
  accidentCoverage: true,
  models: ["standard"] as ModelCode[],
  sortBy: "price_asc" as PremiumSort,
} as const satisfies Omit<CalculatorQuery, "bfsNumber" | "tariffYear" | "currentInsurer" | "currentModel">;

/** The URL parameters of a search (./url-read.ts reads them). */
export const PARAM = {
  postalCode: "plz",
  birthYear: "jahrgang",
  franchise: "franchise",
  accidentCoverage: "unfall",
  models: "modelle",
  sortBy: "sortierung",
  bfsNumber: "gemeinde",
  tariffYear: "jahr",
  currentInsurer: "kasse",
  currentModel: "kassenmodell",
} as const;

/** The query string of a search, parameters always in the same order (models as chosen). */
export function serializeCalculatorQuery(query: CalculatorQuery): string {
  const params = new URLSearchParams();
  params.set(PARAM.postalCode, query.postalCode);
  if (isHousehold(query)) {
    params.set(HOUSEHOLD_PARAM.version, HOUSEHOLD_URL_VERSION);
    for (const person of queryPersons(query)) params.append(HOUSEHOLD_PARAM.person, personParam(person));
  } else {
    params.set(PARAM.birthYear, String(query.birthYear));
    params.set(PARAM.franchise, String(query.franchise));
    params.set(PARAM.accidentCoverage, query.accidentCoverage ? "1" : "0");
  }
  params.set(PARAM.models, query.models.join(","));
  params.set(PARAM.sortBy, query.sortBy);
  if (query.bfsNumber !== undefined) params.set(PARAM.bfsNumber, String(query.bfsNumber));
  if (query.tariffYear !== undefined) params.set(PARAM.tariffYear, String(query.tariffYear));
  if (query.currentInsurer !== undefined) params.set(PARAM.currentInsurer, query.currentInsurer);
  if (query.currentInsurer !== undefined && query.currentModel !== undefined) params.set(PARAM.currentModel, query.currentModel);
  // Keep the commas of the model list readable.
  return params.toString().replace(/%2C/g, ",");
}

/** Two searches are the same when their URLs are. */
export const sameQuery = (a: CalculatorQuery | null, b: CalculatorQuery | null) =>
  a === b || (a !== null && b !== null && serializeCalculatorQuery(a) === serializeCalculatorQuery(b));
