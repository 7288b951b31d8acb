import "server-only";
import { CANTON_NAMES, isCantonCode } from "@/lib/domain/cantons";
import type { Catalog } from "@/lib/premiums/catalog";
import { toSuggestion } from "./location-index";

/** A postal code's localities, municipalities, cantons and premium regions in a tariff year, or null. */
export function describePostalCode(catalog: Catalog, postalCode: string) {
  const localities = catalog.locations.localities(postalCode);
  if (localities.length === 0) return null;
  const tariffYear = catalog.premiums.currentYear!;
  const regionOf = catalog.regionsOf(tariffYear);
  const municipalities = new Map<number, { bfsNumber: number; name: string; canton: string; region: number | null }>();
  for (const entry of localities) {
    municipalities.set(entry.bfsNumber, {
      bfsNumber: entry.bfsNumber,
      name: entry.municipality,
      canton: entry.canton,
      region: regionOf(entry.bfsNumber)?.region ?? null,
    });
  }
  const regions = [...new Set([...municipalities.values()].map((m) => `${m.canton}-${m.region}`))];
  const main = localities[0]!;
  return {
    postalCode,
    tariffYear,
    locations: localities.map(toSuggestion),
    municipalities: [...municipalities.values()],
    canton: { code: main.canton, name: isCantonCode(main.canton) ? CANTON_NAMES[main.canton] : main.canton },
    premiumRegion: { code: `${main.canton}-${regionOf(main.bfsNumber)?.region ?? 0}`, number: regionOf(main.bfsNumber)?.region ?? 0 },
    /** True when the municipalities lie in different cantons or premium regions: ask which one. */
    ambiguous: regions.length > 1,
  };
}
