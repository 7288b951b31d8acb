import "server-only";
import { env } from "@/lib/env";
import { localSecret } from "@/lib/secrets/local-secret";
import { createKeyring, open, SealError, type LeadKeyring } from "./lead-crypto";
import type { SealedCustomer, SealedPerson } from "./lead-record";

let cached: LeadKeyring | undefined;

/**
 * The keyring of this process: LEAD_ENCRYPTION_KEY (+ LEAD_ENCRYPTION_OLD_KEYS), or the key
 * the embedded default generated into the local data folder on first start.
 */
export function leadKeyring(): LeadKeyring {
  if (cached) return cached;
  const config = env();
  const previous = (config.LEAD_ENCRYPTION_OLD_KEYS ?? []).map((key) => Buffer.from(key, "base64"));
  if (config.LEAD_ENCRYPTION_KEY) {
    cached = createKeyring(Buffer.from(config.LEAD_ENCRYPTION_KEY, "base64"), previous);
    return cached;
  }
  const secret = localSecret("lead-encryption.key");
  if (secret.created) {
    console.info(
      `[leads] Neuer Schlüssel für Offertanfragen erzeugt: ${secret.file}. Sichere ihn zusammen mit der Datenbank; für mehrere Instanzen LEAD_ENCRYPTION_KEY setzen.`,
    );
  }
  cached = createKeyring(secret.value, previous);
  return cached;
}

/** Tests: forget the keyring so a changed environment takes effect. */
export function resetLeadKeyring(): void {
  cached = undefined;
}

/**
 * A lead's sealed person, or the SealError when none of the configured keys opens it (a key
 * left out of LEAD_ENCRYPTION_OLD_KEYS after a rotation). Other errors are thrown.
 */
export function openCustomer(lead: { id: string; customerData: string }, keyring = leadKeyring()): SealedCustomer | SealError {
  try {
    return open<SealedCustomer>(keyring, lead.id, lead.customerData);
  } catch (error) {
    if (error instanceof SealError) return error;
    throw error;
  }
}

/** A household's further person, sealed under `${leadId}/${position}`, or the SealError. */
export function openPerson(leadId: string, person: { position: number; personData: string }, keyring = leadKeyring()): SealedPerson | SealError {
  try {
    return open<SealedPerson>(keyring, `${leadId}/${person.position}`, person.personData);
  } catch (error) {
    if (error instanceof SealError) return error;
    throw error;
  }
}
