import "server-only";
import { NextResponse } from "next/server";
import { guarded } from "@/lib/http/api-response";
import { requireCatalog } from "@/lib/catalog/require-catalog";

/** `{ insurers: [{ code, name }] }`: every insurer with premiums, by name, from memory. */
export function insurerListResponse(name: string) {
  return guarded(name, async () => {
    const catalog = await requireCatalog();
    if (!catalog.ok) return catalog.response;
    const insurers = catalog.catalog.insurers.map(({ code, name: insurerName }) => ({ code, name: insurerName }));
    return NextResponse.json({ insurers }, { headers: { "cache-control": "public, max-age=300" } });
  });
}
