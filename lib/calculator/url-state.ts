import "@/lib/validations/zod-jitless";
import { z } from "zod";
import { MODEL_CODES, type ModelCode } from "@/lib/domain/insurance-models";
import { PREMIUM_SORTS, type PremiumSort } from "@/lib/domain/premium-sort";
import { franchiseOptionsForBirthYear, nearestFranchise } from "@/lib/domain/franchise-choice";
import { expectedTariffYear } from "@/lib/domain/tariff-year";
import { BIRTH_YEAR_MIN, latestBirthYear } from "@/lib/validations/premiums";

/**
 * A calculator search as the URL carries it, so a result can be shared and reloaded:
 * /calculator?plz=8001&jahrgang=1990&franchise=300&unfall=1&modelle=standard,hmo&sortierung=price_asc
 * plus `gemeinde` (BFS number) when the postal code spans several premium regions, `jahr` when
 * the person chose a tariff year (else the server's default year), and `kasse` / `kassenmodell`
 * for the current insurer and model ("if nothing changes").
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
};

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

type ParamReader = { get(name: string): string | null };

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
  const plz = valid(postalCode, params.get(PARAM.postalCode));
  const year = valid(birthYear, params.get(PARAM.birthYear));
  if (plz === undefined || year === undefined) return null;

  const tariffYear = valid(z.coerce.number().int().min(2000).max(2100), params.get(PARAM.tariffYear));
  // The age class, so the deductibles, follow the tariff year (without one: the year shown today).
  const options = franchiseOptionsForBirthYear(year, tariffYear ?? expectedTariffYear(now));
  const franchise = valid(wholeNumber, params.get(PARAM.franchise)) ?? CALCULATOR_DEFAULTS.franchise;
  const accident = params.get(PARAM.accidentCoverage);
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
    birthYear: year,
    franchise: options.includes(franchise) ? franchise : nearestFranchise(franchise, options),
    accidentCoverage: accident === "0" ? false : accident === "1" ? true : CALCULATOR_DEFAULTS.accidentCoverage,
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
  params.set(PARAM.birthYear, String(query.birthYear));
  params.set(PARAM.franchise, String(query.franchise));
  params.set(PARAM.accidentCoverage, query.accidentCoverage ? "1" : "0");
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
