import { ageClassFor, type AgeClass } from "@/lib/domain/age-class";
import { cantonName } from "@/lib/domain/cantons";
import { franchisesFor } from "@/lib/domain/franchise";
import { MODEL_CODES, tariffTypeMatches, type ModelCode } from "@/lib/domain/insurance-models";
import { annualFromMonthlyRappen, premiumStats } from "@/lib/domain/premium-stats";
import { comparators } from "@/lib/domain/premium-sort";
import { defaultTariffYear } from "@/lib/domain/tariff-year";
import models from "@/lib/i18n/messages/de/models.json";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/validation.json";
import type { ResolvedLocation } from "@/lib/catalog/location-index";
import type { PremiumSearchRequest } from "@/lib/validations/premiums";
import { currentInsurerPremium, type CurrentPremium } from "./current-premium";
import { searchLocation } from "./search-location";
import type { SearchCatalog, SearchFailure } from "./search-types";
import type { IndexedPremium, PremiumIndex } from "@/lib/catalog/premium-index";
import type { PremiumResult, PremiumSearchResponse } from "@/lib/catalog/types";

const t = texts.premiumSearch;

export type { SearchCatalog, SearchFailure };
export type SearchOutcome = { ok: true; response: PremiumSearchResponse } | SearchFailure;

const emptyStats = premiumStats([]);

/**
 * The tariff year of a search: the one asked for, else the one shown by default on the
 * catalog's day (next year from 20 September on, once it is loaded). A year that is not loaded
 * is refused with the years that are.
 */
export function resolveTariffYear(catalog: SearchCatalog, requested: number | undefined): { ok: true; tariffYear: number } | SearchFailure {
  const years = catalog.premiums.tariffYears;
  const tariffYear = requested ?? defaultTariffYear(years, catalog.now?.() ?? new Date());
  if (tariffYear === undefined) return { ok: false, status: 503, error: t.noData, details: t.noData };
  if (!years.includes(tariffYear)) {
    return {
      ok: false,
      status: 422,
      error: fill(t.tariffYearUnavailable, { year: tariffYear }),
      details: fill(t.tariffYearUnavailableDetails, { year: tariffYear, years: years.join(", ") }),
    };
  }
  return { ok: true, tariffYear };
}

/**
 * The premium search: postal code → premium region, birth year → age class in
 * the tariff year, then a filter over the in-memory premiums of that situation (tariffs sold only
 * elsewhere left out), sorted, counted and paged; with a current insurer, each offer's saving
 * against staying.
 */
export function searchPremiums(catalog: SearchCatalog, request: PremiumSearchRequest): SearchOutcome {
  const year = resolveTariffYear(catalog, request.tariffYear);
  if (!year.ok) return year;
  const { tariffYear } = year;
  const availableTariffYears = [...catalog.premiums.tariffYears];
  if (request.currentInsurerCode !== undefined && !catalog.premiums.insurers.has(request.currentInsurerCode)) {
    return { ok: false, status: 400, error: t.currentInsurer, details: fill(t.currentInsurerDetails, { code: request.currentInsurerCode }) };
  }
  const resolution = searchLocation(catalog, tariffYear, request.postalCode, request.bfsNumber);
  if (!resolution.ok) return resolution;
  if (resolution.kind === "ambiguous") {
    const { choices: locationChoices, details } = resolution;
    return { ok: true, response: { results: [], stats: emptyStats, tariffYear, availableTariffYears, locationChoices, details } };
  }

  const ageClass = ageClassFor(request.birthYear, tariffYear);
  const allowed = franchisesFor(ageClass);
  if (request.franchiseAmount !== undefined && !allowed.includes(request.franchiseAmount)) {
    return {
      ok: false,
      status: 400,
      error: t.franchise,
      details: fill(t.franchiseForAge, { amount: request.franchiseAmount, options: allowed.join(", ") }),
    };
  }

  const wanted = new Set<ModelCode>(request.modelCodes?.length ? request.modelCodes : request.modelCode ? [request.modelCode] : MODEL_CODES);
  const { location } = resolution;
  const group = catalog.premiums.group(tariffYear, location.canton, location.region, ageClass, request.accidentCoverage, location.bfsNumber);
  let matches = group.filter(
    (premium) => tariffTypeMatches(premium.tariffType, wanted) && (request.franchiseAmount === undefined || premium.franchise === request.franchiseAmount),
  );
  const stats = premiumStats(matches.map((premium) => premium.monthlyRappen));
  if (request.cheapestPerFranchise) matches = cheapestPerFranchise(matches);
  // The group is sorted by price already; any other order sorts the matches.
  const sorted = request.sortBy === "price_asc" ? matches : [...matches].sort(comparators[request.sortBy]);
  const page = sorted.slice(request.offset, request.offset + request.limit);
  const current =
    request.currentInsurerCode === undefined
      ? null
      : currentInsurerPremium(group, {
          insurer: catalog.premiums.insurers.get(request.currentInsurerCode)!,
          model: request.currentModelCode,
          franchise: request.franchiseAmount,
          ageClass,
        });

  return {
    ok: true,
    response: {
      results: page.map((premium) => toResult(premium, catalog.premiums, location, ageClass, request.accidentCoverage, tariffYear, current)),
      stats,
      tariffYear,
      availableTariffYears,
      ...(current ? { currentInsurer: current.comparison } : {}),
    },
  };
}

