import { cp, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "@/lib/db/connection";
import { MigrationError, applyMigrations, migrationsDir, readMigrations } from "@/lib/db/migrations";

let db: Database;

beforeAll(async () => {
  db = await openDatabase(process.env.DATABASE_URL!);
});
afterAll(() => db.close());

describe("migrations", () => {
  it("applies every committed migration on open and records it like prisma migrate", async () => {
    const names = (await readMigrations()).map((m) => m.name);
    const rows = await db.sql.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(expect.arrayContaining(names));
    await expect(db.prisma.appSetting.count()).resolves.toEqual(expect.any(Number));
  });

  it("applies nothing twice", async () => {
    await expect(applyMigrations(db.sql)).resolves.toEqual([]);
  });

  it("refuses to start when an applied migration was edited afterwards", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "migrations-"));
    await cp(migrationsDir(), dir, { recursive: true });
    const [first] = await readMigrations(dir);
    await writeFile(path.join(dir, first!.name, "migration.sql"), `${first!.sql}\n-- edited\n`);
    await expect(applyMigrations(db.sql, dir)).rejects.toThrow(MigrationError);
  });

  it("rolls a failing migration back completely", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "migrations-"));
    await cp(migrationsDir(), dir, { recursive: true });
    const name = "99990101000000_broken";
    await cp(path.join(dir, (await readMigrations(dir))[0]!.name), path.join(dir, name), { recursive: true });
    await writeFile(
      path.join(dir, name, "migration.sql"),
      `CREATE TABLE "half_done_${process.pid}" (id int);\nSELECT * FROM "no_such_table";`,
    );
    await expect(applyMigrations(db.sql, dir)).rejects.toThrow(/99990101000000_broken/);
    const tables = await db.sql.query(`SELECT 1 FROM pg_tables WHERE tablename = $1`, [`half_done_${process.pid}`]);
    expect(tables).toHaveLength(0);
    const recorded = await db.sql.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = $1`, [name]);
    expect(recorded).toHaveLength(0);
  });
});
