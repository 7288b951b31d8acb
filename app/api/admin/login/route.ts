import { startAdminLogin } from "@/lib/admin/admin-login";
import { expiryOf, limitedAnswer, mailFailedAnswer } from "@/lib/admin/admin-answers";
import { withAdminLogin } from "@/lib/auth/with-admin";
import { portalLocaleOf } from "@/lib/i18n/config";
import { negotiateLocale } from "@/lib/i18n/api-language";
import { apiError, readValidBody } from "@/lib/http/api-response";
import texts from "@/lib/i18n/messages/de/admin.json";
import { adminPasswordSchema } from "@/lib/validations/admin";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/login `{ password }`: the right password sends a 6-digit code to ADMIN_EMAIL
 * (in the login page's language, German or French, by Accept-Language)
 * and answers `{ sessionId, expiresAt, expiresIn }`; a wrong one 401 "Ungültiges Passwort".
 */
export const POST = withAdminLogin("login", async (request, { db, address }) => {
  const input = await readValidBody(request, adminPasswordSchema);
  if (!input.ok) return input.response;
  const outcome = await startAdminLogin(db, input.data.password, address, portalLocaleOf(negotiateLocale(request.headers.get("accept-language"))));
  if (outcome.ok) return Response.json({ sessionId: outcome.sessionId, ...expiryOf(outcome.expiresAt, outcome.ttlSeconds) });
  if (outcome.reason === "limited") return limitedAnswer(outcome);
  if (outcome.reason === "mail_failed") return mailFailedAnswer();
  return apiError(401, texts.server.invalidPassword, texts.server.invalidPasswordDetails, { reason: "invalid_password" });
});
