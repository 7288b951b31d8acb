import type { NextRequest } from "next/server";
import { postalCodeResponse } from "@/lib/location/describe-postal-code";

/** GET /api/location?postal_code=: validates a postal code (400 bad format, 404 unknown). */
export function GET(request: NextRequest) {
  return postalCodeResponse("location", request.nextUrl.searchParams.get("postal_code") ?? undefined, { valid: true });
}
