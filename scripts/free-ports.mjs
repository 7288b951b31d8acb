#!/usr/bin/env node
// Prints N distinct free TCP ports on 127.0.0.1, space-separated (default 1): the operating system
// hands each one out (listen on port 0), so a test run never meets a server someone left behind
// on a fixed port. Usage: node scripts/free-ports.mjs [N]
import { createServer } from "node:net";

const count = Number(process.argv[2] ?? 1);
if (!Number.isInteger(count) || count < 1) {
  console.error("usage: node scripts/free-ports.mjs [N]");
  process.exit(2);
}

const listening = [];
for (let i = 0; i < count; i++) {
  // Every server stays open until all ports are known, so the operating system gives distinct ones.
  const server = createServer();
  await new Promise((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  listening.push(server);
}
const ports = listening.map((server) => server.address().port);
await Promise.all(listening.map((server) => new Promise((resolve) => server.close(resolve))));
console.log(ports.join(" "));
