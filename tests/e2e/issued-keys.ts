import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Insurer portal keys for the e2e run: the Playwright config has the keys CLI issue them into
 * the fresh embedded database (before the server starts, which then holds the database) and
 * write them to this file in the run's data folder.
 */
export const E2E_INSURERS = { slkk: "923", css: "8" } as const;

export const issuedKeysFile = (dataDir: string) => path.join(dataDir, "insurer-keys.json");

export type IssuedKey = { insurerCode: string; insurerName: string; apiKey: string };

/**
 * The keys of this run, or null when they were not issued: against an outside server (BASE_URL)
 * the folder is a fresh one, unless the caller prepared it as scripts/e2e-behind-proxy.sh does.
 */
export function readIssuedKeys(): Record<string, IssuedKey> | null {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir || !existsSync(issuedKeysFile(dataDir))) return null;
  const keys = JSON.parse(readFileSync(issuedKeysFile(dataDir), "utf8")) as IssuedKey[];
  return Object.fromEntries(keys.map((key) => [key.insurerCode, key]));
}
