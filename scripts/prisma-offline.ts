// @ts-nocheck -- tooling script driving Prisma internals, which ship no resolvable types
/**
 * Offline replacement for `prisma migrate dev|deploy`, `prisma db push`, `prisma migrate diff`.
 * The Prisma 7 CLI spawns a native `schema-engine` binary downloaded from binaries.prisma.sh;
 * this script drives the WASM schema engine (@prisma/schema-engine-wasm, shipped via
 * @prisma/internals) through a Prisma driver adapter instead, so no download is needed.
 *
 *   tsx scripts/prisma-offline.ts dev --name init   # create + apply a migration
 *   tsx scripts/prisma-offline.ts deploy            # apply pending migrations
 *   tsx scripts/prisma-offline.ts push              # db push (no migration files)
 *   tsx scripts/prisma-offline.ts status            # list applied / pending
 *
 * DATABASE_URL: postgresql://... | pglite:./pgdata (npm run db:migrate:dev uses a throwaway PGlite)
 */
import path from "node:path";
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Migrate as MigrateT } from "@prisma/migrate";
// these are CJS bundles without static ESM named-export hints -> load via require
const require = createRequire(import.meta.url);
const { Migrate, SchemaEngineWasm } = require("@prisma/migrate") as typeof import("@prisma/migrate");
const { loadSchemaContext } = require("@prisma/internals") as typeof import("@prisma/internals");
const { bindMigrationAwareSqlAdapterFactory } = require("@prisma/driver-adapter-utils") as typeof import("@prisma/driver-adapter-utils");

const SCHEMA = process.env.PRISMA_SCHEMA ?? "prisma/schema.prisma";
const MIGRATIONS = path.resolve(process.env.PRISMA_MIGRATIONS ?? "prisma/migrations");

async function adapterFactory(url: string): Promise<any> {
  if (url.startsWith("postgres")) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    // Workaround: the WASM engine introspects pg_catalog columns of type "char" (OID 18), which
    // @prisma/adapter-pg 7.10 rejects (UnsupportedNativeDataType -> "Column type 'char' could not be
    // deserialized"). Report them as text (OID 25); values are plain strings anyway.
    const pg = (await import("pg")).default;
    const origQuery = pg.Client.prototype.query as any;
    const fix = (r: any) => {
      for (const f of r?.fields ?? []) if (f.dataTypeID === 18) f.dataTypeID = 25;
      return r;
    };
    (pg.Client.prototype as any).query = function (...args: any[]) {
      const cb = args[args.length - 1];
      if (typeof cb === "function") {
        args[args.length - 1] = (err: any, r: any) => cb(err, err ? r : fix(r)); // pool.query path
        return origQuery.apply(this, args);
      }
      const res = origQuery.apply(this, args);
      return res && typeof res.then === "function" ? res.then(fix) : res;
    };
    return new PrismaPg({ connectionString: url }, { shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL } as any);
  }
  if (url.startsWith("pglite:")) {
    const { PGlite } = await import("@electric-sql/pglite");
    // pglite-prisma-adapter
    const { PrismaPGlite } = await import("pglite-prisma-adapter" as string);
    const dir = url.slice("pglite:".length);
    return new PrismaPGlite(new PGlite(dir));
  }
  throw new Error(`unsupported DATABASE_URL ${url}`);
}

// @prisma/internals' own loader looks for ../build/schema_engine_bg.wasm (only present inside the
// bundled `prisma` CLI), so instantiate @prisma/schema-engine-wasm ourselves.
async function loadWasmEngine(adapter: any, schemaContext: any) {
  const runtime: any = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasmPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg").replace(/\.js$/, ".wasm");
  const mod = new WebAssembly.Module(await readFile(wasmPath));
  const instance = new WebAssembly.Instance(mod, { "./schema_engine_bg.js": runtime });
  runtime.__wbg_set_wasm(instance.exports);
  (instance.exports as any).__wbindgen_start();
  const debug = (arg: unknown) => process.env.DEBUG && console.error(arg);
  const wasmEngine = await runtime.SchemaEngine.new({ datamodels: schemaContext.schemaFiles }, debug, adapter);
  return new (SchemaEngineWasm as any)({ engine: wasmEngine, errorRegistry: adapter.errorRegistry });
}

async function main() {
  const [cmd, ...rest] = process.argv.slice(2);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL not set");
  const schemaContext = await loadSchemaContext({ schemaPath: { cliProvidedPath: SCHEMA } });
  const adapter = bindMigrationAwareSqlAdapterFactory(await adapterFactory(url));
  const engine = await loadWasmEngine(adapter, schemaContext);
  const migrate = new (Migrate as any)({ engine, schemaContext, migrationsDirPath: MIGRATIONS }) as MigrateT;
  try {
    if (cmd === "deploy") {
      const r = await migrate.applyMigrations();
      console.log("applied:", r.appliedMigrationNames);
    } else if (cmd === "dev") {
      // The WASM engine's createMigration needs an "external" shadow DB that it does not obtain from
      // the adapter for SQLite, so emulate `migrate dev` as: deploy pending migrations, diff the live
      // DB against schema.prisma, write the SQL as a new migration folder, deploy again.
      // (No shadow-DB drift check, unlike the real `migrate dev`.)
      const nameIdx = rest.indexOf("--name");
      const migrationName = (nameIdx >= 0 ? rest[nameIdx + 1] : "migration").replace(/[^a-zA-Z0-9_]/g, "_");
      const before = await migrate.applyMigrations();
      if (before.appliedMigrationNames.length) console.log("applied:", before.appliedMigrationNames);
      const files = schemaContext.schemaFiles.map(([p, content]: [string, string]) => ({ path: p, content }));
      const filters = { externalTables: [], externalEnums: [] };
      const { stdout } = await (engine as any).engine.diff({
        from: { tag: "schemaDatasource", files, configDir: process.cwd() },
        to: { tag: "schemaDatamodel", files },
        script: true,
        exitCode: null,
        filters,
      });
      if (!stdout.trim() || /^-- This is an empty migration/.test(stdout.trim())) {
        console.log("Already in sync, no migration created.");
      } else {
        const ts = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
        const dir = path.join(MIGRATIONS, `${ts}_${migrationName}`);
        await mkdir(dir, { recursive: true });
        await writeFile(path.join(dir, "migration.sql"), stdout);
        const provider = schemaContext.primaryDatasource?.activeProvider ?? "sqlite";
        await writeFile(
          path.join(MIGRATIONS, "migration_lock.toml"),
          `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${provider}"\n`,
        );
        const r = await migrate.applyMigrations();
        console.log("created:", path.relative(process.cwd(), dir), "applied:", r.appliedMigrationNames);
      }
    } else if (cmd === "push") {
      const r = await migrate.push({ force: rest.includes("--force") });
      console.log("push:", r);
    } else if (cmd === "status") {
      const r = await migrate.diagnoseMigrationHistory({ optInToShadowDatabase: false });
      console.log(JSON.stringify(r, null, 2));
    } else {
      throw new Error("usage: dev --name X | deploy | push [--force] | status");
    }
  } finally {
    await migrate.stop().catch(() => {});
  }
}

main().then(() => process.exit(0), (e) => {
  console.error(e);
  process.exit(1);
});
