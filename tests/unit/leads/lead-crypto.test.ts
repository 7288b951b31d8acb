import { randomBytes } from "node:crypto";
import {
  createKeyring,
  emailLookupHash,
  emailLookupHashes,
  leadKeyId,
  open,
  seal,
  SealError,
} from "@/lib/leads/lead-crypto";

const person = { firstName: "Anna", lastName: "Muster", email: "anna@example.ch", phone: "079 123 45 67" };

describe("lead sealing (AES-256-GCM)", () => {
  const keyring = createKeyring(randomBytes(32));

  it("opens what it sealed, for the same record", () => {
    const { keyId, sealed } = seal(keyring, "lead-1", person);
    expect(keyId).toBe(keyring.current.id);
    expect(open(keyring, "lead-1", sealed)).toEqual(person);
  });

  it("never stores the data in clear and never seals twice alike (random IV)", () => {
    const first = seal(keyring, "lead-1", person).sealed;
    const second = seal(keyring, "lead-1", person).sealed;
    expect(first).not.toBe(second);
    expect(first).not.toContain("Anna");
    expect(Buffer.from(first.split(".")[4]!, "base64url").toString("utf8")).not.toContain("anna@example.ch");
  });

  it.each([
    ["ciphertext", 4],
    ["auth tag", 3],
    ["IV", 2],
  ])("rejects a changed %s", (_name, part) => {
    const parts = seal(keyring, "lead-1", person).sealed.split(".");
    const bytes = Buffer.from(parts[part]!, "base64url");
    bytes[0] = bytes[0]! ^ 0x01;
    parts[part] = bytes.toString("base64url");
    expect(() => open(keyring, "lead-1", parts.join("."))).toThrow(SealError);
  });

  it("rejects a sealed value copied into another record", () => {
    const { sealed } = seal(keyring, "lead-1", person);
    expect(() => open(keyring, "lead-2", sealed)).toThrow(SealError);
  });

  it("rejects malformed values and unknown key ids with a clear message", () => {
    expect(() => open(keyring, "lead-1", "nonsense")).toThrow("Unbekanntes Format");
    const other = createKeyring(randomBytes(32));
    const { sealed } = seal(other, "lead-1", person);
    expect(() => open(keyring, "lead-1", sealed)).toThrow(/nicht konfiguriert/);
  });

  it("keeps old leads readable after a key rotation and seals new ones with the new key", () => {
    const oldKey = randomBytes(32);
    const before = createKeyring(oldKey);
    const oldLead = seal(before, "lead-old", person);

    const newKey = randomBytes(32);
    const after = createKeyring(newKey, [oldKey]);
    const newLead = seal(after, "lead-new", person);

    expect(oldLead.keyId).toBe(leadKeyId(oldKey));
    expect(newLead.keyId).toBe(leadKeyId(newKey));
    expect(open(after, "lead-old", oldLead.sealed)).toEqual(person);
    expect(open(after, "lead-new", newLead.sealed)).toEqual(person);
    // Without the old key, the old lead no longer opens.
    expect(() => open(createKeyring(newKey), "lead-old", oldLead.sealed)).toThrow(SealError);
  });

  it("refuses keys that are not 32 bytes", () => {
    expect(() => createKeyring(randomBytes(16))).toThrow("32 Bytes");
  });
});

describe("e-mail look-up hash", () => {
  it("is the same for the same address in any case and spacing, and keyed", () => {
    const keyring = createKeyring(randomBytes(32));
    const hash = emailLookupHash(keyring.current, "Anna@Example.ch ");
    expect(hash).toBe(emailLookupHash(keyring.current, "anna@example.ch"));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(emailLookupHash(createKeyring(randomBytes(32)).current, "anna@example.ch"));
  });

  it("lists one hash per key of the ring", () => {
    const keyring = createKeyring(randomBytes(32), [randomBytes(32)]);
    expect(new Set(emailLookupHashes(keyring, "a@b.ch")).size).toBe(2);
  });
});
