import "server-only";
import type { CantonCode } from "@/lib/domain/cantons";
import { defaultTariffYear } from "@/lib/domain/tariff-year";
import { getCatalog, type Catalog } from "@/lib/catalog/catalog";
import { cantonFigures, type CantonFigures } from "./canton-figures";

// Per catalog (a new import builds a new one): the figures of a canton and year are computed once.
const computed = new WeakMap<Catalog, Map<string, CantonFigures | null>>();

/**
 * The figures of a canton for the tariff year the site shows by default, or null when no premium
 * data is loaded (the page then says so instead of stating a figure).
 */
export async function cantonPageFigures(canton: CantonCode): Promise<CantonFigures | null> {
  // The build has no premium data (it is imported on the first start), and must not open the database.
  if (process.env.NEXT_PHASE === "phase-production-build") return null;
  const catalog = await getCatalog().catch(() => null);
  if (!catalog) return null;
  const year = defaultTariffYear(catalog.premiums.tariffYears, catalog.now?.() ?? new Date());
  if (year === undefined) return null;
  const cache = computed.get(catalog) ?? new Map<string, CantonFigures | null>();
  computed.set(catalog, cache);
  const key = `${canton}|${year}`;
  if (!cache.has(key)) cache.set(key, cantonFigures(catalog, canton, year));
  return cache.get(key)!;
}
