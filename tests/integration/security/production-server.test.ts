import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "@/lib/crypto/password-hash";

// The production server (server.mjs on the build in .next) over real HTTP: which address the
// limits count with and without a trusted proxy, what the framework would answer with a 500,
// and a clean stop. Needs `npx next build` first.
const root = path.resolve(__dirname, "../../..");
const built = existsSync(path.join(root, ".next/BUILD_ID"));
const PASSWORD = "richtiges Pferd Batterie Heftklammer";

type Server = { url: string; child: ChildProcess; log: () => string; dataDir: string };

async function startServer(port: number, hops: number): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pk-server-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_OPTIONS: "",
    NODE_ENV: "production",
    PORT: String(port),
    BIND_ADDRESS: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PREMIUM_DATA_DIR: mkdtempSync(path.join(tmpdir(), "pk-no-premiums-")), // no import: the limits need none
    TRUST_PROXY_HOPS: String(hops),
    ADMIN_LOGIN_MAX_FAILURES: "2",
    ADMIN_PASSWORD_HASH: hashPassword(PASSWORD, { N: 2 ** 14, r: 8, p: 1 }),
    MAIL_OUTBOX_DIR: path.join(dataDir, "outbox"),
  };
  const child = spawn(process.execPath, ["server.mjs"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server.mjs ended: ${output}`);
    const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (up) return { url, child, log: () => output, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGKILL");
  throw new Error(`server.mjs did not start: ${output}`);
}

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code))));

const wrongLogin = (server: Server, forwardedFor: string) =>
  fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ password: "falsch" }),
  }).then((response) => response.status);

/** A raw request (fetch refuses TRACE and sends only well-formed paths). */
const raw = (server: Server, method: string, requestPath: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const sent = httpRequest(`${server.url}${requestPath}`, { method }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on("error", reject);
    sent.end();
  });

const describeBuilt = built ? describe : describe.skip;

describeBuilt("server.mjs without a proxy (TRUST_PROXY_HOPS=0)", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(3240, 0);
  }, 180_000);
  afterAll(() => server?.child.kill("SIGKILL"));

  it("counts the connection's address, whatever X-Forwarded-For says", async () => {
    expect(await wrongLogin(server, "1.1.1.1")).toBe(401);
    expect(await wrongLogin(server, "2.2.2.2")).toBe(401);
    expect(await wrongLogin(server, "3.3.3.3")).toBe(429);
  });

  it("answers a malformed URL with 400 and unknown methods with 405, with the security headers", async () => {
    for (const path of ["/api/location/%ff", "/%E0%A4%A"]) {
      const malformed = await raw(server, "GET", path);
      expect(malformed.status).toBe(400);
      expect(malformed.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(malformed.headers["x-content-type-options"]).toBe("nosniff");
      expect(JSON.parse(malformed.body).error).toBe("Ungültige Adresse");
    }
    for (const method of ["TRACE", "PROPFIND", "PUT"]) {
      const refused = await raw(server, method, "/");
      expect(refused.status).toBe(405);
      expect(refused.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
      expect(refused.headers["x-frame-options"]).toBe("DENY");
    }
    // A well-formed escape passes the gate (the route may still find the query wrong).
    expect(JSON.parse((await raw(server, "GET", "/api/location/z%C3%BCrich")).body).error).not.toBe("Ungültige Adresse");
    expect(server.log()).not.toMatch(/\n\s+at /);
  });

  it("stops cleanly on SIGTERM: the database is closed, its lock file gone", async () => {
    expect(existsSync(path.join(server.dataDir, "pgdata", "praemienkompass.pid"))).toBe(true);
    server.child.kill("SIGTERM");
    expect(await stopped(server.child)).toBe(0);
    expect(existsSync(path.join(server.dataDir, "pgdata", "praemienkompass.pid"))).toBe(false);
  }, 60_000);
});

describeBuilt("server.mjs behind one proxy (TRUST_PROXY_HOPS=1)", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(3241, 1);
  }, 180_000);
  afterAll(() => server?.child.kill("SIGKILL"));

  it("counts the address the proxy appended to X-Forwarded-For", async () => {
    expect(await wrongLogin(server, "1.1.1.1")).toBe(401);
    expect(await wrongLogin(server, "2.2.2.2")).toBe(401);
    expect(await wrongLogin(server, "9.9.9.9, 1.1.1.1")).toBe(401);
    expect(await wrongLogin(server, "9.9.9.9, 1.1.1.1")).toBe(429);
  });
});
