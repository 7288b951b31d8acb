import type { Database } from "@/lib/db";
import { readSources, type FileReport, type ImportProgress, type PremiumTable } from "./read-sources";
import { findSources, type YearSources } from "./source-files";
import { storeTariffYear } from "./store-source-data";

export { ImportFileError } from "./csv-source";
export type { FileReport, ImportProgress } from "./read-sources";

export type ImportSummary = {
  dir: string;
  years: { year: number; premiums: number }[];
  reports: FileReport[];
  durationMs: number;
};

/**
 * Reads the BAG files of a data folder, validates every row and stores each tariff year in its
 * own transaction. Throws ImportFileError (file and line) for a missing or malformed file;
 * then nothing was written.
 */
export async function importPremiumData(
  db: Database,
  dir: string,
  { onProgress, years, readPremiums }: { onProgress?: (progress: ImportProgress) => void; years?: readonly number[]; readPremiums?: (year: YearSources) => Promise<PremiumTable> } = {},
): Promise<ImportSummary> {
  const started = Date.now();
  const sources = await findSources(dir);
  const data = await readSources(sources, { onProgress, ...(years ? { years } : {}), ...(readPremiums ? { readPremiums } : {}) });
  const formats = new Map(data.reports.map((report) => [report.file, report.format]));
  for (const year of data.years) {
    const format = formats.get(year.source);
    await storeTariffYear(db, data, year, { source: format ? `${year.source} (${format})` : year.source, onProgress });
  }
  return {
    dir,
    years: data.years.map((year) => ({ year: year.year, premiums: year.premiums.length })),
    reports: data.reports,
    durationMs: Date.now() - started,
  };
}

/** Whether any tariff year has been imported. */
export async function hasPremiumData(db: Database): Promise<boolean> {
  return (await db.prisma.tariffYear.count()) > 0;
}

/**
 * The tariff years of the data folder that the database does not hold yet: all of them on a
 * first start, next year's after its files were added (or the database comes from a version
 * that imported fewer years). A start imports these and leaves the others alone.
 */
export async function missingTariffYears(db: Database, dir: string): Promise<number[]> {
  const { years } = await findSources(dir);
  const stored = new Set((await db.prisma.tariffYear.findMany({ select: { year: true } })).map((y) => y.year));
  return years.map((y) => y.year).filter((year) => !stored.has(year));
}

const number = new Intl.NumberFormat("de-CH");

/** The summary as terminal lines: per file rows read, stored, rejected with reasons. */
export function formatImportSummary(summary: ImportSummary): string[] {
  const lines = summary.reports.flatMap((report) => {
    const rejected = report.rowsRead - report.accepted;
    return [
      `  ${report.file}${report.format ? ` [${report.format}]` : ""}: ${number.format(report.rowsRead)} gelesen, ${number.format(report.accepted)} gespeichert, ${number.format(rejected)} abgewiesen`,
      ...report.rejected.map((r) => `      ${number.format(r.count)} × ${r.reason} (zuerst Zeile ${r.line})`),
    ];
  });
  const years = summary.years.map((y) => `${y.year} (${number.format(y.premiums)} Prämien)`).join(", ");
  return [
    `Import aus ${summary.dir} abgeschlossen in ${(summary.durationMs / 1000).toFixed(1)} s: Tarifjahr ${years}`,
    ...lines,
  ];
}
