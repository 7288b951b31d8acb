import { CLI_ACTOR, recordAudit } from "./audit-log";
import type { Database } from "@/lib/db";
import { deactivateOlderKeys, issueKey, listKeys, listKeyStatus } from "@/lib/insurers/access-keys";

/** The access-key commands of `npm run keys`, run in this process or, with the embedded database, by the running server. */
export type KeyCommand = { command: "issue"; codes: string[] } | { command: "list" } | { command: "deactivate"; code: string };

export type IssuedKeyLine = { insurerCode: string; insurerName: string; apiKey: string; stub: string; createdAt: string };
export type KeyStatusLine = { code: string; name: string; active: boolean; usageCount: number; activeStubs: string[] };
export type KeyCommandResult =
  | { command: "issue"; keys: IssuedKeyLine[] }
  | { command: "list"; insurers: KeyStatusLine[] }
  | { command: "deactivate"; code: string; deactivated: number };

export async function runKeyCommand(db: Database, command: KeyCommand): Promise<KeyCommandResult> {
  switch (command.command) {
    case "issue": {
      // All or none, each with its audit entry (actor "cli"; never the key).
      const keys = await db.prisma.$transaction(async (tx) => {
        const issued: IssuedKeyLine[] = [];
        for (const code of command.codes) {
          const key = await issueKey({ prisma: tx }, code);
          await recordAudit({ prisma: tx }, { actor: CLI_ACTOR, action: "keys.issued", target: code, details: { keyId: key.id, stub: key.stub } });
          issued.push({ insurerCode: key.insurerCode, insurerName: key.insurerName, apiKey: key.secret, stub: key.stub, createdAt: key.createdAt.toISOString() });
        }
        return issued;
      });
      return { command: "issue", keys };
    }
    case "list": {
      const [status, keys] = await Promise.all([listKeyStatus(db), listKeys(db)]);
      const activeStubs = new Map<string, string[]>();
      for (const key of keys) if (!key.deactivatedAt) activeStubs.set(key.insurerCode, [...(activeStubs.get(key.insurerCode) ?? []), key.stub]);
      return {
        command: "list",
        insurers: status.map((row) => ({ code: row.code, name: row.name_de, active: row.hasActiveKey, usageCount: row.usageCount, activeStubs: activeStubs.get(row.code) ?? [] })),
      };
    }
    case "deactivate": {
      const deactivated = await db.prisma.$transaction(async (tx) => {
        const count = await deactivateOlderKeys({ prisma: tx }, command.code);
        await recordAudit({ prisma: tx }, { actor: CLI_ACTOR, action: "keys.deactivated", target: command.code, details: { count } });
        return count;
      });
      return { command: "deactivate", code: command.code, deactivated };
    }
  }
}
