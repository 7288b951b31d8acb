import { NextResponse, type NextRequest } from "next/server";
import { guarded, validationError } from "@/lib/http/api-response";
import { requireCatalog } from "@/lib/catalog/require-catalog";
import { locationQuerySchema } from "@/lib/validations/location";

/** GET /api/location/search?q=: up to 10 localities, best matches first, accent- and case-insensitive. */
export function GET(request: NextRequest) {
  return guarded("location/search", async () => {
    const input = locationQuerySchema.safeParse({ q: request.nextUrl.searchParams.get("q") ?? undefined });
    if (!input.success) return validationError(input.error);
    const catalog = await requireCatalog();
    if (!catalog.ok) return catalog.response;
    return NextResponse.json(
      { locations: catalog.catalog.locations.search(input.data.q, 10) },
      { headers: { "cache-control": "public, max-age=300" } },
    );
  });
}
