import type { ModelCode } from "@/lib/domain/insurance-models";
import type { RegionOf } from "@/lib/catalog/location-index";
import { extractAccident } from "./accident";
import { extractCostWords } from "./costs";
import { extractCurrentInsurer, extractCurrentModel } from "./current-insurer";
import { extractFranchiseWish, type FranchiseWish } from "./franchise";
import { extractModel, liftsModel } from "./model";
import { extractNumbers, type NumberContext } from "./numbers";
import { extractNamedInsurers, type InsurerName, type NamedInsurer } from "./named-insurers";
import { extractPersons, type Person } from "./persons";
import { extractPlace, type PlaceIndex, type PlaceMatch } from "./place";
import { extractStatedPremium } from "./current-premium";

/** Everything a message says about the person's situation. */
export type Criteria = {
  postalCode?: string;
  place?: PlaceMatch;
  birthYear?: number;
  rejectedYear?: number;
  model?: ModelCode;
  franchise?: number | FranchiseWish;
  accident?: boolean;
  costs?: number;
  /** The insurer the person is with now, and the model of that contract if they said it. */
  currentInsurer?: { code: string; name: string };
  currentModel?: ModelCode;
  /** What the person says they pay a month now. */
  currentPremium?: number;
  /** A loaded tariff year the message names ("Prämien 2026", "dieses Jahr"). */
  tariffYear?: number;
  /** A tariff year asked for that is not loaded ("und 2029?"). */
  otherTariffYear?: number;
  /** Two or more persons of a household, in the order named (or one child named as such). */
  persons?: Person[];
  /** "für min Sohn …": the persons named are the whole household asked about, not added to it. */
  personsOnly?: true;
  /** "er isch 1980": the year is someone else's of the household (he, she), not the writer's. */
  someoneElse?: true;
  /** "alle Modelle", "doch nicht Telmed": the model filter is lifted. */
  anyModel?: true;
  /** Insurers named other than as the current one ("was kostet die EGK"), in the order named. */
  namedInsurers?: NamedInsurer[];
};

export type ExtractContext = Omit<NumberContext, "isPostalCode" | "localitiesOf"> & {
  places: PlaceIndex;
  postalCodes: ReadonlyMap<string, readonly string[]>;
  regionOf: RegionOf;
  insurers: readonly InsurerName[];
  /** The tariff year the conversation talks about (ages of children are counted in it). */
  tariffYear: number;
};

export function extractCriteria(input: string, ctx: ExtractContext): Criteria {
  // The stated premium's amount is read once, as a premium, not again as a deductible or year.
  const stated = extractStatedPremium(input);
  const text = stated ? `${input.slice(0, stated.span[0])} ${" ".repeat(stated.span[1] - stated.span[0])}${input.slice(stated.span[1])}` : input;
  const numbers = extractNumbers(text, {
    ...ctx,
    isPostalCode: (code) => ctx.postalCodes.has(code),
    localitiesOf: (code) => ctx.postalCodes.get(code) ?? [],
  });
  const criteria: Criteria = {};
  if (stated) criteria.currentPremium = stated.amount;
  const year = numbers.tariffYear ?? yearInWords(text, ctx.currentYear, ctx.tariffYear);
  if (year !== undefined && (ctx.tariffYears ?? [year]).includes(year)) criteria.tariffYear = year;
  else if (year !== undefined || numbers.otherTariffYear !== undefined) criteria.otherTariffYear = numbers.otherTariffYear ?? year;
  const persons = extractPersons(text, ctx.tariffYear);
  if (persons.length >= 2) criteria.persons = persons;
  else if (persons.length === 1 && persons[0]!.role === "child") criteria.persons = persons;
  if (criteria.persons && /\b(?:fur|pour|per) (?:min|mini|minen|mis|mein\w*|unser\w*|mon|ma|mes|mio|mia)\b/.test(text) && !/\b(?:ich|i|mi|mich|moi|io)\b/.test(text)) criteria.personsOnly = true;
  if (numbers.postalCode) criteria.postalCode = numbers.postalCode;
  if (numbers.birthYear !== undefined) criteria.birthYear = numbers.birthYear;
  if (numbers.birthYear !== undefined && !criteria.persons && /\b(?:er|sie|si|ihn|ihm|il|elle|lei|lui)\b/.test(text) && !/\b(?:ich|i|mi|mich|moi|io)\b/.test(text)) criteria.someoneElse = true;
  if (numbers.rejectedYear !== undefined) criteria.rejectedYear = numbers.rejectedYear;
  const franchise = numbers.franchise ?? extractFranchiseWish(text);
  if (franchise !== undefined) criteria.franchise = franchise;
  const costs = numbers.costs ?? extractCostWords(text);
  if (costs !== undefined) criteria.costs = costs;
  const current = extractCurrentInsurer(text, ctx.insurers);
  if (current) {
    criteria.currentInsurer = { code: current.code, name: current.name };
    if (current.model) criteria.currentModel = current.model;
  }
  // A model in the clause about the current insurer ("bei der CSS im Hausarztmodell") or said as
  // one's own ("ich habe das Telmed-Modell") is the current one, not the one wanted.
  const own = current ? undefined : extractCurrentModel(text);
  if (own) criteria.currentModel = own.model;
  const clause = current?.clause ?? own?.clause;
  const model = extractModel(clause ? text.replace(clause, " ") : text);
  if (model) criteria.model = model;
  else if (liftsModel(text)) criteria.anyModel = true;
  const accident = extractAccident(text);
  if (accident !== undefined) criteria.accident = accident;
  const place = extractPlace(text, ctx.places, ctx.regionOf);
  if (place) criteria.place = place;
  const named = extractNamedInsurers(clause ? text.replace(clause, " ") : text, ctx.insurers).filter((insurer) => insurer.code !== current?.code);
  if (named.length) criteria.namedInsurers = named;
  return criteria;
}

/** "dieses Jahr", "letscht Jahr", "nächstes Jahr": this calendar year, the year before the one talked about, the next calendar year. */
function yearInWords(text: string, currentYear: number, tariffYear: number): number | undefined {
  if (/\b(?:dies\w* jahr|dis jahr|heuer|cette annee|quest anno|laufend\w* jahr)\b/.test(text)) return currentYear;
  // "teurer als letztes Jahr" compares with it; the year talked about stays.
  if (/\b(?:letzt\w* jahr|letscht\w* jahr|l annee derniere|anno scorso)\b/.test(text) && !/\b(?:als|gegenuber|vergleich\w*|teurer|tuurer|steig\w*|mehr|meh)\b/.test(text)) return tariffYear - 1;
  if (/\b(?:nachst\w* jahr|nachscht\w* jahr|kommend\w* jahr|l annee prochaine|anno prossimo)\b/.test(text)) return currentYear + 1;
  return undefined;
}

/** Whether a message changes the search (costs alone do not). */
export const changesSearch = (criteria: Criteria) =>
  criteria.postalCode !== undefined ||
  criteria.place !== undefined ||
  criteria.birthYear !== undefined ||
  criteria.rejectedYear !== undefined ||
  criteria.model !== undefined ||
  criteria.franchise !== undefined ||
  criteria.accident !== undefined ||
  criteria.currentInsurer !== undefined ||
  criteria.currentModel !== undefined ||
  criteria.currentPremium !== undefined ||
  criteria.tariffYear !== undefined ||
  criteria.persons !== undefined ||
  criteria.anyModel !== undefined;
