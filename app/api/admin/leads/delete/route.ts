import { eraseLead } from "@/lib/admin/lead-deletion";
import { withAdmin } from "@/lib/auth/with-admin";
import { apiError, readValidBody } from "@/lib/http/api-response";
import texts from "@/lib/i18n/messages/de/admin.json";
import { leadDeleteSchema } from "@/lib/validations/admin";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/leads/delete `{ quoteId }`: deletes the lead for good (a deletion request
 * under the privacy statement), audited; `{ deleted, quoteId }`, 404 when there is none.
 */
export const POST = withAdmin("leads/delete", async (request, { db, actor }) => {
  const input = await readValidBody(request, leadDeleteSchema);
  if (!input.ok) return input.response;
  const { quoteId } = input.data;
  if (!(await eraseLead(db, actor, quoteId))) return apiError(404, texts.server.leadNotFound, texts.server.leadNotFoundDetails);
  return Response.json({ deleted: true, quoteId });
});
