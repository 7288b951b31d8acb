import "server-only";
import type { NextResponse } from "next/server";
import { apiError } from "@/lib/http/api-response";
import texts from "@/lib/i18n/messages/de/validation.json";
import { getCatalog, type Catalog } from "./catalog";

/** The catalog, or a 503 answer when no premium data is loaded (missing data folder, import running). */
export async function requireCatalog(): Promise<{ ok: true; catalog: Catalog } | { ok: false; response: NextResponse }> {
  const catalog = await getCatalog();
  if (catalog) return { ok: true, catalog };
  return { ok: false, response: apiError(503, texts.dataUnavailable, texts.dataUnavailableDetails) };
}
