import { withAdmin } from "@/lib/admin-api/with-admin";
import { listKeyStatus } from "@/lib/insurer-keys/insurer-key-service";

export const dynamic = "force-dynamic";

/** GET /api/admin/insurers-status: `{ insurers: [{ code, name_de, hasActiveKey, usageCount }] }`, every insurer by name. */
export const GET = withAdmin("insurers-status", async (_request, { db }) => Response.json({ insurers: await listKeyStatus(db) }));
