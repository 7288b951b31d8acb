/**
 * @jest-environment node
 */
import { mkdtemp, mkdir, stat, writeFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { secureDataFolder } from "@/lib/db/data-folder";

describe("the data folder", () => {
  const umask = process.umask();
  afterAll(() => process.umask(umask));

  it("becomes owner-only, folders 0700 and files 0600, also when an earlier version left them open", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "data-folder-"));
    try {
      await mkdir(path.join(dir, "pgdata"), { mode: 0o755 });
      await writeFile(path.join(dir, "pgdata", "PG_VERSION"), "17", { mode: 0o644 });
      await writeFile(path.join(dir, "secrets.json"), "{}", { mode: 0o644 });
      await secureDataFolder(dir);
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
      expect((await stat(path.join(dir, "pgdata"))).mode & 0o777).toBe(0o700);
      expect((await stat(path.join(dir, "pgdata", "PG_VERSION"))).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(dir, "secrets.json"))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("creates a missing folder owner-only", async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), "data-folder-"));
    try {
      const dir = path.join(parent, "new", "data");
      await secureDataFolder(dir);
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
