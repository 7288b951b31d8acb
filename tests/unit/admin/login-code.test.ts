/**
 * @jest-environment node
 */
import crypto, { createHmac, randomBytes } from "node:crypto";
import {
  codeHashesMatch,
  codeKeyFrom,
  generateLoginCode,
  generateSessionId,
  hashLoginCode,
  sessionIdKey,
} from "@/lib/admin/login-code";
import { codeInput } from "@/lib/validations/admin";

describe("login code", () => {
  afterEach(() => jest.restoreAllMocks());

  it("is six digits drawn from crypto.randomInt over 0…999999, leading zeros kept", () => {
    const draw = jest.spyOn(crypto, "randomInt");
    const codes = Array.from({ length: 2000 }, generateLoginCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(draw).toHaveBeenCalledTimes(2000);
    expect(draw).toHaveBeenCalledWith(0, 1_000_000);
    // Spread over the range, not a handful of values.
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => Number(code) < 500_000) && codes.some((code) => Number(code) >= 500_000)).toBe(true);

    draw.mockReturnValueOnce(42 as never).mockReturnValueOnce(999_999 as never).mockReturnValueOnce(0 as never);
    expect([generateLoginCode(), generateLoginCode(), generateLoginCode()]).toEqual(["000042", "999999", "000000"]);
  });

  it("session ids are 32 random bytes in base64url, stored as their SHA-256", () => {
    const ids = Array.from({ length: 50 }, generateSessionId);
    expect(ids.every((id) => /^[A-Za-z0-9_-]{43}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(50);
    const stored = sessionIdKey(ids[0]!);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).toBe(crypto.createHash("sha256").update(ids[0]!).digest("hex"));
    expect(sessionIdKey(ids[1]!)).not.toBe(stored);
  });

  it("hashes a code with HMAC-SHA256 under a key derived from the session secret, bound to its login", () => {
    const secret = randomBytes(32).toString("base64");
    const key = codeKeyFrom(secret);
    expect(key).toHaveLength(32);
    expect(codeKeyFrom(secret).equals(key)).toBe(true);
    expect(codeKeyFrom(`${secret}x`).equals(key)).toBe(false);

    const hash = hashLoginCode(key, "login-1", "123456");
    expect(hash).toBe(createHmac("sha256", key).update("login-1:123456").digest("hex"));
    expect(hash).not.toContain("123456");
    expect(hashLoginCode(key, "login-1", "123456")).toBe(hash);
    expect(hashLoginCode(key, "login-1", "123457")).not.toBe(hash);
    expect(hashLoginCode(key, "login-2", "123456")).not.toBe(hash);
    expect(hashLoginCode(codeKeyFrom(`${secret}x`), "login-1", "123456")).not.toBe(hash);
  });

  it("compares code hashes in constant time and only real digests", () => {
    const spy = jest.spyOn(crypto, "timingSafeEqual");
    const key = codeKeyFrom("s".repeat(40));
    const hash = hashLoginCode(key, "a", "000001");
    expect(codeHashesMatch(hash, hashLoginCode(key, "a", "000001"))).toBe(true);
    expect(codeHashesMatch(hash, hashLoginCode(key, "a", "000002"))).toBe(false);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(codeHashesMatch(hash, "")).toBe(false);
    expect(codeHashesMatch(hash, hash.slice(0, 62))).toBe(false);
    expect(codeHashesMatch("zz".repeat(32), "zz".repeat(32))).toBe(false);
  });

  it("the code input keeps digits only, at most six", () => {
    expect(codeInput("12a3 4-5")).toBe("12345");
    expect(codeInput("12345678")).toBe("123456");
    expect(codeInput("abc")).toBe("");
    expect(codeInput("０１２")).toBe(""); // full-width digits are not ASCII digits
  });
});
