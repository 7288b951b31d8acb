import { verifyAdminCode } from "@/lib/admin/admin-login";
import { openAdminSession } from "@/lib/admin/admin-session";
import { adminActor, recordAudit } from "@/lib/admin/audit-log";
import { limitedAnswer, sessionExpiredAnswer } from "@/lib/admin/admin-answers";
import { withAdminLogin } from "@/lib/auth/with-admin";
import { apiError, readValidBody } from "@/lib/http/api-response";
import texts from "@/lib/i18n/messages/de/admin.json";
import { verifyCodeSchema } from "@/lib/validations/admin";

export const dynamic = "force-dynamic";

const t = texts.server;

/**
 * POST /api/admin/verify-code `{ sessionId, code }`: the right code (once, in time, within 5
 * tries) sets the session cookie and answers `{ ok, expiresAt }` (the session's end).
 */
export const POST = withAdminLogin("verify-code", async (request, { db, address }) => {
  const input = await readValidBody(request, verifyCodeSchema);
  if (!input.ok) return input.response;
  const outcome = await verifyAdminCode(db, input.data.sessionId, input.data.code, address);
  if (outcome.ok) {
    const headers = new Headers();
    const session = await openAdminSession(db, request, headers);
    await recordAudit(db, { actor: adminActor(session.sid), action: "login.succeeded", details: { address } });
    return Response.json({ ok: true, expiresAt: session.expiresAt.toISOString() }, { headers });
  }
  if (outcome.reason === "limited") return limitedAnswer(outcome);
  if (outcome.reason === "invalid") {
    const exhausted = outcome.attemptsLeft === 0;
    return apiError(401, t.invalidCode, exhausted ? t.attemptsExhaustedDetails : t.invalidCodeDetails, {
      reason: exhausted ? "attempts_exhausted" : "invalid_code",
      attemptsLeft: outcome.attemptsLeft,
    });
  }
  if (outcome.reason === "expired") return apiError(401, t.codeExpired, t.codeExpiredDetails, { reason: "code_expired" });
  return sessionExpiredAnswer();
});
