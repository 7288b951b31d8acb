import { normaliseEmail } from "@/lib/validations/email";
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";

/**
 * Sealing a lead's personal data with AES-256-GCM. A sealed value is one text,
 * `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts), bound to its record by the
 * additional authenticated data, so a ciphertext copied into another lead does not open.
 * The key id is derived from the key itself: a keyring of the current key and earlier ones
 * opens everything sealed before a rotation.
 */
export type LeadKey = { id: string; key: Buffer };
export type LeadKeyring = { current: LeadKey; all: ReadonlyMap<string, LeadKey> };

const VERSION = "v1";
const IV_BYTES = 12;

export const leadKeyId = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 12);

export function createKeyring(current: Buffer, previous: readonly Buffer[] = []): LeadKeyring {
  for (const key of [current, ...previous]) {
    if (key.length !== 32) throw new Error("Ein Lead-Schlüssel muss 32 Bytes lang sein");
  }
  const toKey = (key: Buffer): LeadKey => ({ id: leadKeyId(key), key });
  const currentKey = toKey(current);
  const all = new Map([...previous.map(toKey), currentKey].map((entry) => [entry.id, entry]));
  return { current: currentKey, all };
}

const aad = (recordId: string) => Buffer.from(`lead:${recordId}`, "utf8");

export function seal(keyring: LeadKeyring, recordId: string, data: unknown): { keyId: string; sealed: string } {
  const { id, key } = keyring.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(aad(recordId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url"));
  return { keyId: id, sealed: [VERSION, id, ...parts].join(".") };
}

export class SealError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SealError";
  }
}

/** Opens a sealed value; a wrong key, a changed byte or another record's id throws SealError. */
export function open<T = unknown>(keyring: LeadKeyring, recordId: string, sealed: string): T {
  const [version, keyId, iv, tag, ciphertext, ...rest] = sealed.split(".");
  if (version !== VERSION || !keyId || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new SealError("Unbekanntes Format der verschlüsselten Daten");
  }
  const entry = keyring.all.get(keyId);
  if (!entry) throw new SealError(`Der Schlüssel ${keyId} ist nicht konfiguriert`);
  try {
    const decipher = createDecipheriv("aes-256-gcm", entry.key, Buffer.from(iv, "base64url"));
    decipher.setAAD(aad(recordId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]);
    return JSON.parse(plain.toString("utf8")) as T;
  } catch {
    throw new SealError("Die verschlüsselten Daten sind beschädigt oder gehören nicht zu diesem Datensatz");
  }
}


const lookupKey = (key: LeadKey) => Buffer.from(hkdfSync("sha256", key.key, Buffer.alloc(0), "lead-email-lookup", 32));

/** A keyed hash of an e-mail address under one key: equal addresses give equal hashes. */
export const emailLookupHash = (key: LeadKey, email: string) =>
  createHmac("sha256", lookupKey(key)).update(normaliseEmail(email)).digest("hex");

/**
 * The hashes an address can have under every key of the ring (records sealed before a rotation),
 * also in the decomposed Unicode form that records hashed before the NFC rule may carry.
 */
export const emailLookupHashes = (keyring: LeadKeyring, email: string) => {
  const forms = new Set([normaliseEmail(email), email.trim().normalize("NFD").toLowerCase()]);
  return [...keyring.all.values()].flatMap((key) =>
    [...forms].map((form) => createHmac("sha256", lookupKey(key)).update(form).digest("hex")),
  );
};
