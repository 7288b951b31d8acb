import path from "node:path";
import type { Database } from "@/lib/db";
import { readSources, type FileReport, type ImportProgress } from "./read-sources";
import { findSources } from "./source-files";
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
  { onProgress }: { onProgress?: (progress: ImportProgress) => void } = {},
): Promise<ImportSummary> {
  const started = Date.now();
  const sources = await findSources(dir);
  const data = await readSources(sources, { onProgress });
  for (const year of data.years) {
    const file = sources.premiums.find((name) => name.includes(String(year.year))) ?? sources.premiums[0]!;
    await storeTariffYear(db, data, year, { source: path.basename(file), onProgress });
  }
  return {
    dir,
    years: data.years.map((year) => ({ year: year.year, premiums: year.premiums.length })),
    reports: data.reports,
    durationMs: Date.now() - started,
  };
}

/** Whether any tariff year has been imported (the first start imports when not). */
export async function hasPremiumData(db: Database): Promise<boolean> {
  return (await db.prisma.tariffYear.count()) > 0;
}

const number = new Intl.NumberFormat("de-CH");

/** The summary as terminal lines: per file rows read, stored, rejected with reasons. */
export function formatImportSummary(summary: ImportSummary): string[] {
  const lines = summary.reports.flatMap((report) => {
    const rejected = report.rowsRead - report.accepted;
    return [
      `  ${report.file}: ${number.format(report.rowsRead)} gelesen, ${number.format(report.accepted)} gespeichert, ${number.format(rejected)} abgewiesen`,
      ...report.rejected.map((r) => `      ${number.format(r.count)} × ${r.reason} (zuerst Zeile ${r.line})`),
    ];
  });
  const years = summary.years.map((y) => `${y.year} (${number.format(y.premiums)} Prämien)`).join(", ");
  return [
    `Import aus ${summary.dir} abgeschlossen in ${(summary.durationMs / 1000).toFixed(1)} s: Tarifjahr ${years}`,
    ...lines,
  ];
}
