import type { AuditRecord } from "./audit-log";
import type { NewKey } from "./key-management";
import type { InsurerKeyStatus } from "@/lib/insurers/access-keys";
import { fetchJson, HttpError } from "@/lib/http/fetch-json";
import type { LeadMatch } from "@/lib/leads/lead-erasure";

/**
 * The admin page's calls (the spec's plus key deactivation, lead deletion and the audit
 * log). The session travels only as the httpOnly cookie the browser sends by itself.
 */
export const SESSION_QUERY = ["/api/admin/session"] as const;
export const STATUS_QUERY = ["/api/admin/insurers-status"] as const;
export const AUDIT_QUERY = ["/api/admin/audit-log"] as const;

export type AdminSessionInfo = {
  authenticated: true;
  loginAt: string;
  expiresAt: string;
  /** Configuration that must not ship, by variable (empty when all is set). */
  configWarnings?: { variable: string; message: string }[];
};
export type CodeExpiry = { expiresAt: string; expiresIn: number };
export type InsurersStatus = { insurers: InsurerKeyStatus[] };
export type AuditLog = { entries: AuditRecord[] };
export type { LeadMatch, NewKey };

export const requestCode = (password: string) =>
  fetchJson<CodeExpiry & { sessionId: string }>("/api/admin/login", { body: { password } });

export const verifyCode = (sessionId: string, code: string) =>
  fetchJson<{ ok: true; expiresAt: string }>("/api/admin/verify-code", { body: { sessionId, code } });

export const resendCode = (sessionId: string) => fetchJson<CodeExpiry>("/api/admin/resend-code", { body: { sessionId } });

export const logout = () => fetchJson<{ ok: true }>("/api/admin/logout", { method: "POST" });

export const renewAllKeys = async () => (await fetchJson<{ keys: NewKey[] }>("/api/admin/renew-all-api-keys", { method: "POST" })).keys;

export const renewKey = async (insurerCode: string) =>
  (await fetchJson<{ key: NewKey }>("/api/admin/renew-single-api-key", { body: { insurerCode } })).key;

export const deactivateOldKeys = async (insurerCode: string) =>
  (await fetchJson<{ deactivatedCount: number }>("/api/admin/deactivate-old-api-keys", { body: { insurerCode } })).deactivatedCount;

export const searchLeads = async (query: string) => (await fetchJson<{ leads: LeadMatch[] }>("/api/admin/leads/search", { body: { query } })).leads;

export const deleteLead = (quoteId: string) => fetchJson<{ deleted: true }>("/api/admin/leads/delete", { body: { quoteId } });

/** The server's machine-readable cause of a failed call (`reason`), if it gave one. */
export function failureReason(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const reason = error.json?.reason;
  return typeof reason === "string" ? reason : undefined;
}

/** The session ended (expired, logged out elsewhere): any admin call answering 401. */
export const sessionEnded = (error: unknown) => error instanceof HttpError && error.status === 401;
