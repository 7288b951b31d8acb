import "server-only";
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

/**
 * A secret of the embedded default: generated once into DATA_DIR/secrets/<name> (mode 0600)
 * and read from there on every later start, so sealed data stays readable across restarts.
 * Configured secrets (environment) always win; this is only the no-configuration fallback.
 * Several server instances must share configured secrets instead (docs: deployment).
 */
export function localSecret(name: string, bytes = 32): { value: Buffer; created: boolean; file: string } {
  const secret = localSecretText(
    name,
    () => randomBytes(bytes).toString("base64"),
    (text) => Buffer.from(text, "base64").length === bytes,
  );
  return { value: Buffer.from(secret.text, "base64"), created: secret.created, file: secret.file };
}

/**
 * The text in DATA_DIR/secrets/<name>, or, when there is none, the text `create` makes,
 * written with mode 0600. An existing file that is not `valid` is an error, never replaced.
 * `created` tells the caller it was made now, e.g. to announce it once in the log.
 */
export function localSecretText(
  name: string,
  create: () => string,
  valid: (text: string) => boolean = (text) => text.length > 0,
): { text: string; created: boolean; file: string } {
  const dir = path.join(env().dataDir, "secrets");
  const file = path.join(dir, name);
  let stored: string | undefined;
  try {
    stored = readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  if (stored !== undefined) {
    // Never overwritten: a damaged key file may still be needed to open sealed data.
    if (!valid(stored)) throw new Error(`Die Datei ${file} enthält keinen gültigen Wert; bitte prüfen oder aus der Sicherung holen.`);
    return { text: stored, created: false, file };
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const text = create();
  // Written whole to a temporary file, then linked into place: a link fails when the name
  // exists, so of two processes racing on first start one wins and the other reads its file
  // (never a half-written one).
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temporary, `${text}\n`, { mode: 0o600, flag: "wx" });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return localSecretText(name, create, valid);
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return { text, created: true, file };
}
