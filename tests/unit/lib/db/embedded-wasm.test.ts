import { keepBaselineWasmOnly, usesEmbeddedDatabase } from "@/lib/db/embedded-wasm.mjs";

// The production server keeps WebAssembly's baseline code only when it runs the embedded database.
describe("keepBaselineWasmOnly", () => {
  const run = (env: Record<string, string | undefined>) => {
    const flags: string[] = [];
    const set = keepBaselineWasmOnly(env, (f: string) => flags.push(f));
    return { set, flags };
  };

  it("sets --liftoff-only for the embedded database (DATABASE_URL empty or pglite:)", () => {
    expect(run({})).toEqual({ set: true, flags: ["--liftoff-only"] });
    expect(run({ DATABASE_URL: "" })).toEqual({ set: true, flags: ["--liftoff-only"] });
    expect(run({ DATABASE_URL: "pglite:/srv/data/pgdata" })).toEqual({ set: true, flags: ["--liftoff-only"] });
  });

  it("leaves V8 alone on a PostgreSQL server, and when WASM_OPTIMIZING_COMPILER=1 asks for both tiers", () => {
    expect(run({ DATABASE_URL: "postgresql://app@db:5432/pk" })).toEqual({ set: false, flags: [] });
    expect(run({ WASM_OPTIMIZING_COMPILER: "1" })).toEqual({ set: false, flags: [] });
    expect(usesEmbeddedDatabase({ DATABASE_URL: "postgres://x@y/z" })).toBe(false);
  });
});
