import { foldForSearch } from "@/lib/domain/search-text";
import { isCantonCode, type CantonCode } from "@/lib/domain/cantons";
import { defaultTariffYear, expectedTariffYear } from "@/lib/domain/tariff-year";
import type { LocalityEntry } from "@/lib/catalog/location-index";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { ExtractContext } from "./extract";
import { placeIndex } from "./extract/place";

/** What the extractors need from the location index, built once per index. */
const postalCodeCache = new WeakMap<readonly LocalityEntry[], Map<string, string[]>>();

function postalCodes(entries: readonly LocalityEntry[]) {
  const cached = postalCodeCache.get(entries);
  if (cached) return cached;
  const map = new Map<string, string[]>();
  for (const entry of entries) {
    const list = map.get(entry.postalCode) ?? [];
    if (list.length === 0) map.set(entry.postalCode, list);
    list.push(foldForSearch(entry.name), foldForSearch(entry.municipality));
  }
  postalCodeCache.set(entries, map);
  return map;
}

/**
 * The tariff year the advisor talks about: the one the person chose (the results panel's year
 * switch), else the one the site shows by default on the day. Ages and deductibles follow it.
 */
export const tariffYearOf = (catalog: SearchCatalog, chosen: number | null | undefined, now: Date) =>
  (chosen != null && catalog.premiums.tariffYears.includes(chosen) ? chosen : undefined) ??
  defaultTariffYear(catalog.premiums.tariffYears, now) ??
  expectedTariffYear(now);

/** The canton of the postal code the conversation settled on, if any. */
export function stateCanton(catalog: SearchCatalog, postalCode: string | null | undefined): CantonCode | undefined {
  const canton = postalCode ? catalog.locations.localities(postalCode)[0]?.canton : undefined;
  return canton && isCantonCode(canton) ? canton : undefined;
}

export function extractContext(
  catalog: SearchCatalog,
  now: Date,
  expecting: ExtractContext["expecting"],
  known: Pick<ExtractContext, "hasPostalCode" | "hasBirthYear" | "otherPerson">,
  tariffYear: number,
): ExtractContext {
  const entries = catalog.locations.entries;
  return {
    currentYear: now.getFullYear(),
    currentMonth: now.getMonth() + 1,
    expecting,
    ...known,
    places: placeIndex(entries),
    postalCodes: postalCodes(entries),
    regionOf: catalog.regionsOf(tariffYear),
    insurers: [...catalog.premiums.insurers.values()],
    productModel: (insurerCode, text) => catalog.premiums.productModelNamed(insurerCode, text),
    tariffYears: catalog.premiums.tariffYears,
    tariffYear,
  };
}
