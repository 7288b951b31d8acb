import { withAdmin } from "@/lib/auth/with-admin";
import { listKeyStatus } from "@/lib/insurers/access-keys";

export const dynamic = "force-dynamic";

/** GET /api/admin/insurers-status: `{ insurers: [{ code, name_de, hasActiveKey, usageCount }] }`, every insurer by name. */
export const GET = withAdmin("insurers-status", async (_request, { db }) => Response.json({ insurers: await listKeyStatus(db) }));
