import { existsSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { resetCatalog } from "@/lib/catalog/catalog";
import { closeDatabase } from "@/lib/db";
import { openDatabase } from "@/lib/db/connection";
import { prepareCatalog } from "@/lib/importer/startup-import";
import { importPremiumData } from "@/lib/importer/import-premium-data";

const DATA_DIR = path.resolve(process.env.PREMIUM_DATA_DIR ?? "../shared/data");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Gives a test file the real premium data (every tariff year of the data folder) before it opens
 * its database. On the embedded database each file has its own in-memory PGlite: the first file
 * imports the data once and dumps that database; every other file starts from the dump (about
 * two seconds instead of an import of 40 s). On PostgreSQL each file's database is a copy of a
 * template that already holds the data (tests/support/isolated-database.ts). Call it in beforeAll,
 * before anything opens the database.
 */
export async function usePremiumData(): Promise<void> {
  const dir = process.env.PK_TEST_SNAPSHOT_DIR;
  if (process.env.DATABASE_URL !== "pglite:memory" || !dir) return;
  const file = path.join(dir, "premium-data.tar");
  const lock = path.join(dir, "premium-data.lock");
  while (!existsSync(file)) {
    try {
      await mkdir(lock); // the one that makes it imports
    } catch {
      await sleep(500);
      continue;
    }
    try {
      const db = await openDatabase("pglite:memory");
      try {
        await importPremiumData(db, DATA_DIR);
        const dump = await db.dump!();
        await writeFile(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
        await rename(`${file}.part`, file);
      } finally {
        await db.close();
      }
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  process.env.DATABASE_URL = `pglite:memory:${file}`;
}

/**
 * The catalog set-up of the integration tests that search: the real premium data in this file's
 * database, the in-memory catalog built as on a server start, and both closed after the file.
 */
export function useCatalog(): void {
  beforeAll(async () => {
    await usePremiumData();
    await prepareCatalog();
  }, 600_000);
  afterAll(async () => {
    resetCatalog();
    await closeDatabase();
  });
}
