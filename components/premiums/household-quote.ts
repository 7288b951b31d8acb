import type { HouseholdSelection } from "@/lib/leads/household-selection";
import type { HouseholdOffer, HouseholdSearchResponse } from "@/lib/premiums/household-types";

/**
 * The quote request's starting point for a household card: the insurer, the place and each
 * person's premium id (the server re-reads every premium; nothing priced here is trusted).
 */
export function toHouseholdSelection(response: HouseholdSearchResponse, offer: HouseholdOffer): HouseholdSelection | null {
  if (!response.region) return null;
  return {
    insurerCode: offer.insurer.code,
    tariffYear: response.tariffYear,
    postalCode: response.region.plz,
    bfsNumber: response.region.bfsNumber,
    persons: offer.persons.map((premium) => {
      const person = response.persons[premium.person];
      return {
        ...(premium.label ? { label: premium.label } : {}),
        birthYear: person?.birthYear ?? 0,
        premiumId: premium.premiumId,
      };
    }),
  };
}
