import "./load-env";
import { existsSync } from "node:fs";
import { closeDatabase, getDatabase } from "@/lib/db";
import { appliedMigrations, readMigrations } from "@/lib/db/migrations";
import { env } from "@/lib/env";
import { missingTariffYears } from "@/lib/importer/import-premium-data";
import { importWithProgress } from "./import-with-progress";

/**
 * `npm run db:migrate`: applies committed migrations (the server also does this on start).
 * With --import-if-empty (used by `npm start`) it then imports the tariff years the database lacks
 * (all on a first start, next year's once its files are there), in this short-lived process, so
 * the server never carries the import's memory.
 */
async function main() {
  const db = await getDatabase(); // opening applies what is pending
  const applied = (await appliedMigrations(db.sql)).size;
  const total = (await readMigrations()).length;
  console.log(`[db] ${db.kind}: ${applied} von ${total} Migrationen angewendet.`);
  // A missing data folder is the server's to report (once, with what still works); a folder
  // whose files cannot be imported is reported here.
  if (process.argv.includes("--import-if-empty") && existsSync(env().premiumDataDir)) {
    try {
      const missing = await missingTariffYears(db, env().premiumDataDir);
      if (missing.length > 0) await importWithProgress(db, missing);
    } catch (error) {
      // The server still starts (information pages work); it reports the missing data itself.
      console.error(`[import] Keine Prämiendaten importiert: ${(error as Error).message}`);
    }
  }
  await closeDatabase();
}

main().catch((error: unknown) => {
  console.error(`[db] Migration fehlgeschlagen: ${(error as Error).message}`);
  process.exit(1);
});
