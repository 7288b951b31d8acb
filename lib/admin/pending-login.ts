import "server-only";
import type { Db } from "@/lib/db";
import {
  codeHashesMatch,
  generateLoginCode,
  generateSessionId,
  hashLoginCode,
  MAX_CODE_ATTEMPTS,
  sessionIdKey,
} from "./login-code";

/**
 * The pending admin login between the password and the code, in the database (so any
 * instance accepts a code another one sent). The browser holds a random session id; the
 * database holds its SHA-256, the code's HMAC, the expiry and the tries used. Each check
 * first takes one of the 5 tries in one atomic UPDATE, then compares: however many checks
 * run at once, no login sees more than 5 comparisons, and a right code is used once.
 */
export type CodeSettings = { key: Buffer; ttlSeconds: number; now?: Date };

export type IssuedCode = { sessionId: string; code: string; expiresAt: Date };

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: "invalid"; attemptsLeft: number }
  /** The code's time ran out. */
  | { ok: false; reason: "expired" }
  /** No such pending login: never existed, used, or dead after 5 wrong codes. */
  | { ok: false; reason: "unknown" };

const STALE_MS = 60 * 60 * 1000;

const expiryOf = (now: Date, ttlSeconds: number) => new Date(now.getTime() + ttlSeconds * 1000);

/** A new pending login with its first code (after the right password). */
export async function startPendingLogin(db: Db, { key, ttlSeconds, now = new Date() }: CodeSettings): Promise<IssuedCode> {
  // Logins left behind (a closed tab) go after an hour; sessions past their end with them.
  const stale = new Date(now.getTime() - STALE_MS);
  await db.prisma.adminPendingLogin.deleteMany({ where: { expiresAt: { lt: stale } } });
  await db.prisma.adminSession.deleteMany({ where: { expiresAt: { lt: stale } } });
  const sessionId = generateSessionId();
  const id = sessionIdKey(sessionId);
  const code = generateLoginCode();
  const expiresAt = expiryOf(now, ttlSeconds);
  await db.prisma.adminPendingLogin.create({ data: { id, codeHash: hashLoginCode(key, id, code), expiresAt, createdAt: now } });
  return { sessionId, code, expiresAt };
}

/** Forgets a pending login (its mail could not be sent). */
export async function cancelPendingLogin(db: Db, sessionId: string): Promise<void> {
  await db.prisma.adminPendingLogin.deleteMany({ where: { id: sessionIdKey(sessionId) } });
}

/**
 * A new code for a running pending login (resend): replaces the code and its expiry; the
 * tries already used stay used. Null when the login is expired, used, dead or unknown.
 */
export async function renewLoginCode(
  db: Db,
  sessionId: string,
  { key, ttlSeconds, now = new Date() }: CodeSettings,
): Promise<{ code: string; expiresAt: Date } | null> {
  const id = sessionIdKey(sessionId);
  const code = generateLoginCode();
  const expiresAt = expiryOf(now, ttlSeconds);
  const { count } = await db.prisma.adminPendingLogin.updateMany({
    where: { id, expiresAt: { gt: now }, attempts: { lt: MAX_CODE_ATTEMPTS } },
    data: { codeHash: hashLoginCode(key, id, code), expiresAt },
  });
  return count === 1 ? { code, expiresAt } : null;
}

export async function checkLoginCode(
  db: Db,
  sessionId: string,
  code: string,
  { key, now = new Date() }: Omit<CodeSettings, "ttlSeconds">,
): Promise<CodeCheck> {
  const id = sessionIdKey(sessionId);
  const [taken] = await db.prisma.adminPendingLogin.updateManyAndReturn({
    where: { id, expiresAt: { gt: now }, attempts: { lt: MAX_CODE_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
    select: { codeHash: true, attempts: true },
  });
  if (!taken) {
    const left = await db.prisma.adminPendingLogin.findUnique({ where: { id }, select: { expiresAt: true } });
    if (!left) return { ok: false, reason: "unknown" };
    await db.prisma.adminPendingLogin.deleteMany({ where: { id } });
    return { ok: false, reason: left.expiresAt <= now ? "expired" : "unknown" };
  }
  if (codeHashesMatch(taken.codeHash, hashLoginCode(key, id, code))) {
    // Used once: of two checks with the right code at the same time, one deletes the row.
    const { count } = await db.prisma.adminPendingLogin.deleteMany({ where: { id, codeHash: taken.codeHash } });
    return count === 1 ? { ok: true } : { ok: false, reason: "unknown" };
  }
  const attemptsLeft = Math.max(0, MAX_CODE_ATTEMPTS - taken.attempts);
  if (attemptsLeft === 0) await db.prisma.adminPendingLogin.deleteMany({ where: { id } });
  return { ok: false, reason: "invalid", attemptsLeft };
}
