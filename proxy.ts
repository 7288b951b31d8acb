import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { SESSION_COOKIE } from "@/lib/admin/session-cookie";
import { CANTON_REDIRECTS } from "@/lib/domain/canton-pages";
import { portalLocales, type Locale } from "@/lib/i18n/config";
import { localeOfPath, localizedPath, pathWithoutLocale } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { contentSecurityPolicy } from "@/lib/security-headers.mjs";

/** next-intl's routing: /fr/… as it is, /de/… redirected to the unprefixed German page, the rest served as German. */
const localeRouting = createMiddleware(routing);

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

const isAdminSubPage = (page: string) => page.startsWith("/admin/");
const isPortalPage = (page: string) => page === "/admin" || isAdminSubPage(page) || page === "/insurer-portal";

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
 *   the German one (/krankenkasse-waadt) with a permanent redirect, in the same language.
 * - It serves each language's pages (next-intl, lib/i18n/routing.ts): German without a prefix, the
 *   others below /fr, /it, /en. The insurer portal and the admin panel speak German and French: their
 *   Italian and English addresses lead to the German page.
 * API routes, Next.js's files and the public files are not matched; next.config.mjs gives them the
 * same headers with a policy that allows no inline script at all.
 */
export function proxy(request: NextRequest) {
  const locale = localeOfPath(request.nextUrl.pathname);
  const page = pathWithoutLocale(request.nextUrl.pathname);
  const cantonPage = CANTON_REDIRECTS.get(page.toLowerCase());
  if (cantonPage) return NextResponse.redirect(new URL(localizedPath(locale, cantonPage), request.url), 308);
  if (isPortalPage(page) && !(portalLocales as readonly Locale[]).includes(locale)) {
    return NextResponse.redirect(new URL(page + request.nextUrl.search, request.url));
  }
  if (isAdminSubPage(page) && !request.cookies.has(SESSION_COOKIE)) {
    return NextResponse.redirect(new URL(localizedPath(locale, "/admin"), request.url));
  }
  if (process.env.NODE_ENV === "production") return localeRouting(request);
  const policy = pagePolicy(newNonce());
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = localeRouting(new NextRequest(request, { headers }));
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only (prefetches of the router too: they need the language's rewrite): not the API, not
      // Next.js's own files, not files with an extension (robots.txt, icons).
      source: "/((?!api/|_next/|.*\\.[a-z0-9]+$).*)",
    },
  ],
};
