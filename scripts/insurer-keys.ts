import "./load-env";
import { writeFile } from "node:fs/promises";
import { CLI_ACTOR, recordAudit } from "@/lib/admin/audit-log";
import { closeDatabase, getDatabase } from "@/lib/db";
import {
  deactivateOlderKeys,
  issueKey,
  listKeys,
  listKeyStatus,
  UnknownInsurerError,
} from "@/lib/insurers/access-keys";

/**
 * `npm run keys -- <command>`: the insurer access keys from the command line (the admin panel
 * does the same in the browser); issuing and deactivating are written to the audit log as "cli".
 *   issue <code> [<code> …] [--json <file>]  a new key per insurer, printed once (or written to the file, mode 0600)
 *   list                                    status per insurer and the stubs of active keys, never a key
 *   deactivate <code>                       deactivates every active key of the insurer but the newest
 * With the embedded database, stop the server first: PGlite allows one process per data folder.
 */
const USAGE = `Verwendung:
  npm run keys -- issue <Versicherer-Code> [<Code> …] [--json <Datei>]
  npm run keys -- list
  npm run keys -- deactivate <Versicherer-Code>`;

class UsageError extends Error {}

function jsonTarget(args: string[]): { file?: string; rest: string[] } {
  const at = args.indexOf("--json");
  if (at === -1) return { rest: args };
  const file = args[at + 1];
  if (!file || file.startsWith("--")) throw new UsageError("--json braucht einen Dateinamen");
  return { file, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

async function issue(args: string[]) {
  const { file, rest: codes } = jsonTarget(args);
  if (codes.length === 0) throw new UsageError("Bitte mindestens einen Versicherer-Code angeben");
  const db = await getDatabase();
  // All or none, each with its audit entry (actor "cli"; never the key).
  const issued = await db.prisma.$transaction(async (tx) => {
    const keys = [];
    for (const code of codes) {
      const key = await issueKey({ prisma: tx }, code);
      await recordAudit({ prisma: tx }, { actor: CLI_ACTOR, action: "keys.issued", target: code, details: { keyId: key.id, stub: key.stub } });
      keys.push(key);
    }
    return keys;
  });
  if (file) {
    const out = issued.map((key) => ({ insurerCode: key.insurerCode, insurerName: key.insurerName, apiKey: key.secret, stub: key.stub, createdAt: key.createdAt }));
    await writeFile(file, `${JSON.stringify(out, null, 2)}\n`, { mode: 0o600 });
    console.log(`[keys] ${issued.length} Schlüssel ausgegeben und in ${file} geschrieben (${issued.map((key) => key.stub).join(", ")}).`);
    return;
  }
  for (const key of issued) {
    console.log(`${key.insurerCode} ${key.insurerName}\n  ${key.secret}`);
  }
  console.log("\nDer Schlüssel wird nur jetzt angezeigt; gespeichert sind nur sein Hash und der Anfang und das Ende. Ältere Schlüssel bleiben gültig, bis sie deaktiviert werden.");
}

async function list() {
  const db = await getDatabase();
  const [status, keys] = await Promise.all([listKeyStatus(db), listKeys(db)]);
  const activeStubs = new Map<string, string[]>();
  for (const key of keys) if (!key.deactivatedAt) activeStubs.set(key.insurerCode, [...(activeStubs.get(key.insurerCode) ?? []), key.stub]);
  console.log(["Code", "Versicherer", "aktiv", "Nutzungen", "aktive Schlüssel"].join("\t"));
  for (const row of status) {
    console.log([row.code, row.name_de, row.hasActiveKey ? "ja" : "nein", row.usageCount, (activeStubs.get(row.code) ?? []).join(", ")].join("\t"));
  }
}

async function deactivate(args: string[]) {
  const [code] = args;
  if (!code || args.length !== 1) throw new UsageError("Bitte genau einen Versicherer-Code angeben");
  const db = await getDatabase();
  const count = await db.prisma.$transaction(async (tx) => {
    const deactivated = await deactivateOlderKeys({ prisma: tx }, code);
    await recordAudit({ prisma: tx }, { actor: CLI_ACTOR, action: "keys.deactivated", target: code, details: { count: deactivated } });
    return deactivated;
  });
  console.log(`[keys] ${count} ältere Schlüssel von ${code} deaktiviert; der neueste bleibt gültig.`);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === "issue") return issue(args);
  if (command === "list") return list();
  if (command === "deactivate") return deactivate(args);
  throw new UsageError(command ? `Unbekannter Befehl: ${command}` : "Kein Befehl angegeben");
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    if (error instanceof UsageError) console.error(`[keys] ${error.message}\n${USAGE}`);
    else if (error instanceof UnknownInsurerError) console.error(`[keys] ${error.message}. \`npm run keys -- list\` zeigt die Codes.`);
    else console.error(`[keys] ${(error as Error).message}`);
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  });
