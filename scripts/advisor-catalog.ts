/** The premium catalog for scripts (eval, bench): the local database, imported on first use. */
import "./load-env";
import { closeDatabase } from "@/lib/db";
import { getCatalog, resetCatalog } from "@/lib/catalog/catalog";
import { prepareCatalog } from "@/lib/importer/startup-import";

export async function loadCatalog() {
  await prepareCatalog();
  const catalog = await getCatalog();
  if (!catalog) throw new Error("Keine Prämiendaten geladen (PREMIUM_DATA_DIR prüfen).");
  return catalog;
}

export async function closeCatalog() {
  resetCatalog();
  await closeDatabase();
}
