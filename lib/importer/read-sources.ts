import { stat } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { ImportFileError, readCsv } from "./csv-source";
import {
  INSURER_COLUMNS,
  LOCALITY_COLUMNS,
  PREMIUM_COLUMNS,
  REGION_COLUMNS,
  insurerRowSchema,
  localityRowSchema,
  premiumRowSchema,
  regionRowSchema,
  type InsurerRecord,
  type LocalityRecord,
  type MunicipalityRegionRecord,
  type PremiumRecord,
} from "./row-schemas";
import type { SourceSet } from "./source-files";

export type Rejection = { reason: string; count: number; line: number };

export type FileReport = { file: string; rowsRead: number; accepted: number; rejected: Rejection[] };

/** Reading counts bytes of the file, storing counts rows. */
export type ImportProgress = { phase: "read" | "store"; file: string; done: number; total: number };

export type TariffYearData = { year: number; premiums: PremiumRecord[]; municipalityRegions: MunicipalityRegionRecord[] };

export type SourceData = {
  insurers: InsurerRecord[];
  localities: LocalityRecord[];
  years: TariffYearData[];
  reports: FileReport[];
};

type Reader = { onProgress?: (progress: ImportProgress) => void };

/** Reads one file through its row schema: valid rows are returned, invalid ones counted by reason. */
async function readFile<S extends z.ZodType>(
  file: string,
  schema: S,
  columns: readonly string[],
  { delimiter, onProgress }: Reader & { delimiter?: string },
  isDuplicate: (row: z.output<S>) => boolean = () => false,
): Promise<{ rows: z.output<S>[]; report: FileReport }> {
  const total = (await stat(file).catch(() => ({ size: 0 }))).size;
  const rejected = new Map<string, Rejection>();
  const rows: z.output<S>[] = [];
  let rowsRead = 0;
  for await (const { line, record, bytesRead } of readCsv(file, { delimiter, requiredColumns: columns })) {
    rowsRead++;
    const parsed = schema.safeParse(record);
    const duplicate = parsed.success && isDuplicate(parsed.data);
    if (parsed.success && !duplicate) rows.push(parsed.data);
    else {
      const issue = parsed.success ? { path: [], message: "doppelte Zeile (gleicher Tarif schon gelesen)" } : parsed.error.issues[0]!;
      const reason = `${issue.path.join(".") || "Zeile"}: ${issue.message}`;
      const entry = rejected.get(reason);
      if (entry) entry.count++;
      else rejected.set(reason, { reason, count: 1, line });
    }
    if (onProgress && rowsRead % 5000 === 0) onProgress({ phase: "read", file: path.basename(file), done: bytesRead, total });
  }
  if (rows.length === 0) throw new ImportFileError(file, null, "keine gültige Zeile gefunden");
  return { rows, report: { file: path.basename(file), rowsRead, accepted: rows.length, rejected: [...rejected.values()] } };
}

/**
 * Reads and validates every source file. Nothing is written: the result goes to storeSourceData.
 * A tariff year's municipality regions combine the annex (cantons with several regions) with the
 * postal-code table (every other municipality, region 0, and 2026 mergers).
 */
export async function readSources(sources: SourceSet, reader: Reader = {}): Promise<SourceData> {
  const insurers = await readFile(sources.insurers, insurerRowSchema, INSURER_COLUMNS, reader);
  const annex = await readFile(sources.regions, regionRowSchema, REGION_COLUMNS, reader);
  const localities = await readFile(sources.localities, localityRowSchema, LOCALITY_COLUMNS, reader);

  const regions = new Map<number, MunicipalityRegionRecord>(annex.rows.map((row) => [row.bfsNumber, row]));
  for (const locality of localities.rows) {
    if (!regions.has(locality.bfsNumber)) {
      regions.set(locality.bfsNumber, {
        bfsNumber: locality.bfsNumber,
        municipality: locality.municipality,
        canton: locality.canton,
        region: locality.region,
      });
    }
  }

  const reports = [insurers.report, annex.report, localities.report];
  const byYear = new Map<number, PremiumRecord[]>();
  for (const file of sources.premiums) {
    const seen = new Set<string>();
    const premiums = await readFile(file, premiumRowSchema, PREMIUM_COLUMNS, reader, (row) => seen.size === seen.add(row.id).size);
    reports.push(premiums.report);
    for (const premium of premiums.rows) {
      const list = byYear.get(premium.tariffYear) ?? [];
      if (list.length === 0) byYear.set(premium.tariffYear, list);
      list.push(premium);
    }
  }

  const knownInsurers = new Map(insurers.rows.map((insurer) => [insurer.code, insurer]));
  for (const premiums of byYear.values()) {
    for (const premium of premiums) {
      const insurer = knownInsurers.get(premium.insurerCode);
      // The premium table's short name is the one people know (e.g. "SLKK", "Helsana").
      if (!insurer) knownInsurers.set(premium.insurerCode, { code: premium.insurerCode, name: premium.insurerName, legalName: null, place: null, group: null, uid: null });
      else insurer.name = premium.insurerName;
    }
  }

  return {
    insurers: [...knownInsurers.values()],
    localities: localities.rows,
    years: [...byYear].map(([year, premiums]) => ({ year, premiums, municipalityRegions: [...regions.values()] })),
    reports,
  };
}
