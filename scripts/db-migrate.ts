import "./load-env";
import { closeDatabase, getDatabase } from "@/lib/db";
import { appliedMigrations, readMigrations } from "@/lib/db/migrations";

/** `npm run db:migrate`: applies committed migrations (the server also does this on start). */
async function main() {
  const db = await getDatabase(); // opening applies what is pending
  const applied = (await appliedMigrations(db.sql)).size;
  const total = (await readMigrations()).length;
  console.log(`[db] ${db.kind}: ${applied} von ${total} Migrationen angewendet.`);
  await closeDatabase();
}

main().catch((error: unknown) => {
  console.error(`[db] Migration fehlgeschlagen: ${(error as Error).message}`);
  process.exit(1);
});
