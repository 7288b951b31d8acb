import "server-only";
import { env } from "@/lib/env";
import { createRateLimiter, type RateLimiter } from "@/lib/security/rate-limit";

/**
 * Limits per client address, in the database (shared by every instance), 15-minute windows:
 * - failed logins (wrong password, wrong or expired code, unknown login): ADMIN_LOGIN_MAX_FAILURES
 *   (default 10); once used up, every login step is refused, even with the right password;
 * - code mails (a right password or a resend): 20, so nobody can flood the admin's inbox.
 * Only failures count towards the first limit, so an admin logging in often is never locked out.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const CODE_MAILS_PER_WINDOW = 20;

let limits: { failures: RateLimiter; mails: RateLimiter } | undefined;

export function loginLimits() {
  limits ??= {
    failures: createRateLimiter({ name: "admin-login:failures", limit: env().ADMIN_LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS }),
    mails: createRateLimiter({ name: "admin-login:mails", limit: CODE_MAILS_PER_WINDOW, windowMs: LOGIN_WINDOW_MS }),
  };
  return limits;
}
