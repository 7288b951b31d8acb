import type { Database } from "@/lib/db";
import { verifyKey } from "@/lib/insurers/access-keys";
import { MAX_KEY_LENGTH } from "@/lib/insurers/key-secret";
import { createRateLimiter, type RateLimitDecision } from "@/lib/security/rate-limit";

/**
 * Checks an insurer's credentials with the brute-force limits, each attempt taken before the key
 * is evaluated (so a burst cannot slip past a limit) and given back when the key was right:
 * - consecutive failures per (address, insurer code) slow that address down: 5 at once, then one
 *   more after 30 s, 90 s, 210 s, 450 s from the first failure (9 in 15 minutes), never a lock-out;
 * - 100 failures per address in 24 hours, whatever the codes (a slow attack over many insurers).
 * Failures per insurer code from all addresses only raise a warning in the log: a limit there
 * would let any stranger lock the insurer out.
 */
const MINUTE = 60 * 1000;
const failuresPerPair = createRateLimiter({
  name: "insurer-key:pair",
  limit: 5,
  windowMs: 15 * MINUTE,
  slowDownMs: 30 * 1000,
});
const failuresPerAddress = createRateLimiter({ name: "insurer-key:address", limit: 100, windowMs: 24 * 60 * MINUTE });

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

/** Failures per insurer code (all addresses) in 15 minutes that raise the warning, once per window. */
const ATTACK_ALERT = 30;
const failuresPerInsurer = createRateLimiter({ name: "insurer-key:insurer", limit: ATTACK_ALERT + 1, windowMs: 15 * MINUTE });

async function noteFailure(db: Database, insurerCode: string) {
  const decision = await failuresPerInsurer.hit(db, insurerCode);
  // One below the rule's limit is reached exactly once per window: the moment the alert number is.
  if (!decision.limited && decision.remaining === 1) {
    console.warn(`[insurer] ${ATTACK_ALERT} falsche Schlüssel in 15 Minuten für den Versicherer ${insurerCode}: möglicher Angriff (gesperrt werden nur die Adressen mit Fehlversuchen).`);
  }
}

export async function authenticateInsurer(db: Database, credentials: Credentials | null, address: string): Promise<AuthOutcome> {
  if (!credentials) return { ok: false, reason: "missing" };
  const { insurerCode, apiKey } = credentials;
  const pair = `${address}|${insurerCode}`;
  const [byPair, byAddress] = await Promise.all([failuresPerPair.consume(db, pair), failuresPerAddress.consume(db, address)]);
  const blockedFor = mostRestrictive([byPair, byAddress]);
  if (blockedFor > 0) {
    // A refused attempt is never evaluated, so it uses up no other counter.
    await Promise.all([byPair.limited ? null : failuresPerPair.refund(db, pair), byAddress.limited ? null : failuresPerAddress.refund(db, address)]);
    return { ok: false, reason: "limited", retryAfterSeconds: blockedFor };
  }
  const verified = await verifyKey(db, insurerCode, apiKey);
  if (verified.ok) {
    // Only consecutive failures count per pair; a right key gives its attempt back.
    await Promise.all([failuresPerPair.reset(db, pair), failuresPerAddress.refund(db, address)]);
    return { ok: true, insurerCode, keyId: verified.keyId };
  }
  await noteFailure(db, insurerCode);
  return { ok: false, reason: "invalid" };
}
