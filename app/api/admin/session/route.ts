import { withAdmin } from "@/lib/auth/with-admin";
import { env } from "@/lib/env";
import { configurationWarnings } from "@/lib/system/config-warnings";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/session: 200 `{ authenticated, loginAt, expiresAt, configWarnings }` with a valid
 * session, else 401. `configWarnings` names configuration that must not ship (imprint placeholders,
 * SITE_URL on localhost), so the admin sees it without reading the server log.
 */
export const GET = withAdmin("session", async (_request, { session }) =>
  Response.json({
    authenticated: true,
    loginAt: new Date(session.loginAt).toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    configWarnings: configurationWarnings(env()),
  }),
);
