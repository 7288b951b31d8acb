import { insurerListResponse } from "@/lib/insurers/insurer-list-response";

export const dynamic = "force-dynamic";

/** GET /api/quote/insurers: code and name of every insurer (the quote form's current insurer). */
export function GET() {
  return insurerListResponse("quote/insurers");
}
