import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { openDatabase, type Database } from "./connection";
import { secureDataFolder } from "./data-folder";

export type { Database } from "./connection";

/**
 * What a data function needs: the Prisma client, or the client of a transaction, so one
 * `$transaction` can span the functions of several domains (e.g. a key and its audit entry).
 */
export type Db = { prisma: Prisma.TransactionClient };

// One connection per process, kept on globalThis so dev-server reloads reuse it
// (a PGlite data folder must only ever be opened once).
const globalForDb = globalThis as unknown as { __db?: Promise<Database> };

/**
 * The process's database, opened on first use with pending migrations applied.
 * Only the server-only data modules in lib/<domain> call this.
 */
export function getDatabase(): Promise<Database> {
  globalForDb.__db ??= secureDataFolder(env().dataDir)
    .then(() => openDatabase(env().databaseUrl, { poolSize: env().DATABASE_POOL_SIZE }))
    .catch((error: unknown) => {
      globalForDb.__db = undefined; // let the next request try again
      throw error;
    });
  return globalForDb.__db;
}

export async function closeDatabase(): Promise<void> {
  const pending = globalForDb.__db;
  globalForDb.__db = undefined;
  if (pending) await (await pending).close();
}

/** Whether the database answers now: tells an outage (503) from a fault of the code (500). */
export async function databaseReachable(): Promise<boolean> {
  try {
    await (await getDatabase()).sql.query("SELECT 1");
    return true;
  } catch {
    return false;
  }
}
