import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * The admin password's hash: scrypt in a self-describing text, `scrypt:N:r:p:<salt>:<hash>`
 * (salt and hash in base64url). Colons, not the usual `$`: Next.js expands `$NAME` in .env
 * files, which would silently cut a `$`-separated hash apart. No external dependency, so the
 * hash script and the e2e configuration can import it too.
 */
export type PasswordHash = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

/** 2^15 × 8 × 128 bytes = 32 MiB of memory and ≈ 50–100 ms per check on this kind of machine. */
export const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
const B64URL = /^[A-Za-z0-9_-]+$/;

const maxmem = ({ N, r, p }: Pick<PasswordHash, "N" | "r" | "p">) => 128 * N * r * p + 16 * 1024 * 1024;

/** The parts of a stored hash, or null when the text is not one this code would write. */
export function parsePasswordHash(text: string): PasswordHash | null {
  const parts = text.trim().split(":");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  if (![n, r, p].every((value) => /^[1-9]\d{0,7}$/.test(value)) || !B64URL.test(salt) || !B64URL.test(hash)) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  // Bounds: strong enough to be worth storing, small enough that a check cannot exhaust memory.
  const powerOfTwo = (cost.N & (cost.N - 1)) === 0;
  if (!powerOfTwo || cost.N < 2 ** 14 || cost.N > 2 ** 20 || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16) return null;
  const parsed = { ...cost, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
  if (parsed.salt.length < 16 || parsed.hash.length < 16 || parsed.hash.length > 64) return null;
  return parsed;
}

export function formatPasswordHash({ N, r, p, salt, hash }: PasswordHash): string {
  return ["scrypt", N, r, p, salt.toString("base64url"), hash.toString("base64url")].join(":");
}

/** A new hash of the password with a random salt (synchronous: the CLI and start-up use it once). */
export function hashPassword(password: string, cost: Pick<PasswordHash, "N" | "r" | "p"> = DEFAULT_COST): string {
  const salt = randomBytes(SALT_BYTES);
  const hash = scryptSync(password.normalize("NFC"), salt, HASH_BYTES, { ...cost, maxmem: maxmem(cost) });
  return formatPasswordHash({ ...cost, salt, hash });
}

const scryptAsync = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/**
 * Whether the password matches the stored hash, compared in constant time. A malformed
 * stored hash never matches (env validation refuses one at start already).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed || password.length === 0 || password.length > 1024) return false;
  const { N, r, p, salt, hash } = parsed;
  const candidate = await scryptAsync(password.normalize("NFC"), salt, hash.length, { N, r, p, maxmem: maxmem(parsed) });
  return timingSafeEqual(candidate, hash);
}
