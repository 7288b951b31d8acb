import { NextResponse, type NextRequest } from "next/server";
import { apiError, guarded, validationError } from "@/lib/http/api-response";
import texts from "@/lib/i18n/messages/de/validation.json";
import { describePostalCode } from "@/lib/location/describe-postal-code";
import { requireCatalog } from "@/lib/premiums/require-catalog";
import { postalCodeParamSchema } from "@/lib/validations/location";

/** GET /api/location?postal_code=: validates a postal code (400 bad format, 404 unknown). */
export function GET(request: NextRequest) {
  return guarded("location", async () => {
    const input = postalCodeParamSchema.safeParse(request.nextUrl.searchParams.get("postal_code") ?? undefined);
    if (!input.success) return validationError(input.error);
    const catalog = await requireCatalog();
    if (!catalog.ok) return catalog.response;
    const info = describePostalCode(catalog.catalog, input.data);
    if (!info) return apiError(404, texts.location.notFound, texts.location.notFoundDetails.replace("{postalCode}", input.data));
    return NextResponse.json({ valid: true, ...info }, { headers: { "cache-control": "public, max-age=300" } });
  });
}
