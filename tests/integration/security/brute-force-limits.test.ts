import { randomInt } from "node:crypto";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as validateAccess } from "@/app/api/insurer/validate-access/route";
import { closeDatabase, getDatabase, type Database } from "@/lib/db";
import { issueKey } from "@/lib/insurers/access-keys";
import { configureTestAdmin } from "@/tests/support/test-admin";

// The failure limits under a burst: each attempt is taken before it is evaluated, so no more
// than the limit are ever evaluated per window, however many arrive at once.
const PASSWORD = "richtiges Pferd Batterie Heftklammer";
configureTestAdmin(PASSWORD, { ADMIN_LOGIN_MAX_FAILURES: "10" });

let db: Database;
const insurerCode = String(700_000 + randomInt(0, 90_000));
let key: string;

const run = randomInt(1, 250);
let nextHost = 1;
const freshAddress = () => `10.${run}.${Math.floor(nextHost / 250) + 200}.${(nextHost++ % 250) + 1}`;

beforeAll(async () => {
  db = await getDatabase();
  await db.prisma.insurer.create({ data: { code: insurerCode, name: `Brute-Force-Test ${insurerCode}` } });
  key = (await issueKey(db, insurerCode)).secret;
});
afterAll(() => closeDatabase());

const adminLogin = (password: string, address: string) =>
  login(new Request("http://test/api/admin/login", { method: "POST", headers: { "x-forwarded-for": address }, body: JSON.stringify({ password }) }));
const validate = (apiKey: string, address: string) =>
  validateAccess(
    new Request("http://test/api/insurer/validate-access", {
      method: "POST",
      headers: { "x-insurer-code": insurerCode, "x-api-key": apiKey, "x-forwarded-for": address },
    }),
  );
const statuses = (responses: Response[]) => responses.map((response) => response.status);
const countOf = (list: number[], status: number) => list.filter((value) => value === status).length;

describe("a burst of wrong admin passwords from one address", () => {
  it("evaluates at most the limit (10 × 401), refuses the rest with 429", async () => {
    const address = freshAddress();
    const answers = statuses(await Promise.all(Array.from({ length: 64 }, () => adminLogin("falsch", address))));
    expect(countOf(answers, 401)).toBe(10);
    expect(countOf(answers, 429)).toBe(54);
  }, 60_000);
});

describe("a burst of wrong insurer keys from one address", () => {
  it("evaluates five at once (5 × 401), slows the rest down with 429 and a short Retry-After", async () => {
    const address = freshAddress();
    const responses = await Promise.all(Array.from({ length: 64 }, (_, i) => validate(`pk_guess${i}`, address)));
    const answers = statuses(responses);
    expect(countOf(answers, 401)).toBe(5);
    expect(countOf(answers, 429)).toBe(59);
    // Slowed down, not locked for the window: the next attempt is allowed about 30 s after the first failure.
    const waits = responses.filter((response) => response.status === 429).map((response) => Number(response.headers.get("retry-after")));
    expect(Math.max(...waits)).toBeLessThanOrEqual(30);
    expect(Math.min(...waits)).toBeGreaterThan(0);
  });
});

describe("no lock-out by strangers", () => {
  it("keeps the right key working from an address that has not failed, after 40 wrong keys from others", async () => {
    const warnings: string[] = [];
    const warn = jest.spyOn(console, "warn").mockImplementation((...args) => void warnings.push(args.join(" ")));
    try {
      for (let i = 0; i < 40; i++) expect((await validate(`pk_guess${i}`, freshAddress())).status).toBe(401);
      expect((await validate(key, freshAddress())).status).toBe(200);
      expect(warnings.some((line) => line.includes(insurerCode))).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });

  it("a right key gives its attempt back: many right requests from one address are never limited", async () => {
    const address = freshAddress();
    for (let i = 0; i < 15; i++) expect((await validate(key, address)).status).toBe(200);
  });
});
