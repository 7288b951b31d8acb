import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { ageClassFor } from "@/lib/domain/age-class";
import { getDatabase, type Database } from "@/lib/db";
import texts from "@/lib/i18n/messages/de/quote.json";
import { getCatalog } from "@/lib/catalog/catalog";
import type { PremiumRow } from "@/lib/catalog/premium-index";
import { findPremium } from "@/lib/catalog/premium-store";
import { dateParts, parseIsoDate } from "@/lib/domain/calendar";
import type { QuoteRequest } from "@/lib/validations/quote";
import validation from "@/lib/i18n/messages/de/validation.json";
import { fill } from "@/lib/i18n/fill";
import { emailLookupHash, seal } from "./lead-crypto";
import { leadKeyring } from "./lead-keyring";
import type { SealedCustomer } from "./lead-record";
import { quoteRateLimiter } from "./quote-rate-limit";

export type SubmitOutcome =
  | { ok: true; quoteId: string; duplicate: boolean }
  | { ok: false; status: number; error: string; details?: string; fields?: Record<string, string[]>; retryAfterSeconds?: number };

/** Who asks: with an address, new leads count against QUOTE_RATE_LIMIT for that address. */
export type Requester = { address?: string };

const s = texts.server;
const fail = (status: number, error: string, details?: string, fields?: Record<string, string[]>): SubmitOutcome => ({
  ok: false,
  status,
  error,
  ...(details ? { details } : {}),
  ...(fields ? { fields } : {}),
});

/** SHA-256 of the request without its idempotency key: tells a retry from a different request. */
export function requestFingerprint(request: QuoteRequest): string {
  const { idempotencyKey: _key, ...rest } = request;
  return createHash("sha256").update(JSON.stringify(rest)).digest("hex");
}

/**
 * Why a validated request does not match the premium it names, or null when it does: the
 * insurer, price and deductible must be the stored ones, the postal code must lie in the
 * premium's region, and the birth date must fall into the premium's age class.
 */
export function premiumMismatch(
  request: QuoteRequest,
  premium: PremiumRow,
  regionsOfPostalCode: readonly { canton: string; region: number }[],
): { error: string; details: string; field?: string } | null {
  const offer = request.selectedPremium;
  if (
    offer.insurer.code !== premium.insurerCode ||
    Math.round(offer.monthlyPremium * 100) !== premium.monthlyRappen ||
    offer.franchise.amount !== premium.franchise
  ) {
    return { error: s.premiumChanged, details: s.premiumChangedDetails };
  }
  if (!regionsOfPostalCode.some((place) => place.canton === premium.canton && place.region === premium.region)) {
    return { error: s.premiumChanged, details: s.regionMismatch, field: "selectedPremium.region.plz" };
  }
  const birth = parseIsoDate(request.customerData.birthDate);
  if (birth && ageClassFor(dateParts(birth).year, premium.tariffYear) !== premium.ageClass) {
    return { error: validation.invalidRequest, details: s.ageClassMismatch, field: "customerData.birthDate" };
  }
  return null;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "P2002";

/**
 * Stores a quote request as a lead: checks the offer against the current premium data, seals
 * the person's data and writes one row. The same idempotency key always answers the same
 * quote id, however often it is sent; the same key with other data is a conflict.
 */
export async function submitQuoteRequest(request: QuoteRequest, requester: Requester = {}): Promise<SubmitOutcome> {
  try {
    return await storeQuoteRequest(request, requester);
  } catch (error) {
    // The database failed (stopped, unreachable, full). One row is written or none, so the
    // client may retry with the same key. The message names no personal data, only the cause.
    console.error(`[leads] Offertanfrage nicht gespeichert: ${errorSummary(error)}`);
    return fail(503, s.storageFailed, s.storageFailedDetails);
  }
}

/** The error's class and code (e.g. "PrismaClientKnownRequestError P1001"): never its message, which may quote data. */
function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return "unbekannt";
  const { code } = error as { code?: string };
  return code ? `${error.name} ${code}` : error.name;
}

