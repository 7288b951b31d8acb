import "server-only";
import { NextResponse } from "next/server";
import { guarded } from "@/lib/http/api-response";
import { requireCatalog } from "@/lib/catalog/require-catalog";

/**
 * `{ insurers: [{ code, name, address? }] }`: every insurer with premiums, by name, from memory;
 * `address` holds the head office's lines for the cancellation letter where BAG's list has them.
 */
export function insurerListResponse(name: string) {
  return guarded(name, async () => {
    const catalog = await requireCatalog();
    if (!catalog.ok) return catalog.response;
    const insurers = catalog.catalog.insurers.map(({ code, name: insurerName, postalAddress }) => ({
      code,
      name: insurerName,
      ...(postalAddress ? { address: postalAddress.split("\n") } : {}),
    }));
    return NextResponse.json({ insurers }, { headers: { "cache-control": "public, max-age=300" } });
  });
}
