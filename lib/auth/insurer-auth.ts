import type { Database } from "@/lib/db";
import { verifyKey } from "@/lib/insurers/access-keys";
import { MAX_KEY_LENGTH } from "@/lib/insurers/key-secret";
import { createRateLimiter, type RateLimitDecision } from "@/lib/security/rate-limit";

/**
 * Checks an insurer's credentials with the failure limits: failed checks count per client
 * address and per insurer code; once either is used up every check (even a right key) is
 * refused until its window ends, so nobody can try keys faster than the limits allow.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const failuresPerAddress = createRateLimiter({ name: "insurer-key:address", limit: 10, windowMs: WINDOW_MS });
export const failuresPerInsurer = createRateLimiter({ name: "insurer-key:insurer", limit: 30, windowMs: WINDOW_MS });

export type Credentials = { insurerCode: string; apiKey: string };

export type AuthOutcome =
  | { ok: true; insurerCode: string; keyId: string }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

const INSURER_CODE = /^[A-Za-z0-9]{1,20}$/;

/** The two headers, or null when one is missing or malformed. */
export function readCredentials(headers: Headers): Credentials | null {
  const insurerCode = headers.get("x-insurer-code")?.trim() ?? "";
  const apiKey = headers.get("x-api-key")?.trim() ?? "";
  if (!INSURER_CODE.test(insurerCode) || apiKey === "" || apiKey.length > MAX_KEY_LENGTH) return null;
  return { insurerCode, apiKey };
}

const mostRestrictive = (decisions: RateLimitDecision[]) => {
  const limited = decisions.filter((decision) => decision.limited);
  return limited.length ? Math.max(...limited.map((decision) => decision.retryAfterSeconds)) : 0;
};

export async function authenticateInsurer(db: Database, credentials: Credentials | null, address: string): Promise<AuthOutcome> {
  if (!credentials) return { ok: false, reason: "missing" };
  const { insurerCode, apiKey } = credentials;
  const blockedFor = mostRestrictive(
    await Promise.all([failuresPerAddress.status(db, address), failuresPerInsurer.status(db, insurerCode)]),
  );
  if (blockedFor > 0) return { ok: false, reason: "limited", retryAfterSeconds: blockedFor };
  const verified = await verifyKey(db, insurerCode, apiKey);
  if (verified.ok) return { ok: true, insurerCode, keyId: verified.keyId };
  await Promise.all([failuresPerAddress.hit(db, address), failuresPerInsurer.hit(db, insurerCode)]);
  return { ok: false, reason: "invalid" };
}
