import "server-only";
import type { Database } from "@/lib/db";
import type { LocalityEntry } from "./location-index";

export async function loadLocalities(db: Database): Promise<LocalityEntry[]> {
  return db.prisma.locality.findMany({
    select: { postalCode: true, name: true, municipality: true, bfsNumber: true, canton: true, addressShare: true },
    orderBy: [{ postalCode: "asc" }, { suffix: "asc" }],
  });
}

export type MunicipalityRegions = Map<number, Map<number, { canton: string; region: number }>>;

/** Per tariff year: BFS number → canton and premium region. */
export async function loadMunicipalityRegions(db: Database): Promise<MunicipalityRegions> {
  const rows = await db.prisma.municipalityRegion.findMany({ select: { tariffYear: true, bfsNumber: true, canton: true, region: true } });
  const byYear: MunicipalityRegions = new Map();
  for (const row of rows) {
    const year = byYear.get(row.tariffYear) ?? new Map();
    if (year.size === 0) byYear.set(row.tariffYear, year);
    year.set(row.bfsNumber, { canton: row.canton, region: row.region });
  }
  return byYear;
}
