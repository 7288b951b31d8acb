import { closeAdminSession } from "@/lib/admin/admin-session";
import { recordAudit } from "@/lib/admin/audit-log";
import { withAdmin } from "@/lib/auth/with-admin";

export const dynamic = "force-dynamic";

/** POST /api/admin/logout: ends the session on the server and clears the cookie; `{ ok }`. */
export const POST = withAdmin("logout", async (request, { db, session, actor }) => {
  const headers = new Headers();
  await closeAdminSession(db, request, headers, session.sid);
  await recordAudit(db, { actor, action: "logout" });
  return Response.json({ ok: true }, { headers });
});
