import { deactivateOldKeys } from "@/lib/admin/key-management";
import { unknownInsurerAnswer } from "@/lib/admin/admin-answers";
import { withAdmin } from "@/lib/auth/with-admin";
import { readValidBody } from "@/lib/http/api-response";
import { UnknownInsurerError } from "@/lib/insurers/access-keys";
import { insurerCodeSchema } from "@/lib/validations/admin";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/deactivate-old-api-keys `{ insurerCode }`: deactivates every active key of
 * the insurer but the newest; `{ insurerCode, deactivatedCount }`.
 */
export const POST = withAdmin("deactivate-old-api-keys", async (request, { db, actor }) => {
  const input = await readValidBody(request, insurerCodeSchema);
  if (!input.ok) return input.response;
  try {
    const deactivatedCount = await deactivateOldKeys(db, actor, input.data.insurerCode);
    return Response.json({ insurerCode: input.data.insurerCode, deactivatedCount });
  } catch (error) {
    if (error instanceof UnknownInsurerError) return unknownInsurerAnswer(error.insurerCode);
    throw error;
  }
});
