import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { CODE_LENGTH } from "@/lib/validations/admin";

/**
 * The second login step's pieces: the 6-digit code, the random id of a pending login, and
 * how both are stored (a keyed hash of the code, a plain hash of the id: neither in clear).
 */
/** Code checks per pending login, right or wrong: after 5 wrong ones it is dead. */
export const MAX_CODE_ATTEMPTS = 5;

/** Six digits from the operating system's cryptographic random source, leading zeros kept. */
export function generateLoginCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

/** The id the browser holds between the two steps: 32 random bytes, base64url (43 characters). */
export function generateSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database stores for a pending login's id: its SHA-256, so a database copy cannot take over a login. */
export function sessionIdKey(sessionId: string): string {
  return createHash("sha256").update(sessionId, "utf8").digest("hex");
}

/** The key that hashes codes, derived from the session secret (so every instance sharing it agrees). */
export function codeKeyFrom(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", Buffer.from(sessionSecret, "utf8"), Buffer.alloc(0), "praemienkompass admin login code", 32));
}

/**
 * HMAC-SHA256 of the code, bound to its pending login: the same code of another login hashes
 * differently, and without the key nobody can test the million codes against a stored hash.
 */
export function hashLoginCode(key: Buffer, loginKey: string, code: string): string {
  return createHmac("sha256", key).update(`${loginKey}:${code}`, "utf8").digest("hex");
}

/** Compares two code hashes (64 hex digits) in constant time. */
export function codeHashesMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === 32 && right.length === 32 && timingSafeEqual(left, right);
}
