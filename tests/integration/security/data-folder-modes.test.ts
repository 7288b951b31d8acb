import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeDatabase, getDatabase } from "@/lib/db";

// The embedded database and the generated secrets are the owner's only, also in a data folder
// an earlier version left world-readable.
const dataDir = mkdtempSync(path.join(tmpdir(), "pk-modes-"));
chmodSync(dataDir, 0o755);
mkdirSync(path.join(dataDir, "outbox"), { mode: 0o755 });
writeFileSync(path.join(dataDir, "outbox", "old.eml"), "x", { mode: 0o644 });
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const modeOf = (file: string) => statSync(file).mode & 0o777;
function everything(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return entry.isDirectory() ? [full, ...everything(full)] : [full];
  });
}

afterAll(() => closeDatabase());

describe("the data folder", () => {
  it("is 0700 and everything in it is the owner's only", async () => {
    const db = await getDatabase();
    await db.sql.exec("CREATE TABLE mode_probe (id int); INSERT INTO mode_probe VALUES (1); CHECKPOINT;");
    expect(modeOf(dataDir)).toBe(0o700);
    const open = everything(dataDir).filter((file) => (modeOf(file) & 0o077) !== 0);
    expect(open).toEqual([]);
    expect(everything(path.join(dataDir, "pgdata")).length).toBeGreaterThan(100);
  }, 120_000);
});

describe("ensure-env", () => {
  it("writes .env readable by the owner only", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pk-env-"));
    copyFileSync(path.resolve(".env.example"), path.join(dir, ".env.example"));
    execFileSync(process.execPath, [path.resolve("scripts/ensure-env.mjs")], { cwd: dir });
    expect(modeOf(path.join(dir, ".env"))).toBe(0o600);
  });
});
