import "@/lib/validations/zod-jitless";
import { z } from "zod";
import { franchiseOptionsForBirthYear, nearestFranchise } from "@/lib/domain/franchise-choice";
import { BIRTH_YEAR_MIN, latestBirthYear } from "@/lib/validations/premiums";
import { MAX_HOUSEHOLD_PERSONS } from "@/lib/validations/household";

/**
 * A household in the calculator's URL, readable and versioned:
 *   ?plz=8001&haushalt=1&person=1984-300-u-Anna&person=1986-2500-n&person=2016-0-u-Kind+1
 * `haushalt` is the format's version (1); each `person` is birth year, deductible, `u` with or
 * `n` without accident cover, and optionally a name (everything after the third dash).
 */
export const HOUSEHOLD_URL_VERSION = "1";
export const HOUSEHOLD_PARAM = { version: "haushalt", person: "person" } as const;

export type CalculatorPerson = { birthYear: number; franchise: number; accidentCoverage: boolean; label?: string };

/** What could not be read from a link, for a message in the catalogue (`calculatorHousehold.url`). */
export type HouseholdUrlProblem =
  | { code: "version"; version: string }
  | { code: "invalidPerson"; position: number; value: string }
  | { code: "franchiseAdjusted"; position: number; from: number; to: number }
  | { code: "tooMany"; max: number };

const LABEL_MAX = 40;

const personToken = z
  .string()
  .regex(/^(\d{4})-(\d{1,4})-([un])(?:-(.+))?$/)
  .transform((token) => {
    const [, year, franchise, accident, label] = /^(\d{4})-(\d{1,4})-([un])(?:-(.+))?$/.exec(token)!;
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

/** One person as its `person` parameter. */
export const personParam = (person: CalculatorPerson) =>
  [person.birthYear, person.franchise, person.accidentCoverage ? "u" : "n", ...(person.label ? [person.label.trim().slice(0, LABEL_MAX)] : [])].join("-");
