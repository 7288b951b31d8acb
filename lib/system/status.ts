import "server-only";
import { getDatabase } from "@/lib/db";
import { appliedMigrations } from "@/lib/db/migrations";

export type SystemStatus = {
  status: "ok";
  database: "postgresql" | "pglite";
  migrations: number;
  installedAt: string;
};

/**
 * Checks that the database answers and its schema is current; records when this
 * installation's database was first used.
 */
export async function systemStatus(): Promise<SystemStatus> {
  const db = await getDatabase();
  const migrations = (await appliedMigrations(db.sql)).size;
  const installed = await db.prisma.appSetting.upsert({
    where: { key: "installedAt" },
    create: { key: "installedAt", value: new Date().toISOString() },
    update: {},
  });
  return { status: "ok", database: db.kind, migrations, installedAt: installed.value };
}
