import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** The little a migration needs from a connection: run a script, run a query. */
export type SqlRunner = {
  exec(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
};

export const migrationsDir = () => path.join(process.cwd(), "prisma", "migrations");

// Same table and checksums as `prisma migrate deploy`, so Prisma's own CLI can take over
// on a machine that has its schema engine.
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// Several instances may start at once against one PostgreSQL: one migrates, the others wait.
const LOCK_ID = 72_041_998;

export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MigrationError";
  }
}

type Migration = { name: string; sql: string; checksum: string };

export async function readMigrations(dir = migrationsDir()): Promise<Migration[]> {
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/** The migrations this database has applied (and not rolled back), with their checksums. */
export async function appliedMigrations(db: SqlRunner): Promise<Map<string, string>> {
  const rows = await db.query<{ migration_name: string; checksum: string }>(
    `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  return new Map(rows.map((r) => [r.migration_name, r.checksum]));
}

/**
 * Applies every committed migration that the database lacks, each in its own transaction,
 * and refuses to run when an applied migration's file was changed afterwards.
 * Returns the names of the migrations it applied.
 */
export async function applyMigrations(db: SqlRunner, dir = migrationsDir()): Promise<string[]> {
  const migrations = await readMigrations(dir);
  await db.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
  try {
    await db.exec(MIGRATIONS_TABLE);
    const applied = await appliedMigrations(db);
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new MigrationError(
            `Migration ${migration.name} wurde nach dem Anwenden verändert (Prüfsumme stimmt nicht).`,
          );
        }
        continue;
      }
      await db.exec("BEGIN");
      try {
        await db.exec(migration.sql);
        await db.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await db.exec("COMMIT");
      } catch (error) {
        await db.exec("ROLLBACK");
        throw new MigrationError(`Migration ${migration.name} fehlgeschlagen: ${(error as Error).message}`);
      }
      done.push(migration.name);
    }
    return done;
  } finally {
    await db.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]);
  }
}
