import "server-only";
import { ageClassFor } from "@/lib/domain/age-class";
import type { Catalog } from "@/lib/catalog/catalog";
import type { PremiumRow } from "@/lib/catalog/premium-index";
import { findPremium } from "@/lib/catalog/premium-store";
import type { Database } from "@/lib/db";
import texts from "@/lib/i18n/messages/de/quote.json";
import validation from "@/lib/i18n/messages/de/validation.json";
import type { HouseholdOfferView, HouseholdSelection } from "./household-selection";

const s = texts.server;

/** A place of a postal code with its premium region in one tariff year. */
export type QuotePlace = { canton: string; region: number; locality: string; bfsNumber: number };

/** The localities of a postal code with their premium regions in the tariff year. */
export function placesOf(catalog: Catalog, tariffYear: number, postalCode: string): QuotePlace[] {
  const regionOf = catalog.regionsOf(tariffYear);
  return catalog.locations.localities(postalCode).flatMap((entry) => {
    const region = regionOf(entry.bfsNumber);
    return region ? [{ ...region, locality: entry.name, bfsNumber: entry.bfsNumber }] : [];
  });
}

export type HouseholdOffer = {
  insurer: { code: string; name: string };
  tariffYear: number;
  canton: string;
  region: number;
  /** The locality of the postal code in the offer's region (the first, or the one of bfsNumber). */
  locality: string;
  /** The premiums in the order of the selection's persons, as the index holds them. */
  premiums: PremiumRow[];
  totalRappen: number;
};

export type HouseholdOfferFailure = { ok: false; status: number; error: string; details: string; field: string };

const failure = (status: number, error: string, details: string, field: string): HouseholdOfferFailure => ({ ok: false, status, error, details, field });

/**
 * Re-reads every person's premium from the premium data and checks that they form one offer: one
 * insurer, one tariff year, one premium region that the postal code lies in (and, for a tariff sold
 * only in some municipalities, reaches), each premium of the person's age class, and a sibling
 * premium only for a child that is a second or further child (the oldest child is the first).
 * Nothing the client says about amounts is used.
 */
export async function resolveHouseholdOffer(
  catalog: Catalog,
  db: Database,
  selection: HouseholdSelection,
): Promise<{ ok: true; offer: HouseholdOffer } | HouseholdOfferFailure> {
  const field = (index: number, name: string) => `household.persons.${index}.${name}`;
  if (!catalog.premiums.tariffYears.includes(selection.tariffYear)) {
    return failure(422, s.premiumNotFound, s.premiumNotFoundDetails, "household.tariffYear");
  }
  const places = placesOf(catalog, selection.tariffYear, selection.postalCode).filter(
    (place) => selection.bfsNumber === undefined || place.bfsNumber === selection.bfsNumber,
  );
  const premiums: PremiumRow[] = [];
  for (const [index, person] of selection.persons.entries()) {
    const premium = await findPremium(db, person.premiumId);
    if (!premium) return failure(422, s.premiumNotFound, s.premiumNotFoundDetails, field(index, "premiumId"));
    if (premium.insurerCode !== selection.insurerCode) return failure(400, s.premiumChanged, s.otherInsurer, field(index, "premiumId"));
    if (premium.tariffYear !== selection.tariffYear) return failure(400, s.premiumChanged, s.otherTariffYear, field(index, "premiumId"));
    const first = premiums[0];
    if (first && (premium.canton !== first.canton || premium.region !== first.region)) {
      return failure(400, s.premiumChanged, s.otherRegion, field(index, "premiumId"));
    }
    if (!places.some((place) => place.canton === premium.canton && place.region === premium.region)) {
      return failure(400, s.premiumChanged, s.regionMismatch, "household.postalCode");
    }
    const soldIn = catalog.premiums.soldIn(premium);
    if (soldIn && !places.some((place) => soldIn.has(place.bfsNumber))) return failure(400, s.premiumChanged, s.notSoldHere, field(index, "premiumId"));
    if (ageClassFor(person.birthYear, premium.tariffYear) !== premium.ageClass) {
      return failure(400, validation.invalidRequest, s.ageClassMismatch, field(index, "birthYear"));
    }
    premiums.push(premium);
  }
  const siblingFailure = checkSiblingRanks(selection, premiums);
  if (siblingFailure !== null) return failure(400, s.premiumChanged, s.siblingRank, field(siblingFailure, "premiumId"));
  const first = premiums[0]!;
  const place = places.find((entry) => entry.canton === first.canton && entry.region === first.region)!;
  return {
    ok: true,
    offer: {
      insurer: { code: first.insurerCode, name: first.insurerName },
      tariffYear: first.tariffYear,
      canton: first.canton,
      region: first.region,
      locality: place.locality,
      premiums,
      totalRappen: premiums.reduce((sum, premium) => sum + premium.monthlyRappen, 0),
    },
  };
}

/**
 * The index of a child charged a sibling premium of a higher rank than its order among the
 * household's children (oldest first, twins in the request's order), or null when all fit.
 */
function checkSiblingRanks(selection: HouseholdSelection, premiums: readonly PremiumRow[]): number | null {
  const children = premiums
    .map((premium, index) => ({ premium, index, birthYear: selection.persons[index]!.birthYear }))
    .filter((entry) => entry.premium.ageClass === "child")
    .sort((a, b) => a.birthYear - b.birthYear || a.index - b.index);
  const wrong = children.find((child, order) => (child.premium.childRank ?? 1) > order + 1);
  return wrong ? wrong.index : null;
}

/** The resolved offer as the quote dialog shows it (amounts in CHF, from Rappen). */
export function householdOfferView(selection: HouseholdSelection, offer: HouseholdOffer): HouseholdOfferView {
  return {
    insurer: offer.insurer,
    tariffYear: offer.tariffYear,
    region: { plz: selection.postalCode, locality: offer.locality, canton: offer.canton },
    persons: offer.premiums.map((premium, index) => ({
      label: selection.persons[index]!.label || null,
      birthYear: selection.persons[index]!.birthYear,
      premiumId: premium.id,
      monthlyPremium: premium.monthlyRappen / 100,
      franchise: premium.franchise,
      accidentCoverage: premium.accident,
      model: premium.model,
      tariffName: premium.tariffName,
      childRank: premium.childRank ?? null,
    })),
    total: { monthly: offer.totalRappen / 100, yearly: (offer.totalRappen * 12) / 100 },
  };
}
