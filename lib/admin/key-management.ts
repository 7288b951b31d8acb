import "server-only";
import type { Database } from "@/lib/db";
import { deactivateOlderKeys, issueKey, issueKeysForAll, type IssuedKey } from "@/lib/insurers/access-keys";
import { recordAudit } from "./audit-log";

/**
 * The admin panel's key actions on the insurer key service, each with its audit entry in the
 * same transaction: a key is never issued or deactivated without a record of who did it, and
 * the record never holds the key (its id and stub at most).
 */

/** A new key as the admin API answers it, shown once. */
export type NewKey = { insurer_code: string; insurer_name: string; api_key: string };

const toNewKey = (key: IssuedKey): NewKey => ({ insurer_code: key.insurerCode, insurer_name: key.insurerName, api_key: key.secret });

export function renewAllKeys(db: Database, actor: string): Promise<NewKey[]> {
  return db.prisma.$transaction(
    async (tx) => {
      const issued = await issueKeysForAll({ prisma: tx });
      await recordAudit({ prisma: tx }, { actor, action: "keys.renewed_all", details: { count: issued.length, keyIds: issued.map((key) => key.id) } });
      return issued.map(toNewKey);
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}

/** A new key for one insurer; UnknownInsurerError when there is no such insurer. */
export function renewKey(db: Database, actor: string, insurerCode: string): Promise<NewKey> {
  return db.prisma.$transaction(async (tx) => {
    const issued = await issueKey({ prisma: tx }, insurerCode);
    await recordAudit({ prisma: tx }, { actor, action: "keys.renewed", target: insurerCode, details: { keyId: issued.id, stub: issued.stub } });
    return toNewKey(issued);
  });
}

/**
 * Deactivates every active key of the insurer except the newest (the one just handed over
 * after a renewal): the panel's way to retire old keys. Answers how many were deactivated.
 */
export function deactivateOldKeys(db: Database, actor: string, insurerCode: string): Promise<number> {
  return db.prisma.$transaction(async (tx) => {
    const count = await deactivateOlderKeys({ prisma: tx }, insurerCode);
    await recordAudit({ prisma: tx }, { actor, action: "keys.deactivated", target: insurerCode, details: { count } });
    return count;
  });
}
