import "server-only";
import { randomUUID } from "node:crypto";
import { getCatalog, type Catalog } from "@/lib/catalog/catalog";
import { getDatabase, type Database } from "@/lib/db";
import validation from "@/lib/i18n/messages/de/validation.json";
import type { HouseholdQuoteRequest } from "@/lib/leads/household-quote-request";
import { emailLookupHash, seal } from "./lead-crypto";
import { leadKeyring } from "./lead-keyring";
import type { SealedPerson } from "./lead-record";
import { resolveHouseholdOffer } from "./household-offer";
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

/** A further person's sealed record is bound to the lead and their position (openPerson opens it). */
const personRecordId = (quoteId: string, position: number) => `${quoteId}/${position}`;

/**
 * Stores a household's quote request as ONE lead for the chosen insurer: the contact person is
 * the lead (their product in its columns, their data sealed as for one person), each further
 * person a row of the lead with their product and their data sealed under the same key. Every
 * premium is re-read from the premium data; the idempotency key works as for one person.
 */
export function submitHouseholdQuote(request: HouseholdQuoteRequest, requester: Requester = {}): Promise<SubmitOutcome> {
  return guardStorage(async () => {
    const catalog = await getCatalog();
    if (!catalog) return fail(503, validation.dataUnavailable, validation.dataUnavailableDetails);
    return storeHouseholdQuote(catalog, await getDatabase(), request, requester);
  });
}

async function storeHouseholdQuote(catalog: Catalog, db: Database, request: HouseholdQuoteRequest, requester: Requester): Promise<SubmitOutcome> {
  const idempotencyKey = request.idempotencyKey ?? randomUUID();
  const fingerprint = requestFingerprint(request);
  const known = await answerKnownOrLimited(db, idempotencyKey, fingerprint, requester);
  if (known) return known;

  const resolved = await resolveHouseholdOffer(catalog, db, request.household);
  if (!resolved.ok) return fail(resolved.status, resolved.error, resolved.details, { [resolved.field]: [resolved.details] });
  const { offer } = resolved;
  const customer = request.customerData;
  const currentInsurer = currentInsurerOf(catalog, customer.currentInsurerId);
  if (currentInsurer === null) return unknownCurrentInsurer();

  const keyring = leadKeyring();
  const quoteId = randomUUID();
  const [contactPremium, ...furtherPremiums] = offer.premiums;
  const contact = seal(keyring, quoteId, sealedCustomerOf(customer, request.household.postalCode, offer.locality, currentInsurer));
  const persons = request.furtherPersons.map((person, index) => {
    const position = index + 1;
    const premium = furtherPremiums[index]!;
    const data: SealedPerson = {
      firstName: person.firstName,
      lastName: person.lastName,
      dateOfBirth: person.birthDate,
      gender: person.gender,
      email: person.email ?? null,
      label: request.household.persons[position]!.label || null,
    };
    const { keyId, sealed } = seal(keyring, personRecordId(quoteId, position), data);
    return {
      position,
      premiumId: premium.id,
      monthlyRappen: premium.monthlyRappen,
      franchise: premium.franchise,
      model: premium.model,
      productName: premium.tariffName,
      accident: premium.accident,
      childRank: premium.childRank ?? null,
      keyId,
      personData: sealed,
      emailHash: person.email ? emailLookupHash(keyring.current, person.email) : null,
    };
  });
  const first = contactPremium!;
  // One create with its persons: Prisma writes the lead and its rows in one transaction.
  const outcome = await writeLead(db, idempotencyKey, fingerprint, quoteId, () =>
    db.prisma.lead.create({
      data: {
        id: quoteId,
        idempotencyKey,
        requestHash: fingerprint,
        insurerCode: first.insurerCode,
        premiumId: first.id,
        tariffYear: first.tariffYear,
        monthlyRappen: first.monthlyRappen,
        franchise: first.franchise,
        model: first.model,
        productName: first.tariffName,
        accident: first.accident,
        canton: first.canton,
        region: first.region,
        keyId: contact.keyId,
        customerData: contact.sealed,
        emailHash: emailLookupHash(keyring.current, customer.email),
        persons: { create: persons },
      },
    }),
  );
  if (outcome.ok && !outcome.duplicate) {
    const names = [`${customer.firstName} ${customer.lastName}`, ...request.furtherPersons.map((person) => `${person.firstName} ${person.lastName}`)];
    await sendQuoteConfirmation({
      to: customer.email,
      firstName: customer.firstName,
      insurerName: offer.insurer.name,
      tariffYear: offer.tariffYear,
      quoteId,
      offers: offer.premiums.map((premium, index) => ({ name: names[index]!, ...premium, productName: premium.tariffName })),
      now: new Date(),
      language: customer.language,
    });
  }
  return outcome;
}
