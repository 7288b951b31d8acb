import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { applyMigrations, type SqlRunner } from "./migrations";

export type DatabaseKind = "postgresql" | "pglite";

export type Database = {
  kind: DatabaseKind;
  prisma: PrismaClient;
  /** Raw SQL for bulk work (COPY, advisory locks) that Prisma does not express. */
  sql: SqlRunner;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tar file, to start another in-memory one from (tests). */
  dump?: () => Promise<Blob>;
};

/**
 * `pglite:memory` is an in-memory database (tests), `pglite:memory:<file.tar>` one started from a
 * dump of another (tests share one import of the premium data this way); `pglite:<dir>` a data folder.
 */
export function describeUrl(url: string): { kind: DatabaseKind; target: string } {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: "postgresql", target: url };
  if (url.startsWith("pglite:")) return { kind: "pglite", target: url.slice("pglite:".length) };
  throw new Error(`DATABASE_URL muss mit postgresql:// oder pglite: beginnen`);
}

/**
 * PGlite's own start parameters, with small shared buffers: the searches run from memory, so
 * PostgreSQL's default 128 MB buffer pool would only add to the server's resident memory.
 */
const PGLITE_START = [
  "--single", "-F", "-O", "-j",
  "-c", "search_path=public", "-c", "exit_on_error=false", "-c", "log_checkpoints=false",
  "-c", "max_worker_processes=0", "-c", "max_parallel_workers=0", "-c", "max_parallel_workers_per_gather=0",
  "-c", "shared_buffers=16MB",
];

/**
 * PGlite is a database in this process: a second process opening the same folder (an import while
 * the server runs) would corrupt it. A pid file in the folder refuses that with a clear message;
 * a file left by a process that no longer runs is taken over.
 */
async function lockDataFolder(target: string): Promise<() => Promise<void>> {
  const file = path.join(target, "praemienkompass.pid");
  const holder = await embeddedDatabaseHolder(target);
  if (holder) {
    throw new Error(
      `Die eingebettete Datenbank in ${target} wird schon vom Prozess ${holder} verwendet (läuft der Server?). ` +
        "Beende ihn zuerst oder verwende PostgreSQL (DATABASE_URL).",
    );
  }
  await writeFile(file, String(process.pid));
  return () => rm(file, { force: true });
}

/** The pid of another running process that holds the embedded database in this folder, else null. */
export async function embeddedDatabaseHolder(target: string): Promise<number | null> {
  const holder = Number(await readFile(path.join(target, "praemienkompass.pid"), "utf8").catch(() => ""));
  return holder && holder !== process.pid && isRunning(holder) ? holder : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function openPglite(target: string): Promise<Database> {
  const memory = target === "memory" || target === "" || target.startsWith("memory:");
  const dumpFile = target.startsWith("memory:") ? target.slice("memory:".length) : null;
  if (!memory) await mkdir(target, { recursive: true });
  const unlock = memory ? async () => {} : await lockDataFolder(target);
  const loadDataDir = dumpFile ? new Blob([await readFile(dumpFile)]) : undefined;
  const lite = memory
    ? new PGlite({ startParams: PGLITE_START, ...(loadDataDir ? { loadDataDir } : {}) })
    : new PGlite(target, { startParams: PGLITE_START });
  await lite.waitReady;
  const sql: SqlRunner = {
    exec: async (text) => {
      await lite.exec(text);
    },
    query: async <T extends Record<string, unknown>>(text: string, params?: unknown[]) =>
      (await lite.query<T>(text, params)).rows,
  };
  await applyMigrations(sql);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(lite) });
  return {
    kind: "pglite",
    prisma,
    sql,
    close: async () => {
      await prisma.$disconnect();
      await lite.close();
      await unlock();
    },
    dump: async () => lite.dumpDataDir("none"),
  };
}

/** A pg pool or a single pg client as the runner migrations and raw SQL use. */
function pgRunner(db: pg.Pool | pg.PoolClient): SqlRunner {
  return {
    exec: async (text) => {
      await db.query(text);
    },
    query: async <T extends Record<string, unknown>>(text: string, params?: unknown[]) =>
      (await db.query<T>(text, params)).rows,
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // A database that went away (stopped, network gone) fails a request after 10 s instead of
  // hanging it, and the pool drops the broken connections and opens new ones when it is back.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000, keepAlive: true });
  // An idle connection that breaks emits "error" on the pool: unhandled, that would end the process.
  pool.on("error", (error) => console.error(`[db] Verbindung zur Datenbank unterbrochen: ${error.message}`));
  // Migrations hold an advisory lock, which belongs to one session: use one client for them.
  const client = await pool.connect();
  try {
    await applyMigrations(pgRunner(client));
  } finally {
    client.release();
  }
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: "postgresql",
    prisma,
    sql: pgRunner(pool),
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

/** Opens the database named by the URL and brings its schema up to date. */
export function openDatabase(url: string, { poolSize = 10 }: { poolSize?: number } = {}): Promise<Database> {
  const { kind, target } = describeUrl(url);
  return kind === "pglite" ? openPglite(target) : openPostgres(target, poolSize);
}
