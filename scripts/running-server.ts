import { existsSync } from "node:fs";
import { request } from "node:http";
import { describeUrl, embeddedDatabaseHolder } from "@/lib/db/connection";
import { env } from "@/lib/env";
import { opsSocketPath } from "@/lib/ops/ops-socket-path";

/**
 * With the embedded database held by a running server, the CLI sends its command to the server's
 * socket (lib/ops/ops-socket.ts) instead of opening the database: null when no server holds it.
 */
export async function runningServerSocket(): Promise<string | null> {
  const { databaseUrl, dataDir } = env();
  const { kind, target } = describeUrl(databaseUrl);
  if (kind !== "pglite" || target === "" || target.startsWith("memory")) return null;
  const holder = await embeddedDatabaseHolder(target);
  if (!holder) return null;
  const socket = opsSocketPath(dataDir);
  if (!existsSync(socket)) {
    throw new Error(`Die eingebettete Datenbank wird vom Prozess ${holder} verwendet, der keinen Betriebs-Socket anbietet (${socket}). Beende ihn oder starte ihn neu.`);
  }
  return socket;
}

/** Sends one command and hands each answered line to `onLine`; resolves with the result, rejects with the server's error. */
export function sendToServer<T>(socket: string, endpoint: "/keys" | "/import", body: unknown, onLine: (line: Record<string, unknown>) => void = () => {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const call = request({ socketPath: socket, path: endpoint, method: "POST", headers: { "content-type": "application/json" } }, (response) => {
      let buffer = "";
      let result: T | undefined;
      let failure: string | undefined;
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        for (let at = buffer.indexOf("\n"); at >= 0; at = buffer.indexOf("\n")) {
          const line = JSON.parse(buffer.slice(0, at)) as Record<string, unknown>;
          buffer = buffer.slice(at + 1);
          if ("result" in line) result = line.result as T;
          else if ("error" in line) failure = String(line.error);
          else onLine(line);
        }
      });
      response.on("end", () => (failure !== undefined ? reject(new Error(failure)) : result === undefined ? reject(new Error("Keine Antwort des Servers")) : resolve(result)));
    });
    call.on("error", reject);
    call.end(JSON.stringify(body));
  });
}
