import { SingleBar, Presets } from "cli-progress";
import type { Database } from "@/lib/db";
import { env } from "@/lib/env";
import { formatImportSummary, importPremiumData, type ImportProgress, type ImportSummary } from "@/lib/importer/import-premium-data";

const label = { read: "lesen", store: "speichern" } as const;

/** Runs the importer with a progress bar on a terminal (plain lines elsewhere) and prints the summary. */
export async function importWithProgress(db: Database, years?: readonly number[]): Promise<ImportSummary> {
  const dir = env().premiumDataDir;
  console.log(`[import] Prämiendaten aus ${dir}${years ? ` (Tarifjahr ${years.join(", ")})` : ""}`);
  const bar = process.stdout.isTTY
    ? new SingleBar({ format: "[import] {task} {bar} {percentage}% | {file}", hideCursor: true }, Presets.shades_classic)
    : null;
  let current = "";
  let lastPercent = -1;
  const onProgress = ({ phase, file, done, total }: ImportProgress) => {
    const task = `${file} ${label[phase]}`;
    const percent = Math.min(100, Math.floor((done * 100) / Math.max(total, 1)));
    if (bar) {
      if (task !== current) {
        if (current) bar.stop();
        bar.start(100, 0, { task: label[phase], file });
        current = task;
      }
      bar.update(percent);
    } else if (task !== current || percent >= lastPercent + 25) {
      console.log(`[import] ${task}: ${percent} %`);
      lastPercent = percent;
      current = task;
    }
  };
  try {
    const summary = await importPremiumData(db, dir, { onProgress, ...(years ? { years } : {}) });
    bar?.stop();
    for (const line of formatImportSummary(summary)) console.log(`[import] ${line}`);
    return summary;
  } catch (error) {
    bar?.stop();
    throw error;
  }
}
