import { defineConfig } from "prisma/config";

// Offline: the Prisma CLI downloads its native schema engine before `generate`; pointing the
// override at any existing file skips that. `generate` never runs it; migrations are applied
// by lib/db/migrations.ts (plain SQL) and created by scripts/prisma-offline.ts (WASM engine).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= "/bin/false";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
