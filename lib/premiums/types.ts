import type { AgeClass } from "@/lib/domain/age-class";
import type { ModelCode } from "@/lib/domain/insurance-models";

/** The premium result of spec section 3, as the search answers it. Amounts in CHF. */
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

export type PremiumSearchResponse = {
  results: PremiumResult[];
  stats: PremiumStats;
  tariffYear: number;
  /** Set when the postal code spans several premium regions: the user must choose one. */
  locationChoices?: LocationChoice[];
  error?: string;
  details?: string;
};

/** A suggestion of GET /api/location/search (spec section 3; snake_case as the spec names it). */
export type LocationSuggestion = {
  postal_code: string;
  locality: string;
  municipality: string;
  display_name: string;
  canton: string;
  bfs_number: number;
};

export type InsurerListEntry = { code: string; name: string };

export type ApiError = { error: string; details?: string | Record<string, string[]> };
