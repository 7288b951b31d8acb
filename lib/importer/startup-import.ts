import "server-only";
import { existsSync } from "node:fs";
import { getCatalog, runBeforeFirstBuild } from "@/lib/catalog/catalog";
import { loadTariffYears } from "@/lib/catalog/premium-store";
import { getDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { formatImportSummary, importPremiumData, missingTariffYears } from "./import-premium-data";

/**
 * Server start: imports the tariff years of the data folder that the database lacks (all on a
 * fresh clone started with `next start`, a new year after its files were added; `npm start`
 * imports in its own process before), then builds the index. A missing data folder is reported,
 * not fatal: the information pages still work, and years already stored are served.
 */
export function prepareCatalog(): Promise<void> {
  const startup = runBeforeFirstBuild(async () => {
    const db = await getDatabase();
    const missing = await missingTariffYears(db, env().premiumDataDir).catch(async (error: unknown) => {
      // One message that says what still works and what to do; years already stored are served.
      const stored = (await loadTariffYears(db).catch(() => [])).map((y) => y.year);
      const dir = env().premiumDataDir;
      console.error(
        `[import] ${existsSync(dir) ? `Prämiendaten in ${dir} nicht lesbar: ${(error as Error).message}` : `Prämiendaten-Ordner ${dir} nicht gefunden (PREMIUM_DATA_DIR)`}. ` +
          (stored.length > 0
            ? `Die Suche verwendet die schon importierten Tarifjahre ${stored.join(", ")}.`
            : "Die Seiten, das Versicherer-Portal und die Administration laufen; Prämiensuche, Rechner und Berater antworten mit 503, " +
              "bis Daten importiert sind (PREMIUM_DATA_DIR setzen und neu starten, oder npm run data:import)."),
      );
      return [];
    });
    if (missing.length > 0) {
      console.log(`[import] Tarifjahr ${missing.join(", ")} fehlt in der Datenbank: Import aus ${env().premiumDataDir}`);
      try {
        const summary = await importPremiumData(db, env().premiumDataDir, { years: missing });
        for (const line of formatImportSummary(summary)) console.log(`[import] ${line}`);
      } catch (error) {
        console.error(`[import] Keine Prämiendaten importiert, die Suche antwortet mit 503: ${(error as Error).message}`);
      }
    }
  }).catch((error: unknown) => console.error(`[premiums] Start ohne Datenbank: ${(error as Error).message}`));
  return startup.then(() => getCatalog().then(() => undefined)).catch(() => undefined);
}

