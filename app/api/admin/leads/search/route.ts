import { withAdmin } from "@/lib/auth/with-admin";
import { readValidBody } from "@/lib/http/api-response";
import { findLeads } from "@/lib/leads/lead-erasure";
import { leadSearchSchema } from "@/lib/validations/admin";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/leads/search `{ query }` (a quote id or an e-mail address; a POST, so the
 * address never lands in a URL or an access log): `{ leads: [{ quoteId, createdAt,
 * insurerCode, insurerName, status, person }] }`.
 */
export const POST = withAdmin("leads/search", async (request, { db }) => {
  const input = await readValidBody(request, leadSearchSchema);
  if (!input.ok) return input.response;
  return Response.json({ leads: await findLeads(db, input.data.query) });
});
