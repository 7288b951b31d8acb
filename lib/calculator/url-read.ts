import "@/lib/validations/zod-jitless";
import { z } from "zod";
import { BIRTH_YEAR_MIN, latestBirthYear } from "@/lib/domain/birth-year";
import { franchiseOptionsForBirthYear, nearestFranchise } from "@/lib/domain/franchise-choice";
import { MAX_HOUSEHOLD_PERSONS } from "@/lib/domain/household-size";
import { MODEL_CODES, type ModelCode } from "@/lib/domain/insurance-models";
import { PREMIUM_SORTS, type PremiumSort } from "@/lib/domain/premium-sort";
import { expectedTariffYear } from "@/lib/domain/tariff-year";
import { HOUSEHOLD_PARAM, HOUSEHOLD_URL_VERSION, LABEL_MAX, type CalculatorPerson, type HouseholdUrlProblem } from "./household-url";
import { CALCULATOR_DEFAULTS, PARAM, type CalculatorQuery } from "./url-state";

/*
 * Reading a calculator search from its URL (written by ./url-state.ts), every parameter validated.
 * The calculator loads this module only when its URL holds parameters.
 */

/** birth year, deductible, `u`/`n` (accident cover), optionally a name: "1984-300-u-Anna". */
const PERSON = /^(\d{4})-(\d{1,4})-([un])(?:-(.+))?$/;
const personToken = z
  .string()
  .regex(PERSON)
  .transform((token) => {
    const [, year, franchise, accident, label] = PERSON.exec(token)!;
    return { birthYear: Number(year), franchise: Number(franchise), accidentCoverage: accident === "u", label: label?.trim() };
  })
  .refine((person) => person.birthYear >= BIRTH_YEAR_MIN && person.birthYear <= latestBirthYear())
  .refine((person) => person.label === undefined || person.label.length <= LABEL_MAX);

type ParamReader = { get(name: string): string | null; getAll(name: string): string[] };

/**
 * The persons of a household link, or null when the URL holds no household. A person that
 * cannot be read is left out with a problem; a deductible the age class lacks becomes the
 * nearest one that exists (as in the single search's link), also with a problem.
 */
export function parseHouseholdPersons(params: ParamReader, tariffYear: number): { persons: CalculatorPerson[]; problems: HouseholdUrlProblem[] } | null {
  const version = params.get(HOUSEHOLD_PARAM.version);
  if (version === null) return null;
  if (version.trim() !== HOUSEHOLD_URL_VERSION) return { persons: [], problems: [{ code: "version", version: version.slice(0, 10) }] };
  const problems: HouseholdUrlProblem[] = [];
  const tokens = params.getAll(HOUSEHOLD_PARAM.person);
  if (tokens.length > MAX_HOUSEHOLD_PERSONS) problems.push({ code: "tooMany", max: MAX_HOUSEHOLD_PERSONS });
  const persons: CalculatorPerson[] = [];
  tokens.slice(0, MAX_HOUSEHOLD_PERSONS).forEach((token, at) => {
    const position = at + 1;
    const parsed = personToken.safeParse(token.trim());
    if (!parsed.success) {
      problems.push({ code: "invalidPerson", position, value: token.slice(0, 60) });
      return;
    }
    const { label, ...person } = parsed.data;
    const options = franchiseOptionsForBirthYear(person.birthYear, tariffYear);
    const franchise = options.includes(person.franchise) ? person.franchise : nearestFranchise(person.franchise, options);
    if (franchise !== person.franchise) problems.push({ code: "franchiseAdjusted", position, from: person.franchise, to: franchise });
    persons.push({ ...person, franchise, ...(label ? { label } : {}) });
  });
  return { persons, problems };
}

const postalCode = z.string().regex(/^\d{4}$/);
const birthYear = z.coerce.number().int().min(BIRTH_YEAR_MIN).refine((year) => year <= latestBirthYear());
const wholeNumber = z.coerce.number().int().nonnegative();


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

