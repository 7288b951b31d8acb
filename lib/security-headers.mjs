// Security headers for every response. Plain JS because next.config.mjs imports it.

/**
 * The Content-Security-Policy allows only what the site loads: its own scripts, styles,
 * fonts and images, plus the marketing pixel's host when a pixel id is configured and
 * the analytics endpoint when one is configured.
 * @param {{ dev: boolean, pixel: boolean, analyticsUrl?: string, https?: boolean }} options
 */
export function contentSecurityPolicy({ dev, pixel, analyticsUrl, https = false }) {
  const pixelHosts = pixel ? ["https://connect.facebook.net"] : [];
  const pixelImg = pixel ? ["https://www.facebook.com"] : [];
  const connect = ["'self'", ...(analyticsUrl ? [new URL(analyticsUrl).origin] : []), ...pixelImg];
  const directives = {
    "default-src": ["'self'"],
    // Next.js streams its payload in inline scripts on prerendered pages; nonces need
    // per-request rendering, which static pages do not have (see README, security).
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...pixelHosts],
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

/** @param {{ dev: boolean, pixel: boolean, analyticsUrl?: string, https?: boolean }} options */
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
