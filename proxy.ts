import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/admin/session-cookie";
import { CANTON_REDIRECTS } from "@/lib/domain/canton-pages";
import { contentSecurityPolicy } from "@/lib/security-headers.mjs";

/** A development page's Content-Security-Policy: its own nonce, the tracking hosts read at run time. */
function pagePolicy(nonce: string) {
  return contentSecurityPolicy({
    nonce,
    dev: true,
    https: (process.env.SITE_URL ?? "").startsWith("https://"),
    pixel: Boolean(process.env.META_PIXEL_ID),
    analyticsUrl: process.env.ANALYTICS_URL || undefined,
  });
}

/** 128 random bits, base64: a nonce nobody can guess, new for every page. */
function newNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const isAdminSubPage = (pathname: string) => pathname.startsWith("/admin/");

/**
 * The request gate of every page:
 * - In development (every page renders per request) it gives the page a fresh nonce and the
 *   Content-Security-Policy naming it: on the request, where Next.js reads the nonce and puts it on
 *   every script it renders, and on the response, where the browser enforces it. In production the
 *   pages are cached and carry no nonce: the production server (server.mjs) names the hashes of
 *   each page's inline scripts instead.
 * - It redirects a visitor without an admin session cookie who asks for an admin page below /admin to
 *   /admin, where the login is. It looks at whether the cookie is there, not whether it is valid: the
 *   security boundary is the API wrapper (lib/admin-api/with-admin.ts), which checks the sealed
 *   session on the server for every admin request.
 * - It sends the other names of a canton page (French, Italian, abbreviation: /krankenkasse-vd) to
 *   the German one (/krankenkasse-waadt) with a permanent redirect.
 * API routes, Next.js's files and the public files are not matched; next.config.mjs gives them the
 * same headers with a policy that allows no inline script at all.
 */
export function proxy(request: NextRequest) {
  const cantonPage = CANTON_REDIRECTS.get(request.nextUrl.pathname.toLowerCase());
  if (cantonPage) return NextResponse.redirect(new URL(cantonPage, request.url), 308);
  if (isAdminSubPage(request.nextUrl.pathname) && !request.cookies.has(SESSION_COOKIE)) {
    return NextResponse.redirect(new URL("/admin", request.url));
  }
  if (process.env.NODE_ENV === "production") return NextResponse.next();
  const policy = pagePolicy(newNonce());
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not the API, not Next.js's own files, not files with an extension (robots.txt, icons).
      source: "/((?!api/|_next/|.*\\.[a-z0-9]+$).*)",
      // Prefetches of the router fetch data, not a document.
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
