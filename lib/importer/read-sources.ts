import { stat } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { ImportFileError, readCsv } from "./csv-source";
import { addPostalAddresses } from "./read-insurer-addresses";
import { successorsFor } from "./municipality-mergers";
import { PREMIUM_FORMATS, detectFormat, type MappedPremium, type PremiumFormat } from "./premium-formats";
import {
  CATCHMENT_AREA_COLUMNS,
  INSURER_COLUMNS,
  LOCALITY_COLUMNS,
  REGION_COLUMNS,
  catchmentAreaRowSchema,
  insurerRowSchema,
  localityRowSchema,
  regionRowSchema,
  type CatchmentAreaRecord,
  type InsurerRecord,
  type LocalityRecord,
  type MunicipalityRegionRecord,
  type PremiumRecord,
} from "./row-schemas";
import type { SourceSet, YearSources } from "./source-files";

export type Rejection = { reason: string; count: number; line: number };

export type FileReport = { file: string; rowsRead: number; accepted: number; rejected: Rejection[]; format?: string };

/** Reading counts bytes of the file, storing counts rows. */
export type ImportProgress = { phase: "read" | "store"; file: string; done: number; total: number };

/**
 * A tariff sold only in some municipalities of one premium region (none: not sold there);
 * `bfsNumbers` are those of the locality directory, so a search compares them with the
 * municipality it resolved.
 */
export type TariffRestrictionRecord = {
  insurerCode: string;
  canton: string;
  region: number;
  tariffType: PremiumRecord["tariffType"];
  tariffName: string;
  bfsNumbers: number[];
};

export type TariffYearData = {
  year: number;
  /** The premium file's name and format, as stored with the year. */
  source: string;
  premiums: PremiumRecord[];
  municipalityRegions: MunicipalityRegionRecord[];
  restrictions: TariffRestrictionRecord[];
};

export type SourceData = {
  insurers: InsurerRecord[];
  localities: LocalityRecord[];
  years: TariffYearData[];
  reports: FileReport[];
};

/** What a premium table gives: its rows and report, and the label of its format. */
export type PremiumTable = { rows: MappedPremium[]; report: FileReport; formatLabel: string };

/**
 * `readPremiums`: reads a year's premium table elsewhere (the import scripts read the other years
 * in worker threads while this one reads the first: scripts/premium-reader/parallel.ts).
 */
type Reader = { onProgress?: (progress: ImportProgress) => void; readPremiums?: (year: YearSources) => Promise<PremiumTable> };

/** Counts rejected rows by reason, with the first line of each. */
class Rejections {
  private readonly byReason = new Map<string, Rejection>();
  add(reason: string, line: number) {
    const entry = this.byReason.get(reason);
    if (entry) entry.count++;
    else this.byReason.set(reason, { reason, count: 1, line });
  }
  get list() {
    return [...this.byReason.values()];
  }
}

/**
 * Reads one file through its row schema: valid rows are returned, invalid ones counted by reason.
 * `schemaFor` may choose the schema from the header (a premium table's format); `problem` rejects
 * valid rows for reasons across rows (duplicates, another year).
 */
async function readFile<T>(
  file: string,
  schemaFor: (header: readonly string[]) => { schema: z.ZodType<T>; columns: readonly string[]; format?: string },
  { delimiter, onProgress }: Reader & { delimiter?: string },
  problem: (row: T) => string | null = () => null,
): Promise<{ rows: T[]; lines: number[]; report: FileReport }> {
  const total = (await stat(file).catch(() => ({ size: 0 }))).size;
  const rejected = new Rejections();
  const rows: T[] = [];
  const lines: number[] = [];
  let rowsRead = 0;
  let chosen: ReturnType<typeof schemaFor> | undefined;
  const requiredColumns = (header: readonly string[]) => {
    chosen = schemaFor(header);
    return chosen.columns;
  };
  for await (const { line, record, bytesRead } of readCsv(file, { delimiter, requiredColumns })) {
    rowsRead++;
    const parsed = chosen!.schema.safeParse(record);
    const reason = parsed.success ? problem(parsed.data) : null;
    if (parsed.success && reason === null) {
      rows.push(parsed.data);
      lines.push(line);
    }
    else {
      const issue = parsed.success ? { path: [], message: reason! } : parsed.error.issues[0]!;
      rejected.add(`${issue.path.join(".") || "Zeile"}: ${issue.message}`, line);
    }
    if (onProgress && rowsRead % 5000 === 0) onProgress({ phase: "read", file: path.basename(file), done: bytesRead, total });
  }
  if (rows.length === 0) throw new ImportFileError(file, null, "keine gültige Zeile gefunden");
  const report: FileReport = { file: path.basename(file), rowsRead, accepted: rows.length, rejected: rejected.list };
  if (chosen?.format) report.format = chosen.format;
  return { rows, lines, report };
}

