import type { AgeClass } from "@/lib/domain/age-class";
import type { ModelCode } from "@/lib/domain/insurance-models";
import type { LocationChoice, PremiumSaving } from "@/lib/catalog/types";

/** Amounts in CHF, per month and per year (twelve months, exact from Rappen). */
export type Amount = { monthly: number; yearly: number };

/** A person of the household as the search understood them (defaults filled in). */
export type HouseholdPerson = {
  /** Position in the request's `persons`. */
  index: number;
  label: string | null;
  birthYear: number;
  ageClass: AgeClass;
  franchise: number;
  /** No deductible was given: the lowest of the age class is used. */
  franchiseAssumed: boolean;
  accidentCoverage: boolean;
  /** Children only: 1 for the oldest child, 2 for the next, … (the sibling rank asked for). */
  childOrder: number | null;
};

/** One person's premium in an offer. */
export type PersonPremium = {
  person: number;
  label: string | null;
  premiumId: string;
  monthlyPremium: number;
  annualPremium: number;
  franchise: number;
  accidentCoverage: boolean;
  model: { code: ModelCode; tariffName: string };
  /** Children: the sibling rank of the premium charged (1 = the first child's; a tariff without K3 charges K2 to a third child). */
  childRank: number | null;
};

export type HouseholdOffer = {
  insurer: { code: string; name: string };
  persons: PersonPremium[];
  total: Amount;
  /** With a current insurer whose total is known: what this offer saves (negative: costs more). */
  saving?: PremiumSaving;
};

export type MixedPersonPremium = PersonPremium & { insurer: { code: string; name: string } };

export type ExcludedInsurer = { insurer: { code: string; name: string }; reasons: string[] };

export type CurrentHousehold = {
  insurer: { code: string; name: string };
  model: ModelCode;
  modelAssumed: boolean;
  /** Null when the insurer does not offer every person the model there; `reasons` say why. */
  total: Amount | null;
  persons: PersonPremium[];
  reasons: string[];
};

export type HouseholdSearchResponse = {
  tariffYear: number;
  availableTariffYears: number[];
  persons: HouseholdPerson[];
  offers: HouseholdOffer[];
  cheapestMix: { persons: MixedPersonPremium[]; total: Amount; saving?: PremiumSaving } | null;
  excludedInsurers: ExcludedInsurer[];
  currentInsurer?: CurrentHousehold;
  notes: string[];
  region?: { plz: string; locality: string; municipality: string; bfsNumber: number; canton: string; code: string; number: number };
  /** Set when the postal code spans several premium regions: the user must choose one. */
  locationChoices?: LocationChoice[];
  details?: string;
};
