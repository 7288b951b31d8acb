import "server-only";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { localSecret, localSecretText } from "@/lib/secrets/local-secret";
import { codeKeyFrom } from "./login-code";
import { hashPassword, parsePasswordHash } from "@/lib/crypto/password-hash";

/**
 * The admin panel's secrets: the session secret (seals the cookie, keys the code hashes) and
 * the password hash. Configured ones win; without configuration the embedded default makes
 * them on first start in DATA_DIR/secrets (mode 0600). Several instances must share
 * configured ones (SESSION_SECRET, ADMIN_PASSWORD_HASH).
 */
const PASSWORD_FILE = "admin-password.hash";
const SESSION_FILE = "admin-session.key";

type Cache = { sessionSecret?: string; passwordHash?: string; codeKey?: Buffer };
let cache: Cache = {};

export function sessionSecret(): string {
  if (cache.sessionSecret) return cache.sessionSecret;
  const configured = env().SESSION_SECRET;
  if (configured) return (cache.sessionSecret = configured);
  const secret = localSecret(SESSION_FILE);
  if (secret.created) console.info(`[admin] Neues Sitzungsgeheimnis erzeugt: ${secret.file}. Für mehrere Instanzen SESSION_SECRET setzen.`);
  return (cache.sessionSecret = secret.value.toString("base64"));
}

/** The key of the login codes' HMAC, derived from the session secret. */
export function codeKey(): Buffer {
  return (cache.codeKey ??= codeKeyFrom(sessionSecret()));
}

/**
 * ADMIN_PASSWORD_HASH, or the hash of a password generated on first start: that password is
 * printed once, here, and stored nowhere but as its hash. Deleting the file and restarting
 * makes a new one (the way to reset a forgotten password of the embedded default).
 */
export function adminPasswordHash(): string {
  if (cache.passwordHash) return cache.passwordHash;
  const configured = env().ADMIN_PASSWORD_HASH;
  if (configured) return (cache.passwordHash = configured);
  let password: string | undefined;
  const stored = localSecretText(
    PASSWORD_FILE,
    () => {
      password = randomBytes(18).toString("base64url");
      return hashPassword(password);
    },
    (text) => parsePasswordHash(text) !== null,
  );
  if (stored.created && password) announcePassword(password, stored.file);
  return (cache.passwordHash = stored.text);
}

function announcePassword(password: string, file: string) {
  const rule = "=".repeat(78);
  console.info(
    [
      rule,
      "[admin] Erster Start: Für die Administration (/admin) wurde ein Passwort erzeugt.",
      `[admin] Passwort: ${password}`,
      "[admin] Es wird nur dieses eine Mal angezeigt; gespeichert ist nur sein Hash:",
      `[admin]   ${file}`,
      "[admin] Neues Passwort: diese Datei löschen und den Server neu starten,",
      "[admin] oder ADMIN_PASSWORD_HASH setzen (npm run admin:hash-password).",
      rule,
    ].join("\n"),
  );
}

/** Server start: makes the embedded defaults now, so the first password appears in the start log. */
export function ensureAdminSecrets(): void {
  sessionSecret();
  adminPasswordHash();
}

/** Tests: forget what was read, so a changed environment takes effect. */
export function resetAdminSecrets(): void {
  cache = {};
}