const fixed = <T>(schema: z.ZodType<T>, columns: readonly string[]) => () => ({ schema, columns });

/** The premium table of a year, in whichever known format its header shows. */
export async function readPremiums(year: YearSources, reader: Reader): Promise<PremiumTable> {
  let format: PremiumFormat | undefined;
  const seen = new Set<string>();
  const { rows, report } = await readFile<MappedPremium>(
    year.premiums,
    (header) => {
      format = detectFormat(header);
      if (!format) {
        const known = PREMIUM_FORMATS.map((f) => `${f.label}: ${f.signature.join(", ")}`).join("; ");
        throw new ImportFileError(year.premiums, 1, `unbekanntes Dateiformat (erwartet die Spalten eines bekannten Formats – ${known})`);
      }
      return { schema: format.row, columns: format.columns, format: format.label };
    },
    reader,
    ({ premium }) =>
      premium.tariffYear !== year.year
        ? `Tarifjahr ${premium.tariffYear} passt nicht zur Datei (${year.year})`
        : seen.size === seen.add(premium.id).size
          ? "doppelte Zeile (gleicher Tarif schon gelesen)"
          : null,
  );
  return { rows, report, formatLabel: format!.label };
}

/**
 * The premium region of every municipality in a tariff year: the year's annex (cantons with
 * several regions), and for every other municipality of the locality directory region 0 in a
 * canton the annex does not list. A municipality of the directory that the annex does not know
 * although its canton has several regions was merged after 2026 (e.g. Le Chenit, BFS 5872, into
 * La Vallée de Joux, 5940, on 1.1.2027): it takes its successor's region, or, for one absorbed
 * into an existing municipality, its 2026 region (the same as its successor's, see mergers).
 */
export function municipalityRegionsFor(
  year: number,
  annex: readonly MunicipalityRegionRecord[],
  localities: readonly LocalityRecord[],
): MunicipalityRegionRecord[] {
  const regions = new Map<number, MunicipalityRegionRecord>(annex.map((row) => [row.bfsNumber, row]));
  const annexCantons = new Set(annex.map((row) => row.canton));
  const successors = successorsFor(year);
  for (const locality of localities) {
    if (regions.has(locality.bfsNumber)) continue;
    const successor = regions.get(successors.get(locality.bfsNumber) ?? -1);
    const region = !annexCantons.has(locality.canton) ? 0 : (successor?.region ?? locality.region);
    regions.set(locality.bfsNumber, { bfsNumber: locality.bfsNumber, municipality: locality.municipality, canton: locality.canton, region });
  }
  return [...regions.values()];
}

/**
 * The restricted tariffs of a year, one record per premium region the tariff has premiums in,
 * with their municipalities in the numbering of the locality directory (a number of a
 * municipality formed after 2026 stands for its predecessors). BAG lists a tariff's
 * municipalities for the whole canton: a region of the tariff without a listed municipality gets
 * a record with none, so the tariff is sold nowhere there. A row whose tariff has no premium in
 * the table is rejected.
 */
function restrictionsFor(
  year: number,
  rows: readonly { line: number; record: CatchmentAreaRecord }[],
  regions: readonly MunicipalityRegionRecord[],
  localities: readonly LocalityRecord[],
  premiums: readonly PremiumRecord[],
  report: FileReport,
): TariffRestrictionRecord[] {
  const regionOf = new Map(regions.map((r) => [r.bfsNumber, r]));
  const known = new Set(localities.map((l) => l.bfsNumber));
  const predecessors = new Map<number, number[]>();
  for (const [from, to] of successorsFor(year)) predecessors.set(to, [...(predecessors.get(to) ?? []), from]);
  const tariffRegions = new Map<string, Set<number>>();
  for (const p of premiums) {
    const key = `${p.insurerCode}|${p.canton}|${p.tariffType}|${p.tariffName}`;
    const set = tariffRegions.get(key) ?? new Set<number>();
    tariffRegions.set(key, set.add(p.region));
  }
  const rejected = new Rejections();
  const merged = new Map<string, TariffRestrictionRecord>();
  for (const { line, record } of rows) {
    const tariffKey = `${record.insurerCode}|${record.canton}|${record.tariffType}|${record.tariffName}`;
    const sold = tariffRegions.get(tariffKey);
    if (!sold) {
      rejected.add("Zeile: kein Tarif dieser Bezeichnung in der Prämientabelle", line);
      continue;
    }
    const byRegion = new Map<number, Set<number>>([...sold].map((region) => [region, new Set<number>()]));
    let unknown = false;
    for (const bfs of record.bfsNumbers) {
      const place = regionOf.get(bfs);
      if (!place || place.canton !== record.canton) {
        unknown = true;
        continue;
      }
      const set = byRegion.get(place.region) ?? new Set<number>();
      byRegion.set(place.region, set);
      for (const number of known.has(bfs) ? [bfs] : (predecessors.get(bfs) ?? [])) set.add(number);
    }
    if (unknown) rejected.add(`BFS_Gemeinden: Gemeinde nicht im Kanton ${record.canton} bekannt (nur die bekannten übernommen)`, line);
    for (const [region, numbers] of byRegion) {
      if (!sold.has(region)) continue; // listed municipalities of a region without premiums of the tariff
      const key = `${tariffKey}|${region}`;
      const entry = merged.get(key);
      if (entry) entry.bfsNumbers = [...new Set([...entry.bfsNumbers, ...numbers])].sort((a, b) => a - b);
      else merged.set(key, { insurerCode: record.insurerCode, canton: record.canton, region, tariffType: record.tariffType, tariffName: record.tariffName, bfsNumbers: [...numbers].sort((a, b) => a - b) });
    }
  }
  report.rejected.push(...rejected.list);
  report.accepted = rows.length - rejected.list.filter((r) => r.reason.startsWith("Zeile:")).reduce((sum, r) => sum + r.count, 0);
  return [...merged.values()];
}

