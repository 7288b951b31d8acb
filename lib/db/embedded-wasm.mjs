// The embedded database (PGlite) is PostgreSQL compiled to WebAssembly. V8 compiles a WebAssembly
// module twice over: at once with its baseline compiler (Liftoff), then the functions that run
// often again with its optimising compiler (TurboFan). After the start, when the premium index has
// been read from the database, TurboFan's code for PostgreSQL is about 60 MB of the server's
// resident memory (measured: 340 MB with it, 260 MB without, on both tariff years), for queries
// that are a small part of the server's work: the premium search never touches the database, and
// the requests that do (quote requests, sessions, rate limits) are single-row reads and writes.
// So the production server keeps the baseline code only when it runs the embedded database
// (docs/performance.md); WASM_OPTIMIZING_COMPILER=1 keeps both tiers.
import v8 from "node:v8";

/** Whether this process runs the embedded database: DATABASE_URL empty or `pglite:`. */
export const usesEmbeddedDatabase = (env) => !env.DATABASE_URL || env.DATABASE_URL.startsWith("pglite:");

/**
 * Before any WebAssembly is compiled: the baseline compiler only, for a server on the embedded
 * database, unless WASM_OPTIMIZING_COMPILER=1. Returns whether it was set.
 */
export function keepBaselineWasmOnly(env = process.env, setFlags = (flags) => v8.setFlagsFromString(flags)) {
  if (!usesEmbeddedDatabase(env) || env.WASM_OPTIMIZING_COMPILER === "1") return false;
  setFlags("--liftoff-only");
  return true;
}
