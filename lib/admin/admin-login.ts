import "server-only";
import type { Database } from "@/lib/db";
import { env } from "@/lib/env";
import { fill } from "@/lib/i18n/fill";
import type { PortalLocale } from "@/lib/i18n/config";
import { messagesFor } from "@/lib/i18n/messages";
import { sendMail } from "@/lib/mail/mailer";
import { adminPasswordHash, codeKey } from "./admin-secrets";
import { ANONYMOUS_ACTOR, recordAudit } from "./audit-log";
import { loginLimits } from "./login-limits";
import { verifyPassword } from "@/lib/crypto/password-hash";
import { cancelPendingLogin, checkLoginCode, renewLoginCode, startPendingLogin, type CodeCheck } from "./pending-login";

/**
 * The two login steps with their limits and audit entries: the password (then a code by
 * e-mail), the code, and a new code. The route handlers only map these outcomes to answers.
 */
export type Limited = { ok: false; reason: "limited"; retryAfterSeconds: number; what: "failures" | "mails" };
export type CodeSent = { ok: true; sessionId: string; expiresAt: Date; ttlSeconds: number };
export type LoginOutcome = CodeSent | Limited | { ok: false; reason: "wrong_password" | "mail_failed" };
export type VerifyOutcome = CodeCheck | Limited;
export type ResendOutcome = { ok: true; expiresAt: Date; ttlSeconds: number } | Limited | { ok: false; reason: "expired" | "mail_failed" };

const limitedBy = (what: Limited["what"], retryAfterSeconds: number): Limited => ({ ok: false, reason: "limited", retryAfterSeconds, what });

/**
 * Takes one attempt of the address before anything is evaluated, so a burst cannot slip past
 * the limit: the attempt stays counted when it fails and is given back when it was right.
 */
async function takeAttempt(db: Database, address: string): Promise<Limited | null> {
  const taken = await loginLimits().failures.consume(db, address);
  return taken.limited ? limitedBy("failures", taken.retryAfterSeconds) : null;
}

const giveBack = (db: Database, address: string) => loginLimits().failures.refund(db, address);

async function takeMail(db: Database, address: string): Promise<Limited | null> {
  const sent = await loginLimits().mails.consume(db, address);
  return sent.limited ? limitedBy("mails", sent.retryAfterSeconds) : null;
}

async function failed(db: Database, address: string, action: "login.password_failed" | "login.code_failed" | "login.locked") {
  await recordAudit(db, { actor: ANONYMOUS_ACTOR, action, details: { address } });
}

/**
 * Sends the code in the language of the login page (German or French); false when the mail could not be
 * sent (the cause goes to the log, never the code).
 */
async function mailCode(code: string, ttlSeconds: number, language: PortalLocale): Promise<boolean> {
  const { mail } = messagesFor(language).admin;
  try {
    await sendMail({ to: env().ADMIN_EMAIL, subject: mail.subject, text: fill(mail.body, { code, seconds: ttlSeconds }) });
    return true;
  } catch (error) {
    console.error(`[admin] Anmeldecode nicht versandt: ${(error as Error).name}: ${(error as Error).message}`);
    return false;
  }
}

/** Step 1: the password; when right, a pending login and its code by e-mail. */
export async function startAdminLogin(db: Database, password: string, address: string, language: PortalLocale = "de"): Promise<LoginOutcome> {
  const blocked = await takeAttempt(db, address);
  if (blocked) return blocked;
  if (!(await verifyPassword(password, adminPasswordHash()))) {
    await failed(db, address, "login.password_failed");
    return { ok: false, reason: "wrong_password" };
  }
  await giveBack(db, address);
  const mailLimit = await takeMail(db, address);
  if (mailLimit) return mailLimit;
  const ttlSeconds = env().ADMIN_CODE_TTL_SECONDS;
  const issued = await startPendingLogin(db, { key: codeKey(), ttlSeconds });
  if (!(await mailCode(issued.code, ttlSeconds, language))) {
    await cancelPendingLogin(db, issued.sessionId);
    return { ok: false, reason: "mail_failed" };
  }
  return { ok: true, sessionId: issued.sessionId, expiresAt: issued.expiresAt, ttlSeconds };
}

/** Step 2: the code. A wrong, expired or unknown one counts as a failed login of the address. */
export async function verifyAdminCode(db: Database, sessionId: string, code: string, address: string): Promise<VerifyOutcome> {
  const blocked = await takeAttempt(db, address);
  if (blocked) return blocked;
  const check = await checkLoginCode(db, sessionId, code, { key: codeKey() });
  if (check.ok) await giveBack(db, address);
  else await failed(db, address, check.reason === "invalid" && check.attemptsLeft === 0 ? "login.locked" : "login.code_failed");
  return check;
}

/** A new code for the same pending login; the old one stops working at once. */
export async function resendAdminCode(db: Database, sessionId: string, address: string, language: PortalLocale = "de"): Promise<ResendOutcome> {
  const blocked = await takeAttempt(db, address);
  if (blocked) return blocked;
  const ttlSeconds = env().ADMIN_CODE_TTL_SECONDS;
  const renewed = await renewLoginCode(db, sessionId, { key: codeKey(), ttlSeconds });
  if (!renewed) return { ok: false, reason: "expired" };
  await giveBack(db, address);
  const mailLimit = await takeMail(db, address);
  if (mailLimit) return mailLimit;
  if (!(await mailCode(renewed.code, ttlSeconds, language))) return { ok: false, reason: "mail_failed" };
  return { ok: true, expiresAt: renewed.expiresAt, ttlSeconds };
}
