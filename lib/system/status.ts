import "server-only";
import { getDatabase } from "@/lib/db";
import { appliedMigrations } from "@/lib/db/migrations";
import { premiumDataState, type PremiumDataState } from "@/lib/catalog/catalog";

export type SystemStatus = {
  status: "ok";
  database: "postgresql" | "pglite";
  migrations: number;
  installedAt: string;
  /** The premium index: "missing" while no tariff year is imported (searches answer 503, the rest works). */
  premiumData: PremiumDataState;
  /** Resident and JavaScript heap memory of this server process, in MB. */
  memory: { rss: number; heapUsed: number; external: number };
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
  const usage = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1e6);
  return {
    status: "ok",
    database: db.kind,
    migrations,
    installedAt: installed.value,
    premiumData: premiumDataState(),
    memory: { rss: mb(usage.rss), heapUsed: mb(usage.heapUsed), external: mb(usage.external + usage.arrayBuffers) },
  };
}
