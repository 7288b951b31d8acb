import { postalCodeResponse } from "@/lib/location/describe-postal-code";

/** GET /api/location/{plz}: the region info of a postal code (municipalities, canton, premium region). */
export async function GET(_request: Request, { params }: { params: Promise<{ plz: string }> }) {
  return postalCodeResponse("location/[plz]", (await params).plz);
}