function cheapestPerFranchise(premiums: readonly IndexedPremium[]): IndexedPremium[] {
  const best = new Map<number, IndexedPremium>();
  for (const premium of premiums) if (!best.has(premium.franchise)) best.set(premium.franchise, premium); // cheapest first
  return [...best.values()].sort((a, b) => a.franchise - b.franchise);
}

function toResult(
  premium: IndexedPremium,
  index: PremiumIndex,
  location: ResolvedLocation,
  ageClass: AgeClass,
  accidentCoverage: boolean,
  tariffYear: number,
  current: CurrentPremium | null,
): PremiumResult {
  const insurer = index.insurers.get(premium.insurerCode);
  return {
    id: premium.id,
    tariffYear,
    monthlyPremium: premium.monthlyRappen / 100,
    annualPremium: annualFromMonthlyRappen(premium.monthlyRappen),
    insurer: { code: premium.insurerCode, name: premium.insurerName, logo: null, contact: { place: insurer?.place ?? null, website: null } },
    model: { code: premium.model, name: models.names[premium.model], tariffName: premium.tariffName, description: models.descriptions[premium.model] },
    franchise: { amount: premium.franchise, ageCategory: ageClass },
    accidentCoverage,
    ...(current?.monthlyRappen !== undefined ? { saving: current.savingOf(premium.monthlyRappen) } : {}),
    region: {
      plz: location.postalCode,
      ortschaftsname: location.locality,
      municipality: location.municipality,
      bfsNumber: location.bfsNumber,
      code: `${location.canton}-${location.region}`,
      number: location.region,
      canton: { code: location.canton, name: cantonName(location.canton) },
    },
  };
}

/**
 * One premium of a situation by its id, read from the situation's group in the index without
 * paging through the sorted result (the advisor re-reads a chosen offer this way).
 */
export function premiumById(catalog: SearchCatalog, request: Pick<PremiumSearchRequest, "postalCode" | "birthYear" | "accidentCoverage" | "bfsNumber" | "tariffYear">, id: string): PremiumResult | null {
  const year = resolveTariffYear(catalog, request.tariffYear);
  if (!year.ok) return null;
  const resolution = catalog.locations.resolve(request.postalCode, catalog.regionsOf(year.tariffYear), request.bfsNumber);
  if (resolution.kind !== "resolved") return null;
  const { location } = resolution;
  const ageClass = ageClassFor(request.birthYear, year.tariffYear);
  const premium = catalog.premiums.group(year.tariffYear, location.canton, location.region, ageClass, request.accidentCoverage, location.bfsNumber).find((p) => p.id === id);
  return premium ? toResult(premium, catalog.premiums, location, ageClass, request.accidentCoverage, year.tariffYear, null) : null;
}
