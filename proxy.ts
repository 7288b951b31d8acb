import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/admin/session-cookie";

/**
 * The request gate: it only redirects. A visitor without an admin session cookie who asks for
 * an admin page below /admin is sent to /admin, where the login is. It looks at whether the
 * cookie is there, not whether it is valid: the security boundary is the API wrapper
 * (lib/admin-api/with-admin.ts), which checks the sealed session on the server for every admin
 * request. /admin itself (the login and the panel, one prerendered page) and every other page
 * are not matched, so they stay static and keep their security headers.
 */
export function proxy(request: NextRequest) {
  if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  return NextResponse.redirect(new URL("/admin", request.url));
}

export const config = { matcher: ["/admin/:path+"] };
