import "server-only";
import { chmod, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { reloadCatalog } from "@/lib/catalog/catalog";
import { getDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { formatImportSummary, importPremiumData, ImportFileError } from "@/lib/importer/import-premium-data";
import { runKeyCommand, type KeyCommand } from "@/lib/admin/key-commands";
import { opsSocketPath } from "./ops-socket-path";

/**
 * The embedded database admits one process, so `npm run keys` and `npm run data:import` cannot open it
 * while the server runs. The server listens on a Unix socket in its data folder instead, which only the
 * folder's owner can reach (the folder is 0700, the socket 0600), and runs the command in its own process:
 * an operator never has to stop the site to issue a key or load next year's premiums.
 */
type Holder = { server?: Server };
const holder = ((globalThis as unknown as { __opsSocket?: Holder }).__opsSocket ??= {});

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error("zu gross");
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
};

/** Streams newline-delimited JSON lines: progress, log lines, the result or an error. */
const line = (response: ServerResponse, value: unknown) => response.write(`${JSON.stringify(value)}\n`);

async function handle(request: IncomingMessage, response: ServerResponse) {
  response.setHeader("content-type", "application/x-ndjson");
  try {
    const body = await readBody(request);
    const db = await getDatabase();
    if (request.url === "/keys") {
      line(response, { result: await runKeyCommand(db, body as KeyCommand) });
    } else if (request.url === "/import") {
      const { years } = (body ?? {}) as { years?: number[] };
      const summary = await importPremiumData(db, env().premiumDataDir, {
        onProgress: (progress) => line(response, { progress }),
        ...(years ? { years } : {}),
      });
      for (const text of formatImportSummary(summary)) line(response, { log: text });
      await reloadCatalog();
      line(response, { result: { years: summary.years } });
    } else {
      response.statusCode = 404;
      line(response, { error: `Unbekannter Befehl ${request.url}` });
    }
  } catch (error) {
    line(response, { error: error instanceof ImportFileError ? error.message : (error as Error).message });
  }
  response.end();
}

/** Starts the socket when the server holds an embedded database in a folder (not in memory, not PostgreSQL). */
export async function startOpsSocket(): Promise<void> {
  const { databaseUrl, dataDir } = env();
  if (holder.server || !databaseUrl.startsWith("pglite:") || databaseUrl.startsWith("pglite:memory")) return;
  const socket = opsSocketPath(dataDir);
  await rm(socket, { force: true }); // left by a server that was killed
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(socket, resolve));
  await chmod(socket, 0o600);
  server.unref();
  holder.server = server;
  const close = () => void rm(socket, { force: true });
  process.once("exit", close);
}
