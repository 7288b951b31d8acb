import "server-only";
import type { NextResponse } from "next/server";
import { adminActor } from "@/lib/admin/audit-log";
import { clearAdminCookie, readAdminSession, SESSION_COOKIE, type AdminSession } from "@/lib/admin/admin-session";
import { getDatabase, type Database } from "@/lib/db";
import { env } from "@/lib/env";
import { apiError, guarded } from "@/lib/http/api-response";
import texts from "@/lib/i18n/messages/de/admin.json";
import { authenticateInsurer, readCredentials } from "@/lib/auth/insurer-auth";
import { clientAddress } from "@/lib/security/client-address";
import { isCrossSiteWrite } from "@/lib/auth/same-origin";

const t = texts.server;

export type AdminContext = { db: Database; session: AdminSession; actor: string; address: string };
export type AdminHandler = (request: Request, context: AdminContext) => Promise<Response>;
export type LoginContext = { db: Database; address: string };
export type LoginHandler = (request: Request, context: LoginContext) => Promise<Response>;

const noStore = (response: NextResponse | Response) => {
  response.headers.set("cache-control", "no-store");
  return response;
};

function refuseCrossSite(request: Request): NextResponse | null {
  return isCrossSiteWrite(request, env().SITE_URL) ? apiError(403, t.crossSite, t.crossSiteDetails) : null;
}

/** The frame of every admin route: a cross-site write is a 403, answers are never cached, and
 * unexpected errors become a 500 in the formal address, never with internals. */
function adminRoute(name: string, run: (request: Request) => Promise<Response>) {
  return (request: Request) =>
    guarded(`admin/${name}`, async () => refuseCrossSite(request) ?? noStore(await run(request)), {
      error: t.internalError,
      details: t.internalErrorDetails,
    });
}

/** Whether the request carries an insurer's valid key (checked with the insurer routes' failure limits). */
async function holdsInsurerKey(db: Database, request: Request): Promise<boolean> {
  const credentials = readCredentials(request.headers);
  return credentials !== null && (await authenticateInsurer(db, credentials, clientAddress(request))).ok;
}

/**
 * Every admin route goes through this: the handler runs only with a valid session (sealed
 * cookie and its row in the database), otherwise 401, or 403 for an insurer's valid key (the
 * wrong role); a stale cookie is cleared.
 */
export function withAdmin(name: string, handler: AdminHandler) {
  return adminRoute(name, async (request) => {
    const db = await getDatabase();
    const session = await readAdminSession(db, request);
    if (!session) {
      const response = (await holdsInsurerKey(db, request))
        ? apiError(403, t.wrongRole, t.wrongRoleDetails)
        : apiError(401, t.notLoggedIn, t.notLoggedInDetails);
      if (request.headers.get("cookie")?.includes(SESSION_COOKIE)) await clearAdminCookie(request, response.headers);
      return response;
    }
    return handler(request, { db, session, actor: adminActor(session.sid), address: clientAddress(request) });
  });
}

/** The login steps (password, code, resend): the same frame, no session yet. */
export function withAdminLogin(name: string, handler: LoginHandler) {
  return adminRoute(name, async (request) => handler(request, { db: await getDatabase(), address: clientAddress(request) }));
}
