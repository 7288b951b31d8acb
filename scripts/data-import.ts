import "./load-env";
import { closeDatabase, getDatabase } from "@/lib/db";
import { ImportFileError } from "@/lib/importer/import-premium-data";
import { importHereOrInServer } from "./import-with-progress";

/** `npm run data:import`: (re-)imports the BAG premium data; each tariff year replaces its old data whole. */
async function main() {
  try {
    await importHereOrInServer(getDatabase);
  } finally {
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof ImportFileError ? error.message : (error as Error).stack;
  console.error(`[import] Import abgebrochen, die Datenbank ist unverändert: ${message}`);
  process.exit(1);
});
