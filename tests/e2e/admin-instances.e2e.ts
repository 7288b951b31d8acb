import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { hashPassword } from "../../lib/crypto/password-hash";
import { latestCode, outboxFiles } from "../support/outbox";

/**
 * Two server instances behind one load balancer: two real `next start` processes (the
 * production build in .next) on ports 3610 and 3611 against ONE PostgreSQL database of their
 * own. A code that instance A sent is accepted by instance B, the session B opened works on A,
 * and the tries of a pending login count on both. Each instance has its own data folder and
 * outbox (as on two machines); they share what a deployment must share: SESSION_SECRET,
 * ADMIN_PASSWORD_HASH, LEAD_ENCRYPTION_KEY and the database.
 */
const base = process.env.TEST_DATABASE_URL;
test.skip(!base, "needs a PostgreSQL server: set TEST_DATABASE_URL (e.g. postgresql://root@127.0.0.1:5432/test)");
test.describe.configure({ mode: "serial", timeout: 240_000 });

const root = path.resolve(__dirname, "../..");
const PORTS = [3610, 3611] as const;
const PASSWORD = "zwei-Instanzen-ein-Passwort";
const INSURER = { code: "990001", name: "Instanzen-Testkasse" };

type Instance = { url: string; dataDir: string; outbox: string; process: ChildProcess; log: string[] };
let databaseUrl: string;
const instances: Instance[] = [];
let work = "";

async function waitForServer(instance: Instance) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) throw new Error(`server ${instance.url} ended:\n${instance.log.join("")}`);
    try {
      // Any answer will do: without premium data the health check may report 503.
      await fetch(`${instance.url}/api/health`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`server ${instance.url} did not start:\n${instance.log.join("")}`);
}

test.beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "pk-admin-instances-"));
  databaseUrl = execFileSync("node", ["tests/support/pg-test-db.mjs", "create", base!], { cwd: root, encoding: "utf8" }).trim();
  const shared = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString("base64"),
    ADMIN_PASSWORD_HASH: hashPassword(PASSWORD),
    LEAD_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    // An empty premium folder: the instances' start-up import fails at once (reported in the log)
    // instead of importing 217,000 premiums twice at the same time; the admin panel needs none.
    PREMIUM_DATA_DIR: mkdtempSync(path.join(work, "no-premiums-")),
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production" as const,
  };
  execFileSync("npx", ["tsx", "scripts/db-migrate.ts"], { cwd: root, env: { ...process.env, ...shared, DATA_DIR: work }, stdio: "pipe" });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("INSERT INTO insurer (code, name) VALUES ($1, $2)", [INSURER.code, INSURER.name]);
  await client.end();

  for (const port of PORTS) {
    const dataDir = mkdtempSync(path.join(work, `instance-${port}-`));
    const outbox = path.join(dataDir, "outbox");
    const log: string[] = [];
    const child = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port)], {
      cwd: root,
      env: { ...process.env, ...shared, DATA_DIR: dataDir, MAIL_OUTBOX_DIR: outbox },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    child.stdout!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
    instances.push({ url: `http://127.0.0.1:${port}`, dataDir, outbox, process: child, log });
  }
  await Promise.all(instances.map(waitForServer));
});

test.afterAll(async () => {
  for (const instance of instances) {
    // The whole process group (next start may have children), by the id we started.
    if (instance.process.pid && instance.process.exitCode === null) {
      try {
        process.kill(-instance.process.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  if (databaseUrl) execFileSync("node", ["tests/support/pg-test-db.mjs", "drop", databaseUrl], { cwd: root, stdio: "pipe" });
  if (work) rmSync(work, { recursive: true, force: true });
});

const cookieOf = (headers: { name: string; value: string }[]) => {
  const line = headers.find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("pk_admin="));
  return line!.value.split(";")[0]!;
};

test("a code sent by one instance is accepted by the other, and the session works on both", async () => {
  const [a, b] = instances as [Instance, Instance];
  const contexts: APIRequestContext[] = [];
  const on = async (instance: Instance) => {
    const context = await playwrightRequest.newContext({ baseURL: instance.url });
    contexts.push(context);
    return context;
  };
  const [onA, onB] = [await on(a), await on(b)];
  try {
    // Instance A checks the password and mails the code into its own outbox.
    const before = new Set(outboxFiles(a.outbox));
    const login = await onA.post("/api/admin/login", { data: { password: PASSWORD } });
    expect(login.status()).toBe(200);
    const { sessionId } = (await login.json()) as { sessionId: string };
    const code = latestCode(a.outbox, before);
    expect(outboxFiles(b.outbox)).toEqual([]);

    // Instance B accepts it and opens the session.
    const verified = await onB.post("/api/admin/verify-code", { data: { sessionId, code } });
    expect(verified.status()).toBe(200);
    const cookie = cookieOf(verified.headersArray());

    // The session works on A; a key renewed on A opens the insurer API on B.
    const status = await onA.get("/api/admin/insurers-status", { headers: { cookie } });
    expect(status.status()).toBe(200);
    expect((await status.json()).insurers).toEqual([{ code: INSURER.code, name_de: INSURER.name, hasActiveKey: false, usageCount: 0 }]);
    const renewed = await onA.post("/api/admin/renew-single-api-key", { headers: { cookie }, data: { insurerCode: INSURER.code } });
    expect(renewed.status()).toBe(200);
    const { key } = (await renewed.json()) as { key: { api_key: string } };
    const access = await onB.post("/api/insurer/validate-access", { headers: { "x-insurer-code": INSURER.code, "x-api-key": key.api_key } });
    expect(access.status()).toBe(200);

    // One code, once: B used it, so A refuses it.
    expect((await onA.post("/api/admin/verify-code", { data: { sessionId, code } })).status()).toBe(401);

    // The tries of a pending login count on both instances.
    const again = new Set(outboxFiles(b.outbox));
    const second = await onB.post("/api/admin/login", { data: { password: PASSWORD } });
    const secondId = ((await second.json()) as { sessionId: string }).sessionId;
    const secondCode = latestCode(b.outbox, again);
    const wrong = String((Number(secondCode) + 1) % 1_000_000).padStart(6, "0");
    const left = [];
    for (const context of [onA, onB, onA]) {
      const answer = await context.post("/api/admin/verify-code", { data: { sessionId: secondId, code: wrong } });
      left.push(((await answer.json()) as { attemptsLeft: number }).attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2]);

    // Logging out on B ends the session on A too.
    expect((await onB.post("/api/admin/logout", { headers: { cookie } })).status()).toBe(200);
    expect((await onA.get("/api/admin/session", { headers: { cookie } })).status()).toBe(401);
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()));
  }
});
