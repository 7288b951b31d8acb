import "server-only";
import type { CantonCode } from "@/lib/domain/cantons";
import { defaultTariffYear } from "@/lib/domain/tariff-year";
import { getCatalog } from "@/lib/catalog/catalog";
import { cantonFigures, type CantonFigures } from "./canton-figures";

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
  return cantonFigures(catalog, canton, year);
}
