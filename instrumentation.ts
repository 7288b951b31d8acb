/**
 * Runs once when the server starts: makes the admin panel's embedded secrets (so a generated
 * first password appears in the start log), warns about example values in production, imports on
 * a first start, builds the premium index.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { ensureAdminSecrets } = await import("@/lib/admin/admin-secrets");
    try {
      ensureAdminSecrets();
    } catch (error) {
      console.error(`[admin] Geheimnisse der Administration nicht verfügbar: ${(error as Error).message}`);
    }
    const { configurationWarnings, warningLog } = await import("@/lib/system/config-warnings");
    const { env } = await import("@/lib/env");
    try {
      const warnings = configurationWarnings(env());
      if (warnings.length > 0) console.warn(warningLog(warnings));
    } catch {
      // An invalid configuration is reported by whatever reads it first, with every variable named.
    }
    const { prepareCatalog } = await import("@/lib/importer/startup-import");
    await prepareCatalog();
    // With the embedded database: `npm run keys` and `npm run data:import` reach it through this process.
    const { startOpsSocket } = await import("@/lib/ops/ops-socket");
    await startOpsSocket().catch((error: unknown) => console.error(`[ops] Betriebs-Socket nicht verfügbar: ${(error as Error).message}`));
  }
}
