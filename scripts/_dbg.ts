import { loadCatalog, closeCatalog } from "./advisor-catalog";
import { extractContext } from "@/lib/advisor/catalog-context";
import { extractCriteria } from "@/lib/advisor/extract";
import { normalizeText } from "@/lib/domain/message-text";
async function main() {
  const catalog = await loadCatalog();
  const now = new Date("2026-11-22T12:00:00Z");
  for (const m of process.argv.slice(2)) {
    const ctx = extractContext(catalog, now, null, { hasPostalCode: false, hasBirthYear: false }, 2027);
    console.log(m, JSON.stringify(extractCriteria(normalizeText(m), ctx)), ctx.postalCodes.get("1983"));
  }
  await closeCatalog();
}
void main();
