import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * `npm run keys` while the server holds the embedded database: this test process plays the server
 * (it opens the folder and starts the operations socket), and the real CLI runs as a second process.
 * Before, the CLI refused with "wird schon vom Prozess … verwendet"; now the server runs the command.
 */
const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "pk-ops-"));
  process.env.DATA_DIR = dir;
  process.env.DATABASE_URL = `pglite:${path.join(dir, "pgdata")}`;
  const { getDatabase } = await import("@/lib/db");
  const db = await getDatabase();
  await db.prisma.insurer.create({ data: { code: "1509", name: "Sanitas" } });
  const { startOpsSocket } = await import("@/lib/ops/ops-socket");
  await startOpsSocket();
}, 120_000);

afterAll(async () => {
  const { closeDatabase } = await import("@/lib/db");
  await closeDatabase();
  await rm(dir, { recursive: true, force: true });
});

const cli = (...args: string[]) =>
  run("npx", ["tsx", "scripts/insurer-keys.ts", ...args], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: `pglite:${path.join(dir, "pgdata")}` },
    timeout: 90_000,
  });

it("issues a key through the running server and stores only its hash there", async () => {
  const socket = await stat(path.join(dir, "ops.sock"));
  expect(socket.mode & 0o077).toBe(0); // the owner's only
  const out = path.join(dir, "keys.json");
  const { stdout } = await cli("issue", "1509", "--json", out);
  expect(stdout).toContain("1 Schlüssel ausgegeben");
  const [key] = JSON.parse(await readFile(out, "utf8")) as { insurerCode: string; apiKey: string }[];
  expect(key!.insurerCode).toBe("1509");
  const { getDatabase } = await import("@/lib/db");
  const { verifyKey } = await import("@/lib/insurers/access-keys");
  expect((await verifyKey(await getDatabase(), "1509", key!.apiKey)).ok).toBe(true);
}, 120_000);

it("lists the status and reports an unknown insurer as the server's error", async () => {
  const { stdout } = await cli("list");
  expect(stdout).toMatch(/1509\tSanitas\tja\t\d+\tpk_/);
  await expect(cli("issue", "9999")).rejects.toMatchObject({ stderr: expect.stringContaining("9999") });
}, 120_000);
