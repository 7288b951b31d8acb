import "server-only";
import { createHash } from "node:crypto";
import type { Catalog } from "@/lib/catalog/catalog";
import type { Database } from "@/lib/db";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/quote.json";
import validation from "@/lib/i18n/messages/de/validation.json";
import type { QuoteCustomer } from "@/lib/validations/quote";
import type { SealedCustomer } from "./lead-record";
import { quoteRateLimiter } from "./quote-rate-limit";

/**
 * The steps a one-person and a household quote request share: the idempotency key, the rate
 * limit, the contact person's sealed record and the answer to a database failure.
 */
export type SubmitOutcome =
  | { ok: true; quoteId: string; duplicate: boolean }
  | { ok: false; status: number; error: string; details?: string; fields?: Record<string, string[]>; retryAfterSeconds?: number };

/** Who asks: with an address, new leads count against QUOTE_RATE_LIMIT for that address. */
export type Requester = { address?: string };

const s = texts.server;

export const fail = (status: number, error: string, details?: string, fields?: Record<string, string[]>): SubmitOutcome => ({
  ok: false,
  status,
  error,
  ...(details ? { details } : {}),
  ...(fields ? { fields } : {}),
});

/** SHA-256 of the request without its idempotency key: tells a retry from a different request. */
export function requestFingerprint(request: { idempotencyKey?: string }): string {
  const { idempotencyKey: _key, ...rest } = request;
  return createHash("sha256").update(JSON.stringify(rest)).digest("hex");
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "P2002";

/** The error's class and code (e.g. "PrismaClientKnownRequestError P1001"): never its message, which may quote data. */
function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return "unbekannt";
  const { code } = error as { code?: string };
  return code ? `${error.name} ${code}` : error.name;
}

/**
 * Runs a submission; a failing database (stopped, unreachable, full) is a 503 the client may retry
 * with the same key, since one lead is written or none. The log names only the cause.
 */
export async function guardStorage(submit: () => Promise<SubmitOutcome>): Promise<SubmitOutcome> {
  try {
    return await submit();
  } catch (error) {
    console.error(`[leads] Offertanfrage nicht gespeichert: ${errorSummary(error)}`);
    return fail(503, s.storageFailed, s.storageFailedDetails);
  }
}

function findByIdempotencyKey(db: Database, idempotencyKey: string) {
  return db.prisma.lead.findUnique({ where: { idempotencyKey }, select: { id: true, requestHash: true } });
}

function answerRetry(earlier: { id: string; requestHash: string }, fingerprint: string): SubmitOutcome {
  if (earlier.requestHash !== fingerprint) return fail(409, validation.invalidRequest, s.idempotencyConflict);
  return { ok: true, quoteId: earlier.id, duplicate: true };
}

/**
 * Before anything is checked: a known key answers its earlier quote id (or a conflict), and a new
 * request counts against the address's rate limit. Null: go on.
 */
export async function answerKnownOrLimited(db: Database, idempotencyKey: string, fingerprint: string, { address }: Requester): Promise<SubmitOutcome | null> {
  const earlier = await findByIdempotencyKey(db, idempotencyKey);
  if (earlier) return answerRetry(earlier, fingerprint);
  if (address !== undefined) {
    const decision = await quoteRateLimiter().consume(db, address);
    if (decision.limited) {
      const details = fill(s.rateLimitedDetails, { minutes: Math.ceil(decision.retryAfterSeconds / 60) });
      return { ok: false, status: 429, error: s.rateLimited, details, retryAfterSeconds: decision.retryAfterSeconds };
    }
  }
  return null;
}

/** Writes the lead; a concurrent request with the same key that won the race answers its quote id. */
export async function writeLead(db: Database, idempotencyKey: string, fingerprint: string, quoteId: string, write: () => Promise<unknown>): Promise<SubmitOutcome> {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await findByIdempotencyKey(db, idempotencyKey);
      if (winner) return answerRetry(winner, fingerprint);
    }
    throw error;
  }
  return { ok: true, quoteId, duplicate: false };
}

/** The current insurer the person named: undefined when none, null when the code is unknown. */
export function currentInsurerOf(catalog: Catalog, code: string | undefined) {
  if (!code) return undefined;
  return catalog.insurers.find((insurer) => insurer.code === code) ?? null;
}

export const unknownCurrentInsurer = () =>
  fail(400, validation.invalidRequest, texts.errors.currentInsurer, { "customerData.currentInsurerId": [texts.errors.currentInsurer] });

/** The contact person's sealed record; the place name is the index's locality of the offer's region. */
export function sealedCustomerOf(
  customer: QuoteCustomer,
  postalCode: string,
  locality: string | undefined,
  currentInsurer: { code: string; name: string } | undefined,
): SealedCustomer {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    dateOfBirth: customer.birthDate,
    address: customer.address,
    zipCode: postalCode,
    city: customer.city,
    ortschaftsname: locality ?? customer.city,
    gender: customer.gender,
    language: customer.language,
    currentInsurerCode: currentInsurer?.code ?? null,
    currentInsurerName: currentInsurer?.name ?? null,
    consentAt: new Date().toISOString(),
  };
}
