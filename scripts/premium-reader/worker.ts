import { parentPort, workerData } from "node:worker_threads";
import { ImportFileError } from "@/lib/importer/csv-source";
import { readPremiums } from "@/lib/importer/read-sources";
import type { YearSources } from "@/lib/importer/source-files";

/** Reads one year's premium table and posts its rows (or the file's error) back. */
const { year } = workerData as { year: YearSources };
readPremiums(year, {}).then(
  (table) => parentPort!.postMessage({ ok: true, table }),
  (error: unknown) =>
    parentPort!.postMessage(
      error instanceof ImportFileError
        ? { ok: false, file: error.file, line: error.line, reason: error.reason }
        : { ok: false, message: error instanceof Error ? error.message : String(error) },
    ),
);
