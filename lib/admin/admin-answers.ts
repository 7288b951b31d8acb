import "server-only";
import type { Limited } from "@/lib/admin/admin-login";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/admin.json";
import { apiError } from "@/lib/http/api-response";

const t = texts.server;

/**
 * The admin API's error answers. `reason` is the machine-readable cause the page acts on
 * (e.g. back to the password step on "session_expired"); `error` and `details` are the
 * spec's texts the page shows.
 */
export function limitedAnswer(outcome: Limited) {
  const title = outcome.what === "mails" ? t.tooManyCodes : t.rateLimited;
  const response = apiError(429, title, fill(t.rateLimitedDetails, { minutes: Math.ceil(outcome.retryAfterSeconds / 60) }), {
    reason: "rate_limited",
  });
  response.headers.set("retry-after", String(outcome.retryAfterSeconds));
  return response;
}

export const sessionExpiredAnswer = () => apiError(401, t.sessionExpired, t.sessionExpiredDetails, { reason: "session_expired" });

export const mailFailedAnswer = () => apiError(503, t.mailFailed, t.mailFailedDetails, { reason: "mail_failed" });

export const unknownInsurerAnswer = (code: string) => apiError(404, t.unknownInsurer, fill(t.unknownInsurerDetails, { code }));

/** A code's expiry as the page needs it: the time, and the seconds left (immune to a skewed client clock). */
export const expiryOf = (expiresAt: Date, ttlSeconds: number) => ({ expiresAt: expiresAt.toISOString(), expiresIn: ttlSeconds });
