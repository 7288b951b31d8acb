import "server-only";
import { NextResponse } from "next/server";
import { cantonName } from "@/lib/domain/cantons";
import { defaultTariffYear } from "@/lib/domain/tariff-year";
import { apiError, guarded, validationError } from "@/lib/http/api-response";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/validation.json";
import type { Catalog } from "@/lib/catalog/catalog";
import { requireCatalog } from "@/lib/catalog/require-catalog";
import { postalCodeParamSchema } from "@/lib/validations/location";
import { toSuggestion } from "@/lib/catalog/location-index";

/** A postal code's localities, municipalities, cantons and premium regions in a tariff year, or null. */
export function describePostalCode(catalog: Catalog, postalCode: string) {
  const localities = catalog.locations.localities(postalCode);
  if (localities.length === 0) return null;
  const tariffYear = defaultTariffYear(catalog.premiums.tariffYears, catalog.now?.() ?? new Date())!;
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
  const main = localities[0]!;
  const mainRegion = regionOf(main.bfsNumber)?.region ?? 0;
  return {
    postalCode,
    tariffYear,
    locations: localities.map(toSuggestion),
    municipalities: [...municipalities.values()],
    canton: { code: main.canton, name: cantonName(main.canton) },
    premiumRegion: { code: `${main.canton}-${mainRegion}`, number: mainRegion },
    /** True when the municipalities lie in different cantons or premium regions: ask which one. */
    ambiguous: catalog.locations.resolve(postalCode, regionOf).kind === "ambiguous",
  };
}

/**
 * GET /api/location?postal_code= and GET /api/location/{plz}: 400 for a malformed postal code,
 * 404 for one swisstopo does not list, else its description (plus `extra`).
 */
export function postalCodeResponse(name: string, rawPostalCode: string | undefined, extra: Record<string, unknown> = {}) {
  return guarded(name, async () => {
    const input = postalCodeParamSchema.safeParse(rawPostalCode);
    if (!input.success) return validationError(input.error);
    const catalog = await requireCatalog();
    if (!catalog.ok) return catalog.response;
    const info = describePostalCode(catalog.catalog, input.data);
    if (!info) return apiError(404, texts.location.notFound, fill(texts.location.notFoundDetails, { postalCode: input.data }));
    return NextResponse.json({ ...extra, ...info }, { headers: { "cache-control": "public, max-age=300" } });
  });
}
