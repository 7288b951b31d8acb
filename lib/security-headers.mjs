// Security headers for every response. Plain JS because next.config.mjs imports it.

/**
 * The Content-Security-Policy allows only what the site loads: its own scripts, styles,
 * fonts and images, plus the marketing pixel's host when a pixel id is configured and
 * the analytics endpoint when one is configured. No inline script runs unless the page's
 * policy names it:
 * - in production, by the SHA-256 hashes of the page's own inline scripts (pages are rendered
 *   once and cached, so they carry no per-request nonce; the production server, server.mjs,
 *   hashes each page's scripts as it sends the page, lib/http/page-policy.mjs);
 * - in development, where every page renders per request, by the request's nonce (proxy.ts makes
 *   one and Next.js puts it on its scripts), with 'strict-dynamic'.
 * Every other response (API, files) gets the same policy without either, so no inline script runs
 * there at all.
 * @param {{ dev: boolean, pixel: boolean, analyticsUrl?: string, https?: boolean, nonce?: string, scriptHashes?: string[] }} options
 */
export function contentSecurityPolicy({ dev, pixel, analyticsUrl, https = false, nonce, scriptHashes = [] }) {
  const pixelHosts = pixel ? ["https://connect.facebook.net"] : [];
  const pixelImg = pixel ? ["https://www.facebook.com"] : [];
  const connect = ["'self'", ...(analyticsUrl ? [new URL(analyticsUrl).origin] : []), ...pixelImg];
  const directives = {
    "default-src": ["'self'"],
    // With 'strict-dynamic' (nonce pages), browsers ignore 'self' and the hosts: they are the
    // fallback for browsers without it. With hashes, 'self' admits the site's own chunks.
    // React needs eval only in development, for its error overlays.
    "script-src": [
      "'self'",
      ...scriptHashes.map((hash) => `'sha256-${hash}'`),
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : []),
      ...(dev ? ["'unsafe-eval'"] : []),
      ...pixelHosts,
    ],
    // Styles stay inline-capable: Radix positions its popovers with style attributes, which a
    // nonce cannot cover (and a nonce in this list would switch 'unsafe-inline' off).
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...pixelImg],
    "font-src": ["'self'"],
    "connect-src": dev ? [...connect, "ws:"] : connect,
    "frame-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    // Only for a site served over https: on plain http it would break every same-origin load.
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * The headers of every response. On pages, the production server replaces this policy with the one
 * naming the page's script hashes (in development, the request gate names the request's nonce).
 * @param {{ dev: boolean, pixel: boolean, analyticsUrl?: string, https?: boolean }} options
 */
export function securityHeaders(options) {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  // Browsers ignore HSTS over plain http, so production always sends it.
  if (!options.dev) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" });
  }
  return headers;
}
