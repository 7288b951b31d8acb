import { lookupTopic } from "@/lib/advisor/answers/lookup-topics";
import type { LookupContext } from "@/lib/advisor/answers/lookup-answer";
import { extractCriteria, type ExtractContext } from "@/lib/advisor/extract";
import type { InsurerName } from "@/lib/advisor/extract/named-insurers";
import { extractPlace, placeIndex } from "@/lib/advisor/extract/place";
import { normalizeText } from "@/lib/domain/message-text";
import type { LocalityEntry, RegionOf } from "@/lib/catalog/location-index";
import type { SearchCatalog } from "@/lib/premiums/premium-search";

/** A locality of a hand-written fixture (a share of 1 unless said). */
export const entry = (postalCode: string, name: string, municipality: string, bfsNumber: number, canton: string, addressShare = 1): LocalityEntry => ({ postalCode, name, municipality, bfsNumber, canton, addressShare });

/**
 * The advisor's readers on a hand-written set of localities, as the engine builds them on 22 November 2026 for the tariff
 * year 2027: the place of a message, its criteria, the topic it asks, and a look-up's context with a catalog of these places.
 */
export function advisorFixture(entries: readonly LocalityEntry[], regionOf: RegionOf, insurers: readonly InsurerName[] = []) {
  const index = placeIndex(entries);
  const context = (): ExtractContext => ({
    currentYear: 2026,
    currentMonth: 11,
    expecting: undefined,
    hasPostalCode: false,
    hasBirthYear: false,
    places: index,
    postalCodes: new Map(entries.map((each) => [each.postalCode, [normalizeText(each.name)]])),
    regionOf,
    insurers: [...insurers],
    tariffYears: [2026, 2027],
    tariffYear: 2027,
  });
  const catalog = {
    locations: { entries, localities: (code: string) => entries.filter((each) => each.postalCode === code) },
    regionsOf: () => regionOf,
  } as unknown as SearchCatalog;
  return {
    index,
    context,
    catalog,
    /** The postal code of the place the message names, or the kind of match when it is not one place. */
    place: (message: string) => {
      const match = extractPlace(normalizeText(message), index, regionOf);
      return match?.kind === "resolved" ? match.postalCode : match?.kind;
    },
    criteria: (message: string) => extractCriteria(normalizeText(message), context()),
    topic: (text: string) => lookupTopic(normalizeText(text))?.id,
    lookupCtx: (text: string, extra: Partial<LookupContext> = {}): LookupContext => ({ catalog, now: new Date("2026-11-22T12:00:00Z"), tariffYear: 2027, text: normalizeText(text), ...extra }),
  };
}
