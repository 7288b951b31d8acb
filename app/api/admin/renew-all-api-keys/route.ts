import { renewAllKeys } from "@/lib/admin/key-management";
import { withAdmin } from "@/lib/auth/with-admin";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/renew-all-api-keys, no body: a new key for every insurer, answered once as
 * `{ keys: [{ insurer_code, insurer_name, api_key }] }`; the old keys stay active.
 */
export const POST = withAdmin("renew-all-api-keys", async (_request, { db, actor }) => Response.json({ keys: await renewAllKeys(db, actor) }));
