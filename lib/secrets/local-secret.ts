import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

/**
 * A secret of the embedded default: generated once into DATA_DIR/secrets/<name> (mode 0600)
 * and read from there on every later start, so sealed data stays readable across restarts.
 * Configured secrets (environment) always win; this is only the no-configuration fallback.
 * Several server instances must share configured secrets instead (docs: deployment).
 */
export function localSecret(name: string, bytes = 32): { value: Buffer; created: boolean; file: string } {
  const dir = path.join(env().dataDir, "secrets");
  const file = path.join(dir, name);
  try {
    const value = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
    if (value.length === bytes) return { value, created: false, file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = randomBytes(bytes);
  try {
    // "wx": when two processes race on first start, the loser reads the winner's file.
    writeFileSync(file, `${value.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return localSecret(name, bytes);
    throw error;
  }
  return { value, created: true, file };
}