async function readRestrictions(file: string, format: PremiumFormat, reader: Reader) {
  const { rows, lines, report } = await readFile(file, fixed(catchmentAreaRowSchema(format), CATCHMENT_AREA_COLUMNS), reader);
  return { rows: rows.map((record, i) => ({ line: lines[i]!, record })), report };
}

/**
 * Reads and validates every source file of the wanted tariff years (all without `years`).
 * Nothing is written: the result goes to storeTariffYear.
 */
export async function readSources(sources: SourceSet, reader: Reader & { years?: readonly number[] } = {}): Promise<SourceData> {
  const insurers = await readFile(sources.insurers, fixed(insurerRowSchema, INSURER_COLUMNS), reader);
  const localities = await readFile(sources.localities, fixed(localityRowSchema, LOCALITY_COLUMNS), reader);
  const reports = [insurers.report, localities.report];
  const knownInsurers = new Map(insurers.rows.map((insurer) => [insurer.code, insurer]));
  await addPostalAddresses(sources.approvedInsurers, knownInsurers, reports);
  const annexes = new Map<string, MunicipalityRegionRecord[]>();
  const years: TariffYearData[] = [];
  const wanted = sources.years.filter((y) => !reader.years || reader.years.includes(y.year));
  // The first year is read here; with a reader elsewhere the others are read at the same time.
  const elsewhere = new Map(wanted.slice(1).flatMap((year) => (reader.readPremiums ? [[year, reader.readPremiums(year)] as const] : [])));
  // A failure elsewhere is reported when its year is reached (not as an unhandled rejection before).
  for (const pending of elsewhere.values()) pending.catch(() => undefined);

  for (const year of wanted) {
    let annex = annexes.get(year.regions);
    if (!annex) {
      const regions = await readFile(year.regions, fixed(regionRowSchema, REGION_COLUMNS), reader);
      reports.push(regions.report);
      annex = regions.rows;
      annexes.set(year.regions, annex);
    }
    const premiums = await (elsewhere.get(year) ?? readPremiums(year, reader));
    const format = PREMIUM_FORMATS.find((known) => known.label === premiums.formatLabel)!;
    reports.push(premiums.report);
    for (const { premium, insurerName } of premiums.rows) {
      const insurer = knownInsurers.get(premium.insurerCode);
      // The premium table's short name is the one people know (e.g. "SLKK", "Helsana").
      if (!insurer) knownInsurers.set(premium.insurerCode, { code: premium.insurerCode, name: insurerName ?? premium.insurerCode, legalName: null, place: null, group: null, uid: null });
      else if (insurerName) insurer.name = insurerName;
    }
    const records = premiums.rows.map((row) => row.premium);
    const municipalityRegions = municipalityRegionsFor(year.year, annex, localities.rows);
    let restrictions: TariffRestrictionRecord[] = [];
    if (year.catchmentAreas) {
      const catchment = await readRestrictions(year.catchmentAreas, format, reader);
      restrictions = restrictionsFor(year.year, catchment.rows, municipalityRegions, localities.rows, records, catchment.report);
      reports.push(catchment.report);
    }
    years.push({
      year: year.year,
      source: path.basename(year.premiums),
      premiums: records,
      municipalityRegions,
      restrictions,
    });
  }

  return { insurers: [...knownInsurers.values()], localities: localities.rows, years, reports };
}
