/**
 * `npm run build` (after `next build`): an empty embedded database with every migration applied,
 * as a gzipped dump in `.next/pglite-template.tar.gz`. A first start on an empty DATA_DIR unpacks it
 * (≈ 1 s) instead of running PostgreSQL's initdb in WebAssembly (8–10 s on this machine); see
 * lib/db/connection.ts. Without it (a build made with `npx next build` alone) the start runs initdb.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_START, PGLITE_TEMPLATE } from "@/lib/db/connection";
import { applyMigrations } from "@/lib/db/migrations";

async function main() {
  const started = Date.now();
  const lite = new PGlite({ startParams: PGLITE_START });
  await lite.waitReady;
  await applyMigrations({
    exec: async (text) => {
      await lite.exec(text);
    },
    query: async (text, params) => (await lite.query(text, params)).rows as never,
  });
  await lite.exec("CHECKPOINT");
  const dump = await lite.dumpDataDir("gzip");
  await lite.close();
  const file = PGLITE_TEMPLATE();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${file}.part`, file);
  console.log(`[db] Vorlage der eingebetteten Datenbank: ${path.relative(process.cwd(), file)} (${(dump.size / 1e6).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

main().catch((error: unknown) => {
  console.error(`[db] Vorlage nicht erstellt: ${(error as Error).message}`);
  process.exit(1);
});
