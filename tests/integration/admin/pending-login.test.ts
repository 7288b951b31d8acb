import { randomBytes } from "node:crypto";
import { codeKeyFrom, MAX_CODE_ATTEMPTS, sessionIdKey } from "@/lib/admin/login-code";
import { checkLoginCode, renewLoginCode, startPendingLogin } from "@/lib/admin/pending-login";
import { closeDatabase, getDatabase, type Database } from "@/lib/db";

// The pending login's rules against the real database, with an explicit clock: expiry to the
// millisecond, the try limit, single use, and what concurrent checks can and cannot do.
let db: Database;
const key = codeKeyFrom(randomBytes(32).toString("base64"));
const settings = { key, ttlSeconds: 60 };
// Close to the real time: other files on a shared database prune logins older than an hour.
const t0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const at = (ms: number) => new Date(t0.getTime() + ms);
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

beforeAll(async () => {
  db = await getDatabase();
});
afterAll(() => closeDatabase());

describe("pending admin login", () => {
  it("stores only hashes: of the session id and (keyed) of the code", async () => {
    const login = await startPendingLogin(db, { ...settings, now: t0 });
    const row = await db.prisma.adminPendingLogin.findUnique({ where: { id: sessionIdKey(login.sessionId) } });
    expect(row).toMatchObject({ attempts: 0, expiresAt: at(60_000) });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(login.code);
    expect(await db.prisma.adminPendingLogin.findUnique({ where: { id: login.sessionId } })).toBeNull();
  });

  it("accepts the code until the last millisecond of its 60 s, not at 60 s", async () => {
    const inTime = await startPendingLogin(db, { ...settings, now: t0 });
    expect(await checkLoginCode(db, inTime.sessionId, inTime.code, { key, now: at(59_999) })).toEqual({ ok: true });
    const late = await startPendingLogin(db, { ...settings, now: t0 });
    expect(await checkLoginCode(db, late.sessionId, late.code, { key, now: at(60_000) })).toEqual({ ok: false, reason: "expired" });
    // An expired login is gone: asking again finds nothing.
    expect(await checkLoginCode(db, late.sessionId, late.code, { key, now: at(60_001) })).toEqual({ ok: false, reason: "unknown" });
  });

  it("counts every check as a try: 5 wrong codes kill the login", async () => {
    const login = await startPendingLogin(db, { ...settings, now: t0 });
    const wrong = wrongFor(login.code);
    const left = [];
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      const check = await checkLoginCode(db, login.sessionId, wrong, { key, now: at(1000) });
      left.push(check.ok === false && check.reason === "invalid" ? check.attemptsLeft : null);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(await checkLoginCode(db, login.sessionId, login.code, { key, now: at(2000) })).toEqual({ ok: false, reason: "unknown" });
    expect(await db.prisma.adminPendingLogin.count({ where: { id: sessionIdKey(login.sessionId) } })).toBe(0);
  });

  it("accepts the right code on the 5th try after 4 wrong ones", async () => {
    const login = await startPendingLogin(db, { ...settings, now: t0 });
    for (let i = 0; i < 4; i++) await checkLoginCode(db, login.sessionId, wrongFor(login.code), { key, now: at(1000) });
    expect(await checkLoginCode(db, login.sessionId, login.code, { key, now: at(1000) })).toEqual({ ok: true });
  });

  it("lets 20 concurrent guesses compare at most 5 times", async () => {
    const login = await startPendingLogin(db, { ...settings, now: t0 });
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(login.code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const checks = await Promise.all(guesses.map((guess) => checkLoginCode(db, login.sessionId, guess, { key, now: at(1000) })));
    expect(checks.filter((check) => !check.ok && check.reason === "invalid")).toHaveLength(MAX_CODE_ATTEMPTS);
    expect(checks.filter((check) => check.ok)).toHaveLength(0);
    expect(await checkLoginCode(db, login.sessionId, login.code, { key, now: at(1000) })).toEqual({ ok: false, reason: "unknown" });
  });

  it("uses a right code once, however many checks race", async () => {
    const login = await startPendingLogin(db, { ...settings, now: t0 });
    const checks = await Promise.all(Array.from({ length: 4 }, () => checkLoginCode(db, login.sessionId, login.code, { key, now: at(1000) })));
    expect(checks.filter((check) => check.ok)).toHaveLength(1);
  });

  it("resend replaces the code and the expiry, keeps the tries used, and ends with the login", async () => {
    const login = await startPendingLogin(db, { ...settings, now: t0 });
    await checkLoginCode(db, login.sessionId, wrongFor(login.code), { key, now: at(1000) });
    const renewed = await renewLoginCode(db, login.sessionId, { ...settings, now: at(50_000) });
    expect(renewed).toEqual({ code: expect.stringMatching(/^\d{6}$/), expiresAt: at(110_000) });
    if (renewed!.code !== login.code) {
      const old = await checkLoginCode(db, login.sessionId, login.code, { key, now: at(60_000) });
      expect(old).toEqual({ ok: false, reason: "invalid", attemptsLeft: 3 });
    }
    // Valid past the first code's end, because the expiry moved.
    expect(await checkLoginCode(db, login.sessionId, renewed!.code, { key, now: at(100_000) })).toEqual({ ok: true });
    expect(await renewLoginCode(db, login.sessionId, { ...settings, now: at(100_001) })).toBeNull();

    const expired = await startPendingLogin(db, { ...settings, now: t0 });
    expect(await renewLoginCode(db, expired.sessionId, { ...settings, now: at(60_000) })).toBeNull();
  });

  it("binds a code to its login: another login's code does not open it", async () => {
    const one = await startPendingLogin(db, { ...settings, now: t0 });
    const two = await startPendingLogin(db, { ...settings, now: t0 });
    if (one.code !== two.code) {
      expect(await checkLoginCode(db, one.sessionId, two.code, { key, now: at(1000) })).toMatchObject({ ok: false, reason: "invalid" });
    }
    const otherKey = codeKeyFrom(randomBytes(32).toString("base64"));
    expect(await checkLoginCode(db, two.sessionId, two.code, { key: otherKey, now: at(1000) })).toMatchObject({ ok: false, reason: "invalid" });
    expect(await checkLoginCode(db, two.sessionId, two.code, { key, now: at(1000) })).toEqual({ ok: true });
  });
});
