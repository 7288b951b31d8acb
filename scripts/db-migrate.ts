import "./load-env";
import { describeUrl } from "@/lib/db/connection";
import { closeDatabase, getDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { readMigrations } from "@/lib/db/migrations";

/** `npm run db:migrate`: applies committed migrations (the server also does this on start). */
async function main() {
  const { kind } = describeUrl(env().databaseUrl);
  const db = await getDatabase();
  const [row] = await db.sql.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`,
  );
  const total = (await readMigrations()).length;
  console.log(`[db] ${kind}: ${row?.count ?? 0} von ${total} Migrationen angewendet.`);
  await closeDatabase();
}

main().catch((error: unknown) => {
  console.error(`[db] Migration fehlgeschlagen: ${(error as Error).message}`);
  process.exit(1);
});
