import { insurerListResponse } from "@/lib/insurers/insurer-list-response";

export const dynamic = "force-dynamic";

/** GET /api/insurer/list: code and name of every insurer (insurer portal login). */
export function GET() {
  return insurerListResponse("insurer/list");
}
