import path from "node:path";
import pg from "pg";
import { openDatabase } from "@/lib/db/connection";
import { importPremiumData } from "@/lib/importer/import-premium-data";

const DATA_DIR = path.resolve(process.env.PREMIUM_DATA_DIR ?? "../shared/data");

const withDatabaseName = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

/**
 * On PostgreSQL every test file gets a database of its own, so no order or timing of files can
 * make one see another's keys, leads or counters. The run's database (TEST_DATABASE_URL, made by
 * pg-test-db.mjs) names a template that the first file migrates and fills with the premium data
 * once, under an advisory lock; each file then copies it (CREATE DATABASE … TEMPLATE, about a
 * second). A file that chose its own database before (an in-memory PGlite) keeps it.
 */
export async function isolateDatabase(): Promise<void> {
  const runUrl = process.env.TEST_DATABASE_URL;
  if (!runUrl || process.env.DATABASE_URL !== runUrl) return;
  const run = new URL(runUrl).pathname.slice(1);
  const template = `${run}_tpl`;
  const mine = `${run}_f${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: withDatabaseName(runUrl, "postgres") });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock(hashtext($1))", [template]);
    try {
      const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
      if (exists.rowCount === 0) {
        await admin.query(`CREATE DATABASE "${template}"`);
        const db = await openDatabase(withDatabaseName(runUrl, template), { poolSize: 2 });
        try {
          await importPremiumData(db, DATA_DIR);
        } finally {
          await db.close();
        }
      }
      await admin.query(`CREATE DATABASE "${mine}" TEMPLATE "${template}" STRATEGY FILE_COPY`);
    } finally {
      await admin.query("SELECT pg_advisory_unlock(hashtext($1))", [template]);
    }
  } finally {
    await admin.end();
  }
  process.env.DATABASE_URL = withDatabaseName(runUrl, mine);
}
