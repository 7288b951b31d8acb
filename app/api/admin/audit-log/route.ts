import { latestAudit } from "@/lib/admin/audit-log";
import { withAdmin } from "@/lib/auth/with-admin";

export const dynamic = "force-dynamic";

/** GET /api/admin/audit-log: the 50 newest audit entries, `{ entries: [{ id, at, actor, action, target, details }] }`. */
export const GET = withAdmin("audit-log", async (_request, { db }) => Response.json({ entries: await latestAudit(db, 50) }));
