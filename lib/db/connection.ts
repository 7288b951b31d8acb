import { existsSync } from "node:fs";
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
  /**
   * Bulk writes in one transaction on one connection, without Prisma's per-value parameter
   * handling (the import): rolled back when `work` throws.
   */
  bulk<T>(work: (writer: BulkWriter) => Promise<T>): Promise<T>;
};

/** A column of a bulk load: its name and its PostgreSQL type (for the PostgreSQL path's arrays). */
export type BulkColumn = { name: string; type: "text" | "int" | "boolean" | "float8" | "int[]" };
type BulkValue = string | number | boolean | null | readonly number[];

export type BulkWriter = {
  query(sql: string, params?: unknown[]): Promise<void>;
  /**
   * Appends rows to a table: one COPY … FROM a CSV blob on PGlite (no parameters to bind, the
   * fastest way in), one INSERT … SELECT FROM unnest(column arrays) on PostgreSQL.
   */
  load(table: string, columns: readonly BulkColumn[], rows: readonly (readonly BulkValue[])[]): Promise<void>;
};

/** One value as a field of PostgreSQL's CSV COPY format: an unquoted empty field is NULL. */
function csvField(value: BulkValue): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "string") return `"${value.replaceAll('"', '""')}"`;
  return `"{${value.join(",")}}"`;
}

function csvBlob(rows: readonly (readonly BulkValue[])[]): Blob {
  const lines = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) lines[i] = rows[i]!.map(csvField).join(",");
  return new Blob([lines.join("\n"), "\n"]);
}

const quoted = (name: string) => `"${name}"`;

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
 * PGlite's own start parameters, with small buffers: the searches run from memory, so
 * PostgreSQL's default 128 MB buffer pool would only add to the server's resident memory. 8 MB of
 * shared buffers and 1 MB work and temp memory (instead of 16, 4 and 8 MB) leave the server
 * 20–35 MB smaller after the index was read (docs/performance.md); the index build's joins and
 * the import's index builds (maintenance_work_mem) do not need more.
 */
export const PGLITE_START = [
  "--single", "-F", "-O", "-j",
  "-c", "search_path=public", "-c", "exit_on_error=false", "-c", "log_checkpoints=false",
  "-c", "max_worker_processes=0", "-c", "max_parallel_workers=0", "-c", "max_parallel_workers_per_gather=0",
  "-c", "shared_buffers=8MB", "-c", "work_mem=1MB", "-c", "temp_buffers=1MB",
];

/**
 * An empty database with the migrations applied, made by `npm run build` (scripts/pglite-template.ts):
 * a new data folder starts from it in about a second instead of PostgreSQL's initdb in WebAssembly
 * (8–10 s here). The migrations it lacks are applied after, as on any start.
 */
export const PGLITE_TEMPLATE = () => path.join(/*turbopackIgnore: true*/ process.cwd(), ".next", "pglite-template.tar.gz");

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
  const template = !memory && !existsSync(path.join(target, "PG_VERSION")) && existsSync(PGLITE_TEMPLATE()) ? PGLITE_TEMPLATE() : null;
  const fromFile = dumpFile ?? template;
  const loadDataDir = fromFile ? new Blob([await readFile(fromFile)]) : undefined;
  const lite = memory
    ? new PGlite({ startParams: PGLITE_START, ...(loadDataDir ? { loadDataDir } : {}) })
    : new PGlite(target, { startParams: PGLITE_START, ...(loadDataDir ? { loadDataDir } : {}) });
  await lite.waitReady;
  const sql: SqlRunner = {
    exec: async (text) => {
      await lite.exec(text);
    },
    query: async <T extends Record<string, unknown>>(text: string, params?: unknown[]) =>
      (await lite.query<T>(text, params)).rows,
  };
  await applyMigrations(sql);
  // The WebAssembly memory of the embedded PostgreSQL, for the memory breakdown (lib/system/runtime-stats.ts).
  (globalThis as { __dbWasmBytes?: () => number }).__dbWasmBytes = () =>
    (lite as unknown as { mod?: { HEAP8?: Uint8Array } }).mod?.HEAP8?.byteLength ?? 0;
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
    bulk: (work) =>
      lite.transaction((tx) =>
        work({
          query: async (text, params) => {
            await tx.query(text, params);
          },
          load: async (table, columns, rows) => {
            if (rows.length === 0) return;
            const names = columns.map((column) => quoted(column.name)).join(", ");
            await tx.query(`COPY ${quoted(table)} (${names}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: csvBlob(rows) });
          },
        }),
      ),
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
    bulk: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work({
          query: async (text, params) => {
            await client.query(text, params);
          },
          load: async (table, columns, rows) => {
            if (rows.length === 0) return;
            const arrays = columns.map((_, at) => rows.map((row) => row[at] ?? null));
            // int[] columns travel as their array literal (unnest would flatten a 2-D array).
            const params = arrays.map((values, at) => (columns[at]!.type === "int[]" ? values.map((v) => (v === null ? null : `{${(v as number[]).join(",")}}`)) : values));
            const names = columns.map((column) => quoted(column.name)).join(", ");
            const casts = columns.map((column, at) => `$${at + 1}::${column.type === "int[]" ? "text" : column.type}[]`).join(", ");
            const select = columns.map((column, at) => (column.type === "int[]" ? `c${at}::int[]` : `c${at}`)).join(", ");
            const aliases = columns.map((_, at) => `c${at}`).join(", ");
            await client.query(`INSERT INTO ${quoted(table)} (${names}) SELECT ${select} FROM unnest(${casts}) AS t(${aliases})`, params);
          },
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** Opens the database named by the URL and brings its schema up to date. */
export function openDatabase(url: string, { poolSize = 10 }: { poolSize?: number } = {}): Promise<Database> {
  const { kind, target } = describeUrl(url);
  return kind === "pglite" ? openPglite(target) : openPostgres(target, poolSize);
}
