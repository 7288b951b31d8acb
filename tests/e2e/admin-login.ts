import path from "node:path";

/**
 * The admin login of the e2e run: the Playwright config hands the web server the hash of this
 * fixed test password (ADMIN_PASSWORD_HASH) and an outbox in the run's data folder
 * (MAIL_OUTBOX_DIR), where the tests read the e-mailed codes.
 */
export const E2E_ADMIN_PASSWORD = "e2e-Admin-Passwort-nur-fuer-Tests";

export const adminOutboxDir = (dataDir: string) => path.join(dataDir, "outbox");

/** The outbox of this run, or null against an outside server (BASE_URL). */
export function readAdminOutbox(): string | null {
  const dataDir = process.env.E2E_DATA_DIR;
  return process.env.BASE_URL || !dataDir ? null : adminOutboxDir(dataDir);
}
