import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GET as session } from "@/app/api/admin/session/route";
import { resetAdminSecrets } from "@/lib/admin/admin-secrets";
import { hashPassword } from "@/lib/crypto/password-hash";
import { closeDatabase, getDatabase } from "@/lib/db";
import { configureTestAdmin, logInTestAdmin } from "@/tests/support/test-admin";

// The embedded default keeps the password hash and the session secret in DATA_DIR/secrets:
// replacing a file and restarting (here: forgetting what was read) is how an operator changes them.
const dataDir = mkdtempSync(path.join(tmpdir(), "pk-session-gen-"));
const { outbox } = configureTestAdmin("unused", { ADMIN_PASSWORD_HASH: "", SESSION_SECRET: "", DATA_DIR: dataDir });
const secrets = path.join(dataDir, "secrets");
const setPassword = (password: string) => {
  mkdirSync(secrets, { recursive: true, mode: 0o700 });
  writeFileSync(path.join(secrets, "admin-password.hash"), hashPassword(password, { N: 2 ** 14, r: 8, p: 1 }), { mode: 0o600 });
  resetAdminSecrets();
};
const sessionStatus = async (cookie: string) =>
  (await session(new Request("http://test/api/admin/session", { headers: { cookie, "x-forwarded-for": "10.9.9.9" } }))).status;

beforeAll(() => getDatabase());
afterAll(() => closeDatabase());

describe("a new admin password or session secret", () => {
  it("ends every session at once", async () => {
    setPassword("erstes Passwort");
    const cookie = await logInTestAdmin(outbox, "erstes Passwort", "10.9.9.1");
    expect(await sessionStatus(cookie)).toBe(200);
    setPassword("zweites Passwort");
    expect(await sessionStatus(cookie)).toBe(401);
    const next = await logInTestAdmin(outbox, "zweites Passwort", "10.9.9.2");
    expect(await sessionStatus(next)).toBe(200);

    writeFileSync(path.join(secrets, "admin-session.key"), `${randomBytes(32).toString("base64")}\n`, { mode: 0o600 });
    resetAdminSecrets();
    expect(await sessionStatus(next)).toBe(401);
  });
});
