import type { ModelCode } from "@/lib/domain/insurance-models";
import type { RegionOf } from "@/lib/catalog/location-index";
import { extractAccident } from "./accident";
import { extractCostWords } from "./costs";
import { extractCurrentInsurer, extractCurrentModel, type InsurerName } from "./current-insurer";
import { extractFranchiseWish, type FranchiseWish } from "./franchise";
import { extractModel } from "./model";
import { extractNumbers, type NumberContext } from "./numbers";
import { extractPlace, type PlaceIndex, type PlaceMatch } from "./place";

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
};

export type ExtractContext = Omit<NumberContext, "isPostalCode" | "localitiesOf"> & {
  places: PlaceIndex;
  postalCodes: ReadonlyMap<string, readonly string[]>;
  regionOf: RegionOf;
  insurers: readonly InsurerName[];
};

export function extractCriteria(text: string, ctx: ExtractContext): Criteria {
  const numbers = extractNumbers(text, {
    ...ctx,
    isPostalCode: (code) => ctx.postalCodes.has(code),
    localitiesOf: (code) => ctx.postalCodes.get(code) ?? [],
  });
  const criteria: Criteria = {};
  if (numbers.postalCode) criteria.postalCode = numbers.postalCode;
  if (numbers.birthYear !== undefined) criteria.birthYear = numbers.birthYear;
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
  const accident = extractAccident(text);
  if (accident !== undefined) criteria.accident = accident;
  const place = extractPlace(text, ctx.places, ctx.regionOf);
  if (place) criteria.place = place;
  return criteria;
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
  criteria.currentModel !== undefined;
