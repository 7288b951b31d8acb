// The production server (npm start): Next.js behind a thin Node HTTP layer, because a route
// handler cannot see the connection's address (Next.js only passes it on as X-Forwarded-For when
// the client sent none) and the framework answers a malformed URL or TRACE with a 500.
// - every request carries the connection's own address (lib/security/peer-address.mjs), which
//   the per-address limits use unless TRUST_PROXY_HOPS names proxies in front;
// - malformed URLs (400) and unknown methods (405) are answered here, with the security headers;
// - pages are sent with a Content-Security-Policy naming the hashes of their inline scripts
//   (they are cached, so they cannot carry a per-request nonce: lib/http/page-policy.mjs), and
//   the info and canton pages with the framework's scripts loaded after the first paint
//   (lib/http/defer-scripts.mjs);
// - SIGTERM closes the server, then the database, so a normal stop needs no recovery;
// - on the embedded database, WebAssembly keeps its baseline code only (lib/db/embedded-wasm.mjs).
import { keepBaselineWasmOnly } from "./lib/db/embedded-wasm.mjs";
import { createServer } from "node:http";
import next from "next";
import { deferFrameworkScripts, isInfoPage } from "./lib/http/defer-scripts.mjs";
import { createPagePolicy } from "./lib/http/page-policy.mjs";
import { gateRefusal, ALLOWED_METHODS } from "./lib/http/request-gate.mjs";
import { PEER_HEADER, peerHeaderValue } from "./lib/security/peer-address.mjs";
import { contentSecurityPolicy, securityHeaders } from "./lib/security-headers.mjs";

keepBaselineWasmOnly();

const port = Number(process.env.PORT ?? 3000);
// BIND_ADDRESS (not HOSTNAME, which containers set to their own name); unset: every interface, as `next start`.
const hostname = process.env.BIND_ADDRESS || undefined;
// The catalog asks this server to renew its cached pages after an import (lib/seo/page-refresh.ts).
process.env.PORT = String(port);
// Next.js's own name for itself stays "localhost" whatever address the server binds: the request gate's
// rewrites (a German page to its /de route) are addressed to the request's URL, which Next.js builds with
// "localhost"; under another name it would take them for an outside address and proxy them in a loop.
const app = next({ dev: false, hostname: "localhost", port });
await app.prepare();
const handle = app.getRequestHandler();

const policyOptions = {
  dev: false,
  https: (process.env.SITE_URL ?? "").startsWith("https://"),
  pixel: Boolean(process.env.META_PIXEL_ID),
  analyticsUrl: process.env.ANALYTICS_URL || undefined,
};
const headers = securityHeaders(policyOptions);
const withPagePolicy = createPagePolicy((scriptHashes) => contentSecurityPolicy({ ...policyOptions, scriptHashes }), {
  // The info and canton pages load the framework's scripts after their first paint (lib/http/defer-scripts.mjs).
  transform: (html, path) => (isInfoPage(path) ? deferFrameworkScripts(html) : html),
});

function refuse(response, { status, error, details }) {
  for (const { key, value } of headers) response.setHeader(key, value);
  response.setHeader("content-type", "application/json; charset=utf-8");
  response.setHeader("cache-control", "no-store");
  if (status === 405) response.setHeader("allow", ALLOWED_METHODS.join(", "));
  response.statusCode = status;
  response.end(JSON.stringify({ error, details }));
}

const server = createServer((request, response) => {
  const refusal = gateRefusal(request.method, request.url);
  if (refusal) return refuse(response, refusal);
  request.headers[PEER_HEADER] = peerHeaderValue(request.socket.remoteAddress);
  withPagePolicy(request, response);
  handle(request, response);
});
server.listen(port, hostname, () => console.info(`[server] bereit auf Port ${port}`));

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.info(`[server] ${signal}: keine neuen Anfragen, Datenbank wird geschlossen`);
  server.close();
  server.closeIdleConnections();
  // lib/db keeps the process's one database here (see lib/db/index.ts).
  const db = globalThis.__db;
  try {
    if (db) await (await db).close();
  } catch (error) {
    console.error(`[server] Datenbank nicht sauber geschlossen: ${error.message}`);
    process.exit(1);
  }
  process.exit(0);
}
process.once("SIGTERM", () => void stop("SIGTERM"));
process.once("SIGINT", () => void stop("SIGINT"));
