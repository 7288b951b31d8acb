import { NextResponse } from "next/server";
import { apiError, guarded, validationError } from "@/lib/http/api-response";
import texts from "@/lib/i18n/messages/de/validation.json";
import { describePostalCode } from "@/lib/location/describe-postal-code";
import { requireCatalog } from "@/lib/premiums/require-catalog";
import { postalCodeParamSchema } from "@/lib/validations/location";

/** GET /api/location/{plz}: the region info of a postal code (municipalities, canton, premium region). */
export function GET(_request: Request, { params }: { params: Promise<{ plz: string }> }) {
  return guarded("location/[plz]", async () => {
    const input = postalCodeParamSchema.safeParse((await params).plz);
    if (!input.success) return validationError(input.error);
    const catalog = await requireCatalog();
    if (!catalog.ok) return catalog.response;
    const info = describePostalCode(catalog.catalog, input.data);
    if (!info) return apiError(404, texts.location.notFound, texts.location.notFoundDetails.replace("{postalCode}", input.data));
    return NextResponse.json(info, { headers: { "cache-control": "public, max-age=300" } });
  });
}
