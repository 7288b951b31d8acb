import "server-only";
import { readAdminSession } from "@/lib/admin/admin-session";
import { getDatabase, type Database } from "@/lib/db";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/insurerPortal.json";
import { apiError, guarded } from "@/lib/http/api-response";
import { clientAddress } from "@/lib/security/client-address";
import { authenticateInsurer, readCredentials } from "./insurer-auth";

const t = texts.server;

export type InsurerContext = { db: Database; insurerCode: string };
export type InsurerHandler = (request: Request, context: InsurerContext) => Promise<Response>;

/** Query parameters that look like credentials: refused, so no key ever travels in a URL (or a log). */
const CREDENTIAL_PARAMS = ["apikey", "api_key", "key", "x-api-key", "token", "insurercode", "insurer_code"];

const carriesCredentialsInQuery = (request: Request) =>
  [...new URL(request.url).searchParams.keys()].some((name) => CREDENTIAL_PARAMS.includes(name.toLowerCase()));

/**
 * Every insurer route goes through this: it checks X-API-Key and X-Insurer-Code on the server
 * (401 when missing or wrong, 403 when only an admin session comes, 429 after too many
 * failures) and hands the handler the insurer the key belongs to. A handler sees only that
 * insurer's code, so it cannot ask for another's data.
 */
export function withInsurer(name: string, handler: InsurerHandler) {
  return (request: Request) =>
    guarded(
      `insurer/${name}`,
      async () => {
        if (carriesCredentialsInQuery(request)) return apiError(400, t.credentialsInQuery, t.credentialsInQueryDetails);
        const db = await getDatabase();
        const outcome = await authenticateInsurer(db, readCredentials(request.headers), clientAddress(request));
        if (outcome.ok) return handler(request, { db, insurerCode: outcome.insurerCode });
        if (outcome.reason === "missing") {
          return (await readAdminSession(db, request))
            ? apiError(403, t.wrongRole, t.wrongRoleDetails)
            : apiError(401, t.missingCredentials, t.missingCredentialsDetails);
        }
        if (outcome.reason === "invalid") return apiError(401, t.loginFailed, t.loginFailedDetails);
        const wait = outcome.retryAfterSeconds;
        const details = wait < 120 ? fill(t.rateLimitedSecondsDetails, { seconds: wait }) : fill(t.rateLimitedDetails, { minutes: Math.ceil(wait / 60) });
        const response = apiError(429, t.rateLimited, details);
        response.headers.set("retry-after", String(outcome.retryAfterSeconds));
        return response;
      },
      { error: t.internalError, details: t.internalErrorDetails, unavailable: t.unavailable, unavailableDetails: t.unavailableDetails },
    );
}
