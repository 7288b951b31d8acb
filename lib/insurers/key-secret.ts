import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * An insurer's access key: "pk_" and 32 random bytes in base64url. Only its SHA-256 hash and a
 * display stub are stored; the key itself is shown once, when it is issued.
 */
export const KEY_PREFIX = "pk_";
const KEY_BYTES = 32;
/** Longest text accepted as a key before hashing (a real key has 46 characters). */
export const MAX_KEY_LENGTH = 200;

export function generateKeySecret(): string {
  return `${KEY_PREFIX}${randomBytes(KEY_BYTES).toString("base64url")}`;
}

/** SHA-256 of the key as 64 hex digits. */
export function hashKeySecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** First and last characters, e.g. "pk_Ab3…x9Q": recognisable, never enough to use. */
export function keyStub(secret: string): string {
  return `${secret.slice(0, KEY_PREFIX.length + 3)}…${secret.slice(-3)}`;
}

/** Compares two SHA-256 hex digests in constant time (false for anything that is not one). */
export function hashesMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  if (left.length !== 32 || right.length !== 32) return false;
  return timingSafeEqual(left, right);
}
