import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "@/lib/admin/password-hash";

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
