import { randomInt } from "node:crypto";
import { closeDatabase, getDatabase, type Database } from "@/lib/db";
import {
  deactivateOlderKeys,
  issueKey,
  listKeys,
  listKeyStatus,
  UnknownInsurerError,
  verifyKey,
} from "@/lib/insurers/access-keys";
import { hashKeySecret } from "@/lib/insurers/key-secret";

// Two insurers of its own (codes unlikely to clash when the suite shares a PostgreSQL database).
let db: Database;
const base = 900_000 + randomInt(0, 90_000);
const first = String(base);
const second = String(base + 1);

beforeAll(async () => {
  db = await getDatabase();
  await db.prisma.insurer.createMany({ data: [{ code: first, name: "Testkasse Eins" }, { code: second, name: "Testkasse Zwei" }] });
});
afterAll(() => closeDatabase());

describe("insurer key service", () => {
  it("stores only the hash and the stub of an issued key", async () => {
    const issued = await issueKey(db, first);
    expect(issued).toMatchObject({ insurerCode: first, insurerName: "Testkasse Eins" });
    const rows = await db.prisma.insurerApiKey.findMany({ where: { insurerCode: first } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.hash).toBe(hashKeySecret(issued.secret));
    expect(JSON.stringify(rows)).not.toContain(issued.secret);
    expect(rows[0]!.stub).toBe(issued.stub);
  });

  it("refuses an unknown insurer", async () => {
    await expect(issueKey(db, "0")).rejects.toBeInstanceOf(UnknownInsurerError);
  });

  it("verifies only the insurer's own active keys and counts each use", async () => {
    const key = await issueKey(db, second);
    expect(await verifyKey(db, second, key.secret)).toEqual({ ok: true, keyId: key.id });
    expect(await verifyKey(db, second, key.secret)).toEqual({ ok: true, keyId: key.id });
    expect(await verifyKey(db, first, key.secret)).toEqual({ ok: false });
    expect(await verifyKey(db, second, `${key.secret}x`)).toEqual({ ok: false });
    expect(await verifyKey(db, second, "")).toEqual({ ok: false });
    const [info] = await listKeys(db, second);
    expect(info).toMatchObject({ id: key.id, usageCount: 2, deactivatedAt: null });
    expect(info!.lastUsedAt).toBeInstanceOf(Date);
  });

  it("reports status per insurer and deactivates all but the newest key", async () => {
    const older = await issueKey(db, first);
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct creation times
    const newest = await issueKey(db, first);
    await verifyKey(db, first, older.secret);
    expect(await deactivateOlderKeys(db, first)).toBe(2); // the first test's key and `older`
    expect(await verifyKey(db, first, older.secret)).toEqual({ ok: false });
    expect((await verifyKey(db, first, newest.secret)).ok).toBe(true);

    const status = await listKeyStatus(db);
    expect(status.find((row) => row.code === first)).toEqual({ code: first, name_de: "Testkasse Eins", hasActiveKey: true, usageCount: 2 });
    await deactivateOlderKeys(db, second); // only one key: stays
    expect(status.find((row) => row.code === second)).toMatchObject({ hasActiveKey: true, usageCount: 2 });
    await db.prisma.insurerApiKey.updateMany({ where: { insurerCode: second }, data: { deactivatedAt: new Date() } });
    expect((await listKeyStatus(db)).find((row) => row.code === second)).toMatchObject({ hasActiveKey: false, usageCount: 2 });
  });
});
