import { SingleBar, Presets } from "cli-progress";
import type { Database } from "@/lib/db";
import { env } from "@/lib/env";
import { formatImportSummary, importPremiumData, type ImportProgress, type ImportSummary } from "@/lib/importer/import-premium-data";
import { readPremiumsInWorker } from "./premium-reader/parallel";
import { runningServerSocket, sendToServer } from "./running-server";

const label = { read: "lesen", store: "speichern" } as const;

/** A progress bar on a terminal, plain lines elsewhere. */
function progressPrinter() {
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
  return { onProgress, stop: () => bar?.stop() };
}

/** Runs the importer in this process with a progress bar and prints the summary. */
export async function importWithProgress(db: Database, years?: readonly number[]): Promise<ImportSummary> {
  const dir = env().premiumDataDir;
  console.log(`[import] Prämiendaten aus ${dir}${years ? ` (Tarifjahr ${years.join(", ")})` : ""}`);
  const { onProgress, stop } = progressPrinter();
  try {
    // The second year's table is read in a worker thread while this one reads the first.
    const summary = await importPremiumData(db, dir, { onProgress, readPremiums: readPremiumsInWorker, ...(years ? { years } : {}) });
    stop();
    for (const line of formatImportSummary(summary)) console.log(`[import] ${line}`);
    return summary;
  } finally {
    stop();
  }
}

/**
 * `npm run data:import`: with the embedded database held by the running server, the server imports
 * (from its own PREMIUM_DATA_DIR) and swaps its index; otherwise this process imports.
 */
export async function importHereOrInServer(openDatabase: () => Promise<Database>): Promise<void> {
  const socket = await runningServerSocket();
  if (!socket) {
    await importWithProgress(await openDatabase());
    return;
  }
  console.log("[import] Der Server hält die eingebettete Datenbank: er importiert selbst, die Seite bleibt erreichbar.");
  const { onProgress, stop } = progressPrinter();
  try {
    await sendToServer(socket, "/import", {}, (line) => {
      if (line.progress) onProgress(line.progress as ImportProgress);
      if (typeof line.log === "string") {
        stop();
        console.log(`[import] ${line.log}`);
      }
    });
  } finally {
    stop();
  }
}
