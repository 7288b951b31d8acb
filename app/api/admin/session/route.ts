import { withAdmin } from "@/lib/auth/with-admin";

export const dynamic = "force-dynamic";

/** GET /api/admin/session: 200 `{ authenticated, loginAt, expiresAt }` with a valid session, else 401. */
export const GET = withAdmin("session", async (_request, { session }) =>
  Response.json({ authenticated: true, loginAt: new Date(session.loginAt).toISOString(), expiresAt: session.expiresAt.toISOString() }),
);
