/**
 * Whether a state-changing request comes from this site's own pages. A browser names the
 * page's origin in `Origin` (and `Sec-Fetch-Site`) on every POST; a request another site
 * triggers names that site. Requests without either header (curl, server-to-server, tests)
 * are not a browser acting for someone else and pass: the cookie's SameSite=strict and the
 * missing CORS headers already keep other sites out, this is the second lock.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const hostOf = (value: string | null | undefined) => {
  if (!value) return null;
  try {
    return new URL(value.includes("://") ? value : `http://${value}`).host.toLowerCase();
  } catch {
    return null;
  }
};

export function isCrossSiteWrite(request: Request, siteUrl?: string): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const fetchSite = request.headers.get("sec-fetch-site")?.toLowerCase();
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const from = origin === "null" ? null : hostOf(origin);
  if (!from) return true;
  const own = [
    hostOf(request.headers.get("host")),
    hostOf(request.headers.get("x-forwarded-host")?.split(",")[0]?.trim()),
    hostOf(request.url),
    hostOf(siteUrl),
  ];
  return !own.includes(from);
}
