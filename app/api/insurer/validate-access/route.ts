import texts from "@/lib/i18n/messages/de/insurerPortal.json";
import { withInsurer } from "@/lib/auth/with-insurer";

export const dynamic = "force-dynamic";

/** POST /api/insurer/validate-access: headers X-API-Key and X-Insurer-Code, no body; 200 = valid. */
export const POST = withInsurer("validate-access", async (_request, { insurerCode }) =>
  Response.json({ ok: true, insurerCode, message: texts.server.accessGranted }, { headers: { "cache-control": "no-store" } }),
);
