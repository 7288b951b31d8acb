import { Worker } from "node:worker_threads";
import { ImportFileError } from "@/lib/importer/csv-source";
import type { PremiumTable } from "@/lib/importer/read-sources";
import type { YearSources } from "@/lib/importer/source-files";

type Answer = { ok: true; table: PremiumTable } | { ok: false; file?: string; line?: number | null; reason?: string; message?: string };

/**
 * Reads a year's premium table in a worker thread, so the import scripts parse two tariff years
 * at once on two cores (reading and validating is most of a first start's import). Only the
 * scripts (run by tsx) use it; the server imports in its own thread.
 */
export function readPremiumsInWorker(year: YearSources): Promise<PremiumTable> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./boot.mjs", import.meta.url), {
      workerData: { entry: new URL("./worker.ts", import.meta.url).href, year },
    });
    worker.once("message", (answer: Answer) => {
      if (answer.ok) resolve(answer.table);
      else reject(answer.file ? new ImportFileError(answer.file, answer.line ?? null, answer.reason ?? "") : new Error(answer.message));
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`Der Lese-Thread für ${year.premiums} endete mit Code ${code}`));
    });
  });
}