async function storeQuoteRequest(request: QuoteRequest, { address }: Requester): Promise<SubmitOutcome> {
  const catalog = await getCatalog();
  if (!catalog) return fail(503, validation.dataUnavailable, validation.dataUnavailableDetails);
  const db = await getDatabase();
  const idempotencyKey = request.idempotencyKey ?? randomUUID();
  const fingerprint = requestFingerprint(request);

  const earlier = await findByIdempotencyKey(db, idempotencyKey);
  if (earlier) return answerRetry(earlier, fingerprint);
  if (address !== undefined) {
    const decision = await quoteRateLimiter().consume(db, address);
    if (decision.limited) {
      const details = fill(s.rateLimitedDetails, { minutes: Math.ceil(decision.retryAfterSeconds / 60) });
      return { ok: false, status: 429, error: s.rateLimited, details, retryAfterSeconds: decision.retryAfterSeconds };
    }
  }

  const premium = await findPremium(db, request.selectedPremium.id);
  if (!premium || !catalog.premiums.tariffYears.includes(premium.tariffYear)) {
    return fail(422, s.premiumNotFound, s.premiumNotFoundDetails);
  }
  const postalCode = request.selectedPremium.region.plz;
  const regionOf = catalog.regionsOf(premium.tariffYear);
  const places = catalog.locations.localities(postalCode).flatMap((entry) => {
    const region = regionOf(entry.bfsNumber);
    return region ? [{ ...region, locality: entry.name, bfsNumber: entry.bfsNumber }] : [];
  });
  const soldIn = catalog.premiums.soldIn(premium);
  const mismatch =
    premiumMismatch(request, premium, places) ??
    // A tariff sold only in listed municipalities (Einzugsgebiet): the postal code must reach one.
    (soldIn && !places.some((place) => soldIn.has(place.bfsNumber))
      ? { error: s.premiumChanged, details: s.notSoldHere, field: "selectedPremium.region.plz" }
      : null);
  if (mismatch) {
    return fail(422, mismatch.error, mismatch.details, mismatch.field ? { [mismatch.field]: [mismatch.details] } : undefined);
  }

  const customer = request.customerData;
  const currentInsurerCode = customer.currentInsurerId ?? null;
  const currentInsurer = currentInsurerCode ? catalog.insurers.find((insurer) => insurer.code === currentInsurerCode) : null;
  if (currentInsurerCode && !currentInsurer) {
    return fail(400, validation.invalidRequest, texts.errors.currentInsurer, { "customerData.currentInsurerId": [texts.errors.currentInsurer] });
  }
  const place = places.find((entry) => entry.canton === premium.canton && entry.region === premium.region);
  const sealedCustomer: SealedCustomer = {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    dateOfBirth: customer.birthDate,
    address: customer.address,
    zipCode: postalCode,
    city: customer.city,
    ortschaftsname: request.selectedPremium.region.ortschaftsname ?? place?.locality ?? customer.city,
    gender: customer.gender,
    language: customer.language,
    currentInsurerCode,
    currentInsurerName: currentInsurer?.name ?? null,
    consentAt: new Date().toISOString(),
  };

  const keyring = leadKeyring();
  const quoteId = randomUUID();
  const { keyId, sealed } = seal(keyring, quoteId, sealedCustomer);
  try {
    await db.prisma.lead.create({
      data: {
        id: quoteId,
        idempotencyKey,
        requestHash: fingerprint,
        insurerCode: premium.insurerCode,
        premiumId: premium.id,
        tariffYear: premium.tariffYear,
        monthlyRappen: premium.monthlyRappen,
        franchise: premium.franchise,
        model: premium.model,
        productName: premium.tariffName,
        canton: premium.canton,
        region: premium.region,
        keyId,
        customerData: sealed,
        emailHash: emailLookupHash(keyring.current, customer.email),
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // A concurrent request with the same key won the race: answer its quote id.
      const winner = await findByIdempotencyKey(db, idempotencyKey);
      if (winner) return answerRetry(winner, fingerprint);
    }
    throw error;
  }
  return { ok: true, quoteId, duplicate: false };
}

function findByIdempotencyKey(db: Database, idempotencyKey: string) {
  return db.prisma.lead.findUnique({ where: { idempotencyKey }, select: { id: true, requestHash: true } });
}

function answerRetry(earlier: { id: string; requestHash: string }, fingerprint: string): SubmitOutcome {
  if (earlier.requestHash !== fingerprint) return fail(409, validation.invalidRequest, s.idempotencyConflict);
  return { ok: true, quoteId: earlier.id, duplicate: true };
}
