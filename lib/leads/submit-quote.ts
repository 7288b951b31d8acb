import "server-only";
import { randomUUID } from "node:crypto";
import { ageClassFor } from "@/lib/domain/age-class";
import { getDatabase, type Database } from "@/lib/db";
import texts from "@/lib/i18n/messages/de/quote.json";
import { getCatalog, type Catalog } from "@/lib/catalog/catalog";
import type { PremiumRow } from "@/lib/catalog/premium-index";
import { findPremium } from "@/lib/catalog/premium-store";
import { dateParts, parseIsoDate } from "@/lib/domain/calendar";
import type { QuoteRequest } from "@/lib/validations/quote";
import validation from "@/lib/i18n/messages/de/validation.json";
import { emailLookupHash, seal } from "./lead-crypto";
import { leadKeyring } from "./lead-keyring";
import { placesOf } from "./household-offer";
import { sendQuoteConfirmation } from "./quote-confirmation";
import {
  answerKnownOrLimited,
  currentInsurerOf,
  fail,
  guardStorage,
  requestFingerprint,
  sealedCustomerOf,
  unknownCurrentInsurer,
  writeLead,
  type Requester,
  type SubmitOutcome,
} from "./quote-submission";

export { requestFingerprint, type Requester, type SubmitOutcome };

const s = texts.server;

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

/**
 * Stores a quote request as a lead: checks the offer against the current premium data, seals
 * the person's data and writes one row, then sends the person a confirmation. The same
 * idempotency key always answers the same quote id, however often it is sent; the same key with
 * other data is a conflict.
 */
export function submitQuoteRequest(request: QuoteRequest, requester: Requester = {}): Promise<SubmitOutcome> {
  return guardStorage(async () => {
    const catalog = await getCatalog();
    if (!catalog) return fail(503, validation.dataUnavailable, validation.dataUnavailableDetails);
    return storeQuoteRequest(catalog, await getDatabase(), request, requester);
  });
}

async function storeQuoteRequest(catalog: Catalog, db: Database, request: QuoteRequest, requester: Requester): Promise<SubmitOutcome> {
  const idempotencyKey = request.idempotencyKey ?? randomUUID();
  const fingerprint = requestFingerprint(request);
  const known = await answerKnownOrLimited(db, idempotencyKey, fingerprint, requester);
  if (known) return known;

  const premium = await findPremium(db, request.selectedPremium.id);
  if (!premium || !catalog.premiums.tariffYears.includes(premium.tariffYear)) {
    return fail(422, s.premiumNotFound, s.premiumNotFoundDetails);
  }
  const postalCode = request.selectedPremium.region.plz;
  const places = placesOf(catalog, premium.tariffYear, postalCode);
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
  const currentInsurer = currentInsurerOf(catalog, customer.currentInsurerId);
  if (currentInsurer === null) return unknownCurrentInsurer();
  // The place name comes from the index: the client's is only a hint which locality of the postal code it meant.
  const inRegion = places.filter((entry) => entry.canton === premium.canton && entry.region === premium.region);
  const claimed = request.selectedPremium.region.ortschaftsname?.trim().toLowerCase();
  const place = inRegion.find((entry) => entry.locality.toLowerCase() === claimed) ?? inRegion[0];
  const sealedCustomer = sealedCustomerOf(customer, postalCode, place?.locality, currentInsurer);

  const keyring = leadKeyring();
  const quoteId = randomUUID();
  const { keyId, sealed } = seal(keyring, quoteId, sealedCustomer);
  const outcome = await writeLead(db, idempotencyKey, fingerprint, quoteId, () =>
    db.prisma.lead.create({
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
        accident: premium.accident,
        canton: premium.canton,
        region: premium.region,
        keyId,
        customerData: sealed,
        emailHash: emailLookupHash(keyring.current, customer.email),
      },
    }),
  );
  if (outcome.ok && !outcome.duplicate) {
    await sendQuoteConfirmation({
      to: customer.email,
      firstName: customer.firstName,
      insurerName: premium.insurerName,
      tariffYear: premium.tariffYear,
      quoteId,
      offers: [{ name: `${customer.firstName} ${customer.lastName}`, ...premium, productName: premium.tariffName }],
      now: new Date(),
      language: customer.language,
    });
  }
  return outcome;
}
