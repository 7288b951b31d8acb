import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as verifyCode } from "@/app/api/admin/verify-code/route";
import { hashPassword } from "@/lib/crypto/password-hash";
import { latestCode, outboxFiles } from "./outbox";

/**
 * The admin login of an integration test file: the password's hash (cheap scrypt parameters), a
 * session secret and a mail outbox of its own. Called at the top of the file, before anything
 * reads env() (it is read on first use).
 */
export function configureTestAdmin(password: string, extra: Record<string, string> = {}) {
  const outbox = mkdtempSync(path.join(tmpdir(), "pk-admin-outbox-"));
  const secret = randomBytes(32).toString("base64");
  Object.assign(process.env, {
    MAIL_OUTBOX_DIR: outbox,
    ADMIN_EMAIL: "betrieb@example.ch",
    ADMIN_PASSWORD_HASH: hashPassword(password, { N: 2 ** 14, r: 8, p: 1 }),
    SESSION_SECRET: secret,
    SMTP_URL: "",
    ...extra,
  });
  return { outbox, secret };
}

/**
 * Logs the test admin in through the two login steps (the code read from the outbox) and answers
 * the session's Set-Cookie line.
 */
export async function logInTestAdmin(outbox: string, password: string, address: string): Promise<string> {
  const before = new Set(outboxFiles(outbox));
  const post = (handler: typeof login, route: string, body: unknown) =>
    handler(new Request(`http://test/api/admin/${route}`, { method: "POST", headers: { "x-forwarded-for": address }, body: JSON.stringify(body) }));
  const started = (await (await post(login, "login", { password })).json()) as { sessionId: string };
  const verified = await post(verifyCode, "verify-code", { sessionId: started.sessionId, code: latestCode(outbox, before) });
  if (verified.status !== 200) throw new Error(`the admin login's second step answered ${verified.status}`);
  return verified.headers.getSetCookie().find((line) => line.startsWith("pk_admin="))!;
}
