import { renewKey } from "@/lib/admin/key-management";
import { unknownInsurerAnswer } from "@/lib/admin/admin-answers";
import { withAdmin } from "@/lib/auth/with-admin";
import { readValidBody } from "@/lib/http/api-response";
import { UnknownInsurerError } from "@/lib/insurers/access-keys";
import { insurerCodeSchema } from "@/lib/validations/admin";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/renew-single-api-key `{ insurerCode }`: a new key for the insurer, answered
 * once as `{ key: { insurer_code, insurer_name, api_key } }`; its old keys stay active.
 */
export const POST = withAdmin("renew-single-api-key", async (request, { db, actor }) => {
  const input = await readValidBody(request, insurerCodeSchema);
  if (!input.ok) return input.response;
  try {
    return Response.json({ key: await renewKey(db, actor, input.data.insurerCode) });
  } catch (error) {
    if (error instanceof UnknownInsurerError) return unknownInsurerAnswer(error.insurerCode);
    throw error;
  }
});
