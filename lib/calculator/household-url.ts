/**
 * A household in the calculator's URL, readable and versioned:
 *   ?plz=8001&haushalt=1&person=1984-300-u-Anna&person=1986-2500-n&person=2016-0-u-Kind+1
 * `haushalt` is the format's version (1); each `person` is birth year, deductible, `u` with or
 * `n` without accident cover, and optionally a name (everything after the third dash).
 * Written here; read (with zod, loaded only when a link holds a search) in ./url-read.ts.
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

/** A person's name in a link is at most this long. */
export const LABEL_MAX = 40;

/** One person as its `person` parameter. */
export const personParam = (person: CalculatorPerson) =>
  [person.birthYear, person.franchise, person.accidentCoverage ? "u" : "n", ...(person.label ? [person.label.trim().slice(0, LABEL_MAX)] : [])].join("-");
