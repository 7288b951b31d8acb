import "./load-env";
import { writeFile } from "node:fs/promises";
import { closeDatabase, getDatabase } from "@/lib/db";
import { UnknownInsurerError } from "@/lib/insurers/access-keys";
import { runKeyCommand, type KeyCommand, type KeyCommandResult } from "@/lib/admin/key-commands";
import { runningServerSocket, sendToServer } from "./running-server";

/**
 * `npm run keys -- <command>`: the insurer access keys from the command line (the admin panel
 * does the same in the browser); issuing and deactivating are written to the audit log as "cli".
 *   issue <code> [<code> …] [--json <file>]  a new key per insurer, printed once (or written to the file, mode 0600)
 *   list                                    status per insurer and the stubs of active keys, never a key
 *   deactivate <code>                       deactivates every active key of the insurer but the newest
 * With the embedded database held by the running server, the server runs the command (scripts/running-server.ts).
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

function parse([command, ...args]: string[]): { command: KeyCommand; jsonFile?: string } {
  if (command === "issue") {
    const { file, rest: codes } = jsonTarget(args);
    if (codes.length === 0) throw new UsageError("Bitte mindestens einen Versicherer-Code angeben");
    return { command: { command: "issue", codes }, ...(file ? { jsonFile: file } : {}) };
  }
  if (command === "list") return { command: { command: "list" } };
  if (command === "deactivate") {
    if (args.length !== 1) throw new UsageError("Bitte genau einen Versicherer-Code angeben");
    return { command: { command: "deactivate", code: args[0]! } };
  }
  throw new UsageError(command ? `Unbekannter Befehl: ${command}` : "Kein Befehl angegeben");
}

async function print(result: KeyCommandResult, jsonFile?: string) {
  if (result.command === "issue") {
    if (jsonFile) {
      await writeFile(jsonFile, `${JSON.stringify(result.keys, null, 2)}\n`, { mode: 0o600 });
      console.log(`[keys] ${result.keys.length} Schlüssel ausgegeben und in ${jsonFile} geschrieben (${result.keys.map((key) => key.stub).join(", ")}).`);
      return;
    }
    for (const key of result.keys) console.log(`${key.insurerCode} ${key.insurerName}\n  ${key.apiKey}`);
    console.log("\nDer Schlüssel wird nur jetzt angezeigt; gespeichert sind nur sein Hash und der Anfang und das Ende. Ältere Schlüssel bleiben gültig, bis sie deaktiviert werden.");
  } else if (result.command === "list") {
    console.log(["Code", "Versicherer", "aktiv", "Nutzungen", "aktive Schlüssel"].join("\t"));
    for (const row of result.insurers) console.log([row.code, row.name, row.active ? "ja" : "nein", row.usageCount, row.activeStubs.join(", ")].join("\t"));
  } else {
    console.log(`[keys] ${result.deactivated} ältere Schlüssel von ${result.code} deaktiviert; der neueste bleibt gültig.`);
  }
}

async function main() {
  const { command, jsonFile } = parse(process.argv.slice(2));
  const socket = await runningServerSocket();
  const result = socket ? await sendToServer<KeyCommandResult>(socket, "/keys", command) : await runKeyCommand(await getDatabase(), command);
  await print(result, jsonFile);
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
