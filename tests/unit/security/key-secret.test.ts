/**
 * @jest-environment node
 */
import { generateKeySecret, hashesMatch, hashKeySecret, keyStub } from "@/lib/insurers/key-secret";

describe("insurer key secrets", () => {
  it("generates distinct keys of 32 random bytes behind the pk_ prefix", () => {
    const keys = new Set(Array.from({ length: 50 }, generateKeySecret));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(key.slice(3), "base64url")).toHaveLength(32);
    }
  });

  it("hashes with SHA-256 as 64 hex digits (known vector)", () => {
    expect(hashKeySecret("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hashKeySecret("pk_a")).not.toBe(hashKeySecret("pk_b"));
  });

  it("shows only the first and last characters in the stub", () => {
    const key = "pk_Ab3defghijklmnopqrstuvwxyz0123456789ABCDx9Q";
    expect(keyStub(key)).toBe("pk_Ab3…x9Q");
    expect(keyStub(key)).not.toContain("defghij");
  });

  it("compares digests: equal ones match, others and malformed input do not", () => {
    const digest = hashKeySecret("pk_secret");
    expect(hashesMatch(digest, hashKeySecret("pk_secret"))).toBe(true);
    expect(hashesMatch(digest, hashKeySecret("pk_secreT"))).toBe(false);
    expect(hashesMatch(digest, digest.slice(0, 62))).toBe(false);
    expect(hashesMatch(digest, "not hex at all")).toBe(false);
    expect(hashesMatch("", "")).toBe(false);
  });
});
