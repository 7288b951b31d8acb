/**
 * @jest-environment node
 */
import crypto from "node:crypto";
import { formatPasswordHash, hashPassword, parsePasswordHash, verifyPassword } from "@/lib/crypto/password-hash";

// The smallest cost the parser accepts keeps these tests fast; the default is 2^15.
const FAST = { N: 2 ** 14, r: 8, p: 1 };

describe("admin password hash", () => {
  afterEach(() => jest.restoreAllMocks());

  it("writes scrypt:N:r:p:salt:hash with a fresh salt each time", () => {
    const one = hashPassword("geheim", FAST);
    const two = hashPassword("geheim", FAST);
    expect(one).toMatch(/^scrypt:16384:8:1:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]{43}$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain("geheim");
    expect(hashPassword("x")).toMatch(/^scrypt:32768:8:1:/);
    const parsed = parsePasswordHash(one)!;
    expect(parsed).toMatchObject(FAST);
    expect(formatPasswordHash(parsed)).toBe(one);
  });

  it("verifies the right password and refuses a wrong one, in constant time", async () => {
    const compare = jest.spyOn(crypto, "timingSafeEqual");
    const stored = hashPassword("Richtig Pferd Batterie", FAST);
    await expect(verifyPassword("Richtig Pferd Batterie", stored)).resolves.toBe(true);
    await expect(verifyPassword("richtig Pferd Batterie", stored)).resolves.toBe(false);
    await expect(verifyPassword("Richtig Pferd Batterie ", stored)).resolves.toBe(false);
    await expect(verifyPassword("", stored)).resolves.toBe(false);
    expect(compare).toHaveBeenCalledTimes(3);
  });

  it("treats the two Unicode spellings of an umlaut as the same password", async () => {
    const stored = hashPassword("Prämie", FAST);
    await expect(verifyPassword("Pra\u0308mie", stored)).resolves.toBe(true);
  });

  it("refuses malformed or unsafe stored hashes without throwing", async () => {
    const good = hashPassword("pw", FAST);
    const [, , , , salt, hash] = good.split(":");
    const malformed = [
      "",
      "pw",
      good.replace("scrypt", "bcrypt"),
      good.replaceAll(":", "$"),
      `${good}:extra`,
      `scrypt:16383:8:1:${salt}:${hash}`, // N not a power of two
      `scrypt:1024:8:1:${salt}:${hash}`, // too weak
      `scrypt:${2 ** 21}:8:1:${salt}:${hash}`, // too much memory
      `scrypt:16384:0:1:${salt}:${hash}`,
      `scrypt:16384:8:1:${salt!.slice(0, 10)}:${hash}`, // salt too short
      `scrypt:16384:8:1:${salt}:abc`, // hash too short
      `scrypt:16384:8:1:${salt}:${hash}+/`,
    ];
    for (const text of malformed) {
      expect(parsePasswordHash(text)).toBeNull();
      await expect(verifyPassword("pw", text)).resolves.toBe(false);
    }
    await expect(verifyPassword("pw", good)).resolves.toBe(true);
  });
});
