import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The admin audit log: who (an admin session, the keys CLI, or an anonymous login attempt),
 * what, when, about what. Entries never hold a key, password, code or personal data; a lead
 * is named by its quote id only. No "server-only" marker: the keys CLI writes entries too.
 */
export const AUDIT_ACTIONS = [
  "login.succeeded",
  "login.password_failed",
  "login.code_failed",
  "login.locked",
  "logout",
  "keys.renewed",
  "keys.renewed_all",
  "keys.issued",
  "keys.deactivated",
  "lead.deleted",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Plain values only: nothing that could carry a secret by accident (no objects of unknown shape). */
export type AuditDetails = Record<string, string | number | boolean | null | string[]>;

export type AuditEntry = { actor: string; action: AuditAction; target?: string | null; details?: AuditDetails };
export type AuditRecord = { id: string; at: string; actor: string; action: string; target: string | null; details: AuditDetails | null };

export const CLI_ACTOR = "cli";
export const ANONYMOUS_ACTOR = "anonym";
/** An admin session as the log names it: the first characters of its random id. */
export const adminActor = (sessionId: string) => `admin:${sessionId.slice(0, 8)}`;

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.prisma.adminAuditEntry.create({
    data: {
      id: randomUUID(),
      actor: entry.actor,
      action: entry.action,
      target: entry.target ?? null,
      ...(entry.details ? { details: entry.details as Prisma.InputJsonObject } : {}),
    },
  });
}

/** The newest entries first. */
export async function latestAudit(db: Db, limit = 50): Promise<AuditRecord[]> {
  const rows = await db.prisma.adminAuditEntry.findMany({ orderBy: [{ at: "desc" }, { id: "desc" }], take: limit });
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    target: row.target,
    details: (row.details ?? null) as AuditDetails | null,
  }));
}
