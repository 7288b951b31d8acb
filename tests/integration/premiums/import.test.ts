import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeDatabase, getDatabase, type Database } from "@/lib/db";
import { ImportFileError, importPremiumData, type ImportSummary } from "@/lib/importer/import-premium-data";
import { readSources } from "@/lib/importer/read-sources";
import { SOURCE_FILES, findSources } from "@/lib/importer/source-files";

const DATA_DIR = path.resolve(process.env.PREMIUM_DATA_DIR ?? "../shared/data");
const HEADER =
  "Tarifjahr,Versicherer,Versicherer_Name,Kanton,Region,Region_Nr,Altersklasse,Unfalleinschluss,Tariftyp,Modell_Label,Tarifbezeichnung,Franchise,Franchise_CHF,Praemie,Kinderstufe_Rang_inferiert,Kinderstufen_Anzahl";
const VALID = "2026,923,SLKK,ZH,PR-REG CH1,1,AKL-ERW,MIT-UNF,TAR-BASE,standard,Grundversicherung,FRA-300,300,605.20,,";

let db: Database;
let first: ImportSummary;
let fixtureDir: string;

/** A data folder with the real small files and a hand-written premium table. */
async function fixture(premiumCsv: string): Promise<string> {
  const dir = await mkdtemp(path.join(fixtureDir, "set-"));
  for (const name of Object.values(SOURCE_FILES)) await copyFile(path.join(DATA_DIR, name), path.join(dir, name));
  await writeFile(path.join(dir, "bag_premiums_2026_CH.csv"), premiumCsv);
  return dir;
}

const premiumCount = async () => db.prisma.premium.count({ where: { tariffYear: 2026 } });

beforeAll(async () => {
  fixtureDir = await mkdtemp(path.join(tmpdir(), "pk-import-"));
  db = await getDatabase();
  first = await importPremiumData(db, DATA_DIR);
  console.log(`import of the real 2026 data: ${(first.durationMs / 1000).toFixed(1)} s`);
}, 300_000);

afterAll(async () => {
  await rm(fixtureDir, { recursive: true, force: true });
  await closeDatabase();
});

describe("importing the BAG 2026 data", () => {
  it("stores every premium, insurer, region and locality and reports what it rejected", async () => {
    expect(first.years).toEqual([{ year: 2026, premiums: 217_308 }]);
    const report = Object.fromEntries(first.reports.map((r) => [r.file, r]));
    expect(report["bag_premiums_2026_CH.csv.gz"]).toMatchObject({ rowsRead: 217_308, accepted: 217_308, rejected: [] });
    expect(report["plz_gemeinde_praemienregion_2026.csv"]).toMatchObject({ rowsRead: 5715, accepted: 5695 });
    expect(report["plz_gemeinde_praemienregion_2026.csv"]!.rejected).toEqual([
      { reason: "Kanton: ausserhalb der Schweiz (kein KVG-Kanton)", count: 20, line: expect.any(Number) },
    ]);
    expect(await premiumCount()).toBe(217_308);
    expect(await db.prisma.insurer.count({ where: { premiums: { some: {} } } })).toBe(34);
    expect(await db.prisma.locality.count()).toBe(5695);
    expect(await db.prisma.tariffYear.findUnique({ where: { year: 2026 } })).toMatchObject({ premiumCount: 217_308, source: "bag_premiums_2026_CH.csv.gz" });
  });

  it("keeps the amounts in integer Rappen, to the centime", async () => {
    const cheapest = await db.prisma.premium.findFirst({
      where: { tariffYear: 2026, canton: "ZH", region: 1, ageClass: "adult", accident: true, model: "standard", franchise: 300 },
      orderBy: { monthlyRappen: "asc" },
      include: { insurer: true },
    });
    expect(cheapest).toMatchObject({ monthlyRappen: 60_520, insurer: { name: "SLKK", code: "923" } });
  });

  it("replaces a tariff year on re-import and keeps every premium's id", async () => {
    const before = await db.prisma.premium.findMany({ where: { canton: "ZH", franchise: 300, model: "standard" }, select: { id: true, monthlyRappen: true }, orderBy: { id: "asc" } });
    await importPremiumData(db, DATA_DIR);
    const after = await db.prisma.premium.findMany({ where: { canton: "ZH", franchise: 300, model: "standard" }, select: { id: true, monthlyRappen: true }, orderBy: { id: "asc" } });
    expect(after).toEqual(before);
    expect(await premiumCount()).toBe(217_308);
  }, 300_000);
});

describe("a missing or malformed file", () => {
  it("names the missing file and leaves the database as it was", async () => {
    const dir = await fixture(`${HEADER}\n${VALID}\n`);
    await rm(path.join(dir, SOURCE_FILES.localities));
    await expect(importPremiumData(db, dir)).rejects.toThrow("plz_gemeinde_praemienregion_2026.csv: Datei nicht gefunden");
    expect(await premiumCount()).toBe(217_308);
  });

  it("names the file and line of broken CSV and leaves the database as it was", async () => {
    const dir = await fixture(`${HEADER}\n${VALID}\n${VALID.replace("SLKK", '"SLKK')}\n`);
    const error: unknown = await importPremiumData(db, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).message).toMatch(/^bag_premiums_2026_CH\.csv, Zeile 3: ungültiges CSV/);
    expect(await premiumCount()).toBe(217_308);
  });

  it("names a missing column", async () => {
    const dir = await fixture(`${HEADER.replace(",Praemie", "")}\n`);
    await expect(importPremiumData(db, dir)).rejects.toThrow("bag_premiums_2026_CH.csv, Zeile 1: Spalten fehlen: Praemie");
    expect(await premiumCount()).toBe(217_308);
  });

  it("refuses a premium table without one valid row", async () => {
    const dir = await fixture(`${HEADER}\n${VALID.replace("605.20", "gratis")}\n`);
    await expect(importPremiumData(db, dir)).rejects.toThrow("bag_premiums_2026_CH.csv: keine gültige Zeile gefunden");
    expect(await premiumCount()).toBe(217_308);
  });

  it("counts invalid rows by reason with the first line, without storing anything while reading", async () => {
    const rows = [VALID, VALID.replace("605.20", "-1"), VALID.replace("FRA-300,300", "FRA-600,600"), VALID.replace("605.20", "x"), VALID];
    const dir = await fixture(`${HEADER}\n${rows.join("\n")}\n`);
    const data = await readSources(await findSources(dir));
    const report = data.reports.find((r) => r.file === "bag_premiums_2026_CH.csv")!;
    expect(report).toEqual({
      file: "bag_premiums_2026_CH.csv",
      rowsRead: 5,
      accepted: 1,
      rejected: [
        { reason: "Praemie: Praemie ist kein CHF-Betrag", count: 2, line: 3 },
        { reason: "Zeile: Franchise 600 ist für AKL-ERW nicht zulässig", count: 1, line: 4 },
        { reason: "Zeile: doppelte Zeile (gleicher Tarif schon gelesen)", count: 1, line: 6 },
      ],
    });
  });
});
