import { resendAdminCode } from "@/lib/admin/admin-login";
import { expiryOf, limitedAnswer, mailFailedAnswer, sessionExpiredAnswer } from "@/lib/admin/admin-answers";
import { withAdminLogin } from "@/lib/auth/with-admin";
import { portalLocaleOf } from "@/lib/i18n/config";
import { negotiateLocale } from "@/lib/i18n/api-language";
import { readValidBody } from "@/lib/http/api-response";
import { resendCodeSchema } from "@/lib/validations/admin";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/resend-code `{ sessionId }`: a new code replaces the old one and its expiry;
 * `{ expiresAt, expiresIn }`. An expired or used login answers 401 "Session abgelaufen".
 */
export const POST = withAdminLogin("resend-code", async (request, { db, address }) => {
  const input = await readValidBody(request, resendCodeSchema);
  if (!input.ok) return input.response;
  const outcome = await resendAdminCode(db, input.data.sessionId, address, portalLocaleOf(negotiateLocale(request.headers.get("accept-language"))));
  if (outcome.ok) return Response.json(expiryOf(outcome.expiresAt, outcome.ttlSeconds));
  if (outcome.reason === "limited") return limitedAnswer(outcome);
  if (outcome.reason === "mail_failed") return mailFailedAnswer();
  return sessionExpiredAnswer();
});
