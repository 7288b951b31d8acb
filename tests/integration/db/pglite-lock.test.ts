import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@/lib/db/connection";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "pk-lock-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("the embedded database's data folder", () => {
  it("refuses a second process while the first one runs", async () => {
    // The parent of this test process is alive: it stands for a running server.
    await writeFile(path.join(dir, "praemienkompass.pid"), String(process.ppid));
    await expect(openDatabase(`pglite:${dir}`)).rejects.toThrow(`wird schon vom Prozess ${process.ppid} verwendet`);
  });

  it("takes over a pid file left by a process that no longer runs, and removes it on close", async () => {
    await writeFile(path.join(dir, "praemienkompass.pid"), "999999");
    const db = await openDatabase(`pglite:${dir}`);
    expect(await readFile(path.join(dir, "praemienkompass.pid"), "utf8")).toBe(String(process.pid));
    await db.close();
    await expect(readFile(path.join(dir, "praemienkompass.pid"), "utf8")).rejects.toThrow();
  }, 60_000); // creating a PGlite data folder takes seconds on a loaded machine
});
