import type { AgeClass } from "@/lib/domain/age-class";
import type { ModelCode } from "@/lib/domain/insurance-models";

/** The premium result , as the search answers it. Amounts in CHF. */
export type PremiumResult = {
  /** Stable across imports: derived from the tariff's natural key. */
  id: string;
  tariffYear: number;
  monthlyPremium: number;
  annualPremium: number;
  insurer: { code: string; name: string; logo: string | null; contact: { place: string | null; website: string | null } };
  model: { code: ModelCode; name: string; tariffName: string; description: string };
  franchise: { amount: number; ageCategory: AgeClass };
  accidentCoverage: boolean;
  /**
   * With a current insurer that offers the compared model: what this offer saves against staying,
   * in CHF (negative: the offer costs more).
   */
  saving?: PremiumSaving;
  region: {
    plz: string;
    ortschaftsname: string;
    municipality: string;
    bfsNumber: number;
    /** BAG premium region code, e.g. "ZH-1". */
    code: string;
    number: number;
    canton: { name: string; code: string };
  };
};

export type PremiumStats = {
  totalResults: number;
  lowestPremium: number;
  highestPremium: number;
  averagePremium: number;
};

/** One municipality a postal code may mean, when they differ in premium region. */
export type LocationChoice = {
  postalCode: string;
  locality: string;
  municipality: string;
  bfsNumber: number;
  canton: string;
  region: number;
  displayName: string;
};

/** Saving of an offer against the current insurer's premium, in CHF (negative: more expensive). */
export type PremiumSaving = { monthly: number; yearly: number };

/**
 * What the person pays in the answer's tariff year if nothing changes: their current insurer's
 * premium for the same person, place, deductible and accident cover in their current model.
 * `premium` is null when the insurer does not offer that model there; `products` counts the
 * insurer's products of the model there (the cheapest is compared when there are several).
 */
export type CurrentInsurerComparison = {
  insurer: { code: string; name: string };
  model: ModelCode;
  /** No current model was given: the standard model is assumed. */
  modelAssumed: boolean;
  franchise: number;
  /** No deductible was searched for: the statutory one (300, children 0) is assumed. */
  franchiseAssumed: boolean;
  products: number;
  premium: { monthlyPremium: number; annualPremium: number; tariffName: string; model: ModelCode } | null;
};

export type PremiumSearchResponse = {
  results: PremiumResult[];
  stats: PremiumStats;
  /** The tariff year of every premium in the answer. */
  tariffYear: number;
  /** Every loaded tariff year, oldest first: what a year switch offers. */
  availableTariffYears: number[];
  currentInsurer?: CurrentInsurerComparison;
  /** Set when the postal code spans several premium regions: the user must choose one. */
  locationChoices?: LocationChoice[];
  error?: string;
  details?: string;
};

/** A suggestion of GET /api/location/search (snake_case as the spec names it). */
export type LocationSuggestion = {
  postal_code: string;
  locality: string;
  municipality: string;
  display_name: string;
  canton: string;
  bfs_number: number;
};

export type InsurerListEntry = { code: string; name: string; address?: string[] };

export type ApiError = { error: string; details?: string | Record<string, string[]> };
