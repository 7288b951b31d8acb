import { existsSync } from "node:fs";
import path from "node:path";
import { issuedKeysFile } from "./issued-keys";

/**
 * The admin login of the e2e run: the Playwright config hands the web server the hash of this
 * fixed test password (ADMIN_PASSWORD_HASH) and an outbox in the run's data folder
 * (MAIL_OUTBOX_DIR), where the tests read the e-mailed codes.
 */
export const E2E_ADMIN_PASSWORD = "e2e-Admin-Passwort-nur-fuer-Tests";

export const adminOutboxDir = (dataDir: string) => path.join(dataDir, "outbox");

/**
 * The outbox of this run, or null against an outside server (BASE_URL) whose data folder was not
 * prepared for the run (scripts/e2e-behind-proxy.sh prepares it: the keys file, the outbox and
 * the admin password's hash are then the run's).
 */
export function readAdminOutbox(): string | null {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir || (process.env.BASE_URL && !existsSync(issuedKeysFile(dataDir)))) return null;
  return adminOutboxDir(dataDir);
}
