import "@/lib/validations/zod-jitless";
import { z } from "zod";
import { MODEL_CODES, type ModelCode } from "@/lib/domain/insurance-models";
import { PREMIUM_SORTS, type PremiumSort } from "@/lib/domain/premium-sort";
import { franchiseOptionsForBirthYear, nearestFranchise } from "@/lib/domain/franchise-choice";
import { expectedTariffYear } from "@/lib/domain/tariff-year";
import { BIRTH_YEAR_MIN, latestBirthYear } from "@/lib/validations/premiums";
import { HOUSEHOLD_PARAM, HOUSEHOLD_URL_VERSION, parseHouseholdPersons, personParam, type CalculatorPerson, type HouseholdUrlProblem } from "./household-url";

export type { CalculatorPerson, HouseholdUrlProblem } from "./household-url";

/**
 * A calculator search as the URL carries it, so a result can be shared and reloaded:
 * /calculator?plz=8001&jahrgang=1990&franchise=300&unfall=1&modelle=standard,hmo&sortierung=price_asc
 * plus `gemeinde` (BFS number) when the postal code spans several premium regions, `jahr` when
 * the person chose a tariff year (else the server's default year), and `kasse` / `kassenmodell`
 * for the current insurer and model ("if nothing changes"). A household of two to six persons
 * carries them as `haushalt=1&person=…` instead of `jahrgang`, `franchise` and `unfall`
 * (./household-url.ts): the first person in the top-level fields, the others in `others`.
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

const PARAM = {
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

const postalCode = z.string().regex(/^\d{4}$/);
const birthYear = z.coerce.number().int().min(BIRTH_YEAR_MIN).refine((year) => year <= latestBirthYear());
const wholeNumber = z.coerce.number().int().nonnegative();

type ParamReader = { get(name: string): string | null; getAll(name: string): string[] };

const valid = <T>(schema: z.ZodType<T>, value: string | null): T | undefined => {
  if (value === null || value.trim() === "") return undefined;
  const parsed = schema.safeParse(value.trim());
  return parsed.success ? parsed.data : undefined;
};

/**
 * The search in the URL, or null when it holds none (no valid postal code or birth year).
 * Other parameters fall back to the defaults when missing or invalid; a deductible that does
 * not exist for the age class becomes the nearest one that does.
 */
export function parseCalculatorQuery(params: ParamReader, now = new Date()): CalculatorQuery | null {
  return readCalculatorUrl(params, now).query;
}

/** The search in the URL and what of a household link could not be read (shown, never thrown). */
export function readCalculatorUrl(params: ParamReader, now = new Date()): { query: CalculatorQuery | null; problems: HouseholdUrlProblem[] } {
  const plz = valid(postalCode, params.get(PARAM.postalCode));
  const tariffYear = valid(z.coerce.number().int().min(2000).max(2100), params.get(PARAM.tariffYear));
  const household = parseHouseholdPersons(params, tariffYear ?? expectedTariffYear(now));
  if (household) {
    const [first, ...others] = household.persons;
    if (plz === undefined || !first) return { query: null, problems: household.problems };
    const { label, ...person } = first;
    const query = { ...sharedFields(params, plz, tariffYear), ...person, ...(label ? { label } : {}), ...(others.length > 0 ? { others } : {}) };
    return { query, problems: household.problems };
  }
  const year = valid(birthYear, params.get(PARAM.birthYear));
  if (plz === undefined || year === undefined) return { query: null, problems: [] };
  // The age class, so the deductibles, follow the tariff year (without one: the year shown today).
  const options = franchiseOptionsForBirthYear(year, tariffYear ?? expectedTariffYear(now));
  const franchise = valid(wholeNumber, params.get(PARAM.franchise)) ?? CALCULATOR_DEFAULTS.franchise;
  const accident = params.get(PARAM.accidentCoverage);
  return {
    query: {
      ...sharedFields(params, plz, tariffYear),
      birthYear: year,
      franchise: options.includes(franchise) ? franchise : nearestFranchise(franchise, options),
      accidentCoverage: accident === "0" ? false : accident === "1" ? true : CALCULATOR_DEFAULTS.accidentCoverage,
    },
    problems: [],
  };
}

/** What every person of a search shares: place, models, sort order, tariff year, current insurer. */
function sharedFields(params: ParamReader, plz: string, tariffYear: number | undefined) {
  const models = (params.get(PARAM.models) ?? "")
    .split(",")
    .map((code) => code.trim())
    .filter((code, index, all): code is ModelCode => (MODEL_CODES as readonly string[]).includes(code) && all.indexOf(code) === index);
  const sort = params.get(PARAM.sortBy);
  const bfs = valid(z.coerce.number().int().positive().max(99_999), params.get(PARAM.bfsNumber));
  const insurer = valid(z.string().regex(/^\d{1,5}$/), params.get(PARAM.currentInsurer));
  const currentModel = valid(z.enum(MODEL_CODES), params.get(PARAM.currentModel));

  return {
    postalCode: plz,
    models: models.length > 0 ? models : [...CALCULATOR_DEFAULTS.models],
    sortBy: (PREMIUM_SORTS as readonly string[]).includes(sort ?? "") ? (sort as PremiumSort) : CALCULATOR_DEFAULTS.sortBy,
    ...(bfs === undefined ? {} : { bfsNumber: bfs }),
    ...(tariffYear === undefined ? {} : { tariffYear }),
    ...(insurer === undefined ? {} : { currentInsurer: insurer }),
    ...(insurer !== undefined && currentModel !== undefined ? { currentModel } : {}),
  };
}

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
