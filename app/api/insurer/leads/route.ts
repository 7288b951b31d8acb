import { validationError } from "@/lib/http/api-response";
import { withInsurer } from "@/lib/auth/with-insurer";
import { listInsurerLeads } from "@/lib/insurers/portal-leads";
import { leadsQuerySchema } from "@/lib/validations/insurer-portal";

export const dynamic = "force-dynamic";

/**
 * GET /api/insurer/leads?page=&pageSize=&hideDownloaded=: the authenticated insurer's leads,
 * newest first, decrypted; `{ leads, totalCount }` with totalCount counting what the filter matches.
 */
export const GET = withInsurer("leads", async (request, { db, insurerCode }) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = leadsQuerySchema.safeParse(params);
  if (!query.success) return validationError(query.error);
  const page = await listInsurerLeads(db, insurerCode, query.data);
  return Response.json(page, { headers: { "cache-control": "no-store" } });
});
