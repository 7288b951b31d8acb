import "server-only";
import { getDatabase } from "@/lib/db";

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
  const [row] = await db.sql.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`,
  );
  const installed = await db.prisma.appSetting.upsert({
    where: { key: "installedAt" },
    create: { key: "installedAt", value: new Date().toISOString() },
    update: {},
  });
  return { status: "ok", database: db.kind, migrations: row?.count ?? 0, installedAt: installed.value };
}
