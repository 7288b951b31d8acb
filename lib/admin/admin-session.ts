import "server-only";
import { randomBytes } from "node:crypto";
import { getIronSession, webCookies, type SessionOptions } from "iron-session";
import "@/lib/validations/zod-jitless";
import { z } from "zod";
import type { Db } from "@/lib/db";
import { env } from "@/lib/env";
import { passwordGeneration, sessionSecret } from "./admin-secrets";
import { SESSION_COOKIE } from "./session-cookie";

/**
 * The logged-in admin: an iron-session cookie (sealed and signed with SESSION_SECRET,
 * httpOnly, SameSite=strict, 8 hours) that names a row in admin_session. The row makes the
 * session revocable: logging out deletes it, so even a copied cookie stops working.
 */
export { SESSION_COOKIE };
export const SESSION_SECONDS = 8 * 60 * 60;

const sessionSchema = z.object({
  role: z.literal("admin"),
  sid: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/),
  /** Login time, epoch milliseconds. */
  loginAt: z.number().int().positive(),
  /** The admin password's generation at login: a session of an earlier password is void. */
  gen: z.string().min(1).max(64),
});
export type AdminSession = z.infer<typeof sessionSchema> & { expiresAt: Date };

/**
 * Secure cookies on https: ADMIN_COOKIE_SECURE=true/false decides; "auto" (default) sets the
 * flag when SITE_URL is https or the request came over https (directly or as a proxy's
 * X-Forwarded-Proto), so a production site is covered while `next start` on plain
 * http://127.0.0.1 (tests, a first local start) still works.
 */
export function secureCookie(request: Request): boolean {
  const setting = env().ADMIN_COOKIE_SECURE ?? "auto";
  if (setting !== "auto") return setting === "true";
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return env().SITE_URL.startsWith("https://") || new URL(request.url).protocol === "https:" || forwarded === "https";
}

const optionsFor = (request: Request): SessionOptions => ({
  cookieName: SESSION_COOKIE,
  password: sessionSecret(),
  // iron-session lets the cookie end 60 s before the seal: the cookie lives exactly 8 hours.
  ttl: SESSION_SECONDS + 60,
  cookieOptions: { httpOnly: true, sameSite: "strict", path: "/", secure: secureCookie(request) },
});

type SessionData = z.infer<typeof sessionSchema>;

const jar = (request: Request, headers: Headers) =>
  getIronSession<SessionData>(webCookies(request, headers), optionsFor(request));

/** The request's admin session, or null (no cookie, a forged or expired one, or logged out). */
export async function readAdminSession(db: Db, request: Request, now = new Date()): Promise<AdminSession | null> {
  const data = sessionSchema.safeParse({ ...(await jar(request, new Headers())) });
  if (!data.success || data.data.gen !== passwordGeneration()) return null;
  const row = await db.prisma.adminSession.findUnique({ where: { id: data.data.sid }, select: { expiresAt: true } });
  if (!row || row.expiresAt <= now) return null;
  return { ...data.data, expiresAt: row.expiresAt };
}

/** Starts a session after the right code: the row, and the cookie on `headers`. */
export async function openAdminSession(db: Db, request: Request, headers: Headers, now = new Date()): Promise<AdminSession> {
  const sid = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_SECONDS * 1000);
  await db.prisma.adminSession.create({ data: { id: sid, createdAt: now, expiresAt } });
  const session = await jar(request, headers);
  const data: SessionData = { role: "admin", sid, loginAt: now.getTime(), gen: passwordGeneration() };
  Object.assign(session, data);
  await session.save();
  return { ...data, expiresAt };
}

/** Logout: deletes the row and tells the browser to drop the cookie. */
export async function closeAdminSession(db: Db, request: Request, headers: Headers, sid: string): Promise<void> {
  await db.prisma.adminSession.deleteMany({ where: { id: sid } });
  (await jar(request, headers)).destroy();
}

/** The header that removes a stale cookie (sent with a 401, so the browser stops sending it). */
export async function clearAdminCookie(request: Request, headers: Headers): Promise<void> {
  (await jar(request, headers)).destroy();
}
