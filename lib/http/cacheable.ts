import { createHash } from "node:crypto";
import { env } from "@/lib/env";

/** The time of day in Switzerland; made once (constructing an Intl.DateTimeFormat costs ≈ 70 µs, a search ≈ 1 ms). */
let swissClock: Intl.DateTimeFormat | undefined;

/**
 * Seconds until midnight in Switzerland: the default tariff year (lib/domain/tariff-year.ts) can
 * change only from one Swiss day to the next (20 September, 1 January).
 */
export function secondsUntilSwissMidnight(now: Date): number {
  swissClock ??= new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Zurich", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
  let seconds = 0;
  for (const part of swissClock.formatToParts(now)) {
    if (part.type === "hour") seconds += Number(part.value) * 3600;
    else if (part.type === "minute") seconds += Number(part.value) * 60;
    else if (part.type === "second") seconds += Number(part.value);
  }
  return Math.max(1, 86_400 - seconds);
}

/**
 * How long a shared cache may keep a premium answer: `PREMIUM_CACHE_SECONDS` (default 300), the
 * window within which an import becomes visible through caches (an import can happen whenever the
 * operator runs one; the instances see it within 30 s, see lib/catalog/catalog.ts). An answer for
 * the default tariff year expires at the latest at Swiss midnight, when the default may change.
 */
export function premiumMaxAge(now: Date, pinnedYear: boolean): number {
  const window = env().PREMIUM_CACHE_SECONDS;
  return pinnedYear ? window : Math.min(window, secondsUntilSwissMidnight(now));
}

/** A strong entity tag of an answer: a hash of the data version and the normalised request it was computed from. */
export const strongEtag = (key: string) => `"${createHash("sha256").update(key).digest("base64url").slice(0, 32)}"`;

/** Whether the client's If-None-Match names this tag (or `*`): the answer is then a 304. */
export function matchesEtag(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  if (header.trim() === "*") return true;
  // Weak comparison (RFC 9110 13.1.2): a proxy may have weakened the tag when it compressed.
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * A cacheable JSON answer: 200 with the body, or 304 without one when the client holds it already.
 * `Vary: Accept-Encoding` because the server may compress it; nothing else (no cookie, no
 * language) changes the answer.
 */
/** `vary`: the request headers the answer depends on besides its URL (Accept-Encoding by default). */
export function cacheableJson(request: Request, json: string, { etag, maxAge, vary = "Accept-Encoding" }: { etag: string; maxAge: number; vary?: string }): Response {
  const headers = { etag, "cache-control": `public, max-age=${maxAge}`, vary };
  if (matchesEtag(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(json, { headers: { ...headers, "content-type": "application/json" } });
}
