import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeDatabase, getDatabase, type Database } from "@/lib/db";
import { ImportFileError, importPremiumData, missingTariffYears, type ImportSummary } from "@/lib/importer/import-premium-data";
import { readSources } from "@/lib/importer/read-sources";
import { SOURCE_FILES, findSources } from "@/lib/importer/source-files";

const DATA_DIR = path.resolve(process.env.PREMIUM_DATA_DIR ?? "../shared/data");
const HEADER =
  "Tarifjahr,Versicherer,Versicherer_Name,Kanton,Region,Region_Nr,Altersklasse,Unfalleinschluss,Tariftyp,Modell_Label,Tarifbezeichnung,Franchise,Franchise_CHF,Praemie,Kinderstufe_Rang_inferiert,Kinderstufen_Anzahl";
const VALID = "2026,923,SLKK,ZH,PR-REG CH1,1,AKL-ERW,MIT-UNF,TAR-BASE,standard,Grundversicherung,FRA-300,300,605.20,,";

let db: Database;
let first: ImportSummary;
let fixtureDir: string;

const REGIONS_2025 = "praemienregionen_gemeinden_ab2025.csv";

/** A data folder with the real small files and a hand-written premium table. */
async function fixture(premiumCsv: string): Promise<string> {
  const dir = await mkdtemp(path.join(fixtureDir, "set-"));
  for (const name of [...Object.values(SOURCE_FILES), REGIONS_2025]) await copyFile(path.join(DATA_DIR, name), path.join(dir, name));
  await writeFile(path.join(dir, "bag_premiums_2026_CH.csv"), premiumCsv);
  return dir;
}

const premiumCount = async () => db.prisma.premium.count({ where: { tariffYear: 2026 } });

beforeAll(async () => {
  fixtureDir = await mkdtemp(path.join(tmpdir(), "pk-import-"));
  db = await getDatabase();
  first = await importPremiumData(db, DATA_DIR);
  console.log(`import of the real 2026 and 2027 data: ${(first.durationMs / 1000).toFixed(1)} s`);
}, 300_000);

afterAll(async () => {
  await rm(fixtureDir, { recursive: true, force: true });
  await closeDatabase();
});

describe("importing the BAG 2026 and 2027 data", () => {
  it("stores every premium, insurer, region and locality and reports what it rejected", async () => {
    expect(first.years).toEqual([
      { year: 2026, premiums: 217_308 },
      { year: 2027, premiums: 175_866 },
    ]);
    const report = Object.fromEntries(first.reports.map((r) => [r.file, r]));
    expect(report["bag_premiums_2026_CH.csv.gz"]).toMatchObject({ rowsRead: 217_308, accepted: 217_308, rejected: [], format: "BAG-Prämientabelle bis 2026 (flach)" });
    expect(report["Praemien_CH_2027.csv.gz"]).toMatchObject({ rowsRead: 175_866, accepted: 175_866, rejected: [], format: "BAG-Prämiendatei ab 2027 (Prämien_CH.csv)" });
    expect(report["praemienregionen_gemeinden_ab2027.csv"]).toMatchObject({ rowsRead: 1495, accepted: 1495 });
    expect(report["Einzugsgebiete_2027.csv"]).toMatchObject({ rowsRead: 10, accepted: 10, rejected: [] });
    expect(report["plz_gemeinde_praemienregion_2026.csv"]).toMatchObject({ rowsRead: 5715, accepted: 5695 });
    expect(report["plz_gemeinde_praemienregion_2026.csv"]!.rejected).toEqual([
      { reason: "Kanton: ausserhalb der Schweiz (kein KVG-Kanton)", count: 20, line: expect.any(Number) },
    ]);
    expect(await premiumCount()).toBe(217_308);
    expect(await db.prisma.insurer.count({ where: { premiums: { some: {} } } })).toBe(34);
    expect(await db.prisma.locality.count()).toBe(5695);
    expect(await db.prisma.tariffYear.findUnique({ where: { year: 2026 } })).toMatchObject({ premiumCount: 217_308, source: "bag_premiums_2026_CH.csv.gz (BAG-Prämientabelle bis 2026 (flach))" });
    expect(await db.prisma.tariffYear.findUnique({ where: { year: 2027 } })).toMatchObject({ premiumCount: 175_866, source: "Praemien_CH_2027.csv.gz (BAG-Prämiendatei ab 2027 (Prämien_CH.csv))" });
    expect(await db.prisma.insurer.count({ where: { premiums: { some: { tariffYear: 2027 } } } })).toBe(32);
    // Head-office addresses from BAG's list of approved insurers, for the cancellation letter.
    expect(report["bag_zugelassene_krankenversicherer_2025-01-01.xlsx"]).toMatchObject({ rejected: [] });
    expect(report["bag_zugelassene_krankenversicherer_2025-01-01.xlsx"]!.accepted).toBeGreaterThan(30);
    expect((await db.prisma.insurer.findUnique({ where: { code: "8" } }))?.postalAddress).toBe("Tribschenstrasse 21\nPostfach 2568\n6002 Luzern");
  });

  it("maps the 2027 codes onto the same records: tariff types, models, product names, first child only", async () => {
    const types = await db.sql.query<{ tariff_type: string; model: string; n: number }>(
      "SELECT tariff_type, model, count(*)::int AS n FROM premium WHERE tariff_year = 2027 GROUP BY 1, 2 ORDER BY 1, 2",
    );
    expect(types.map((t) => `${t.tariff_type}:${t.model}`)).toEqual(["BASE:standard", "FLEX:telmed", "PRAXIS:hausarzt", "PRAXIS:hmo", "TEL_DIG:telmed"]);
    expect(types.find((t) => t.tariff_type === "BASE")!.n).toBe(36_260);
    expect(await db.prisma.premium.count({ where: { tariffYear: 2027, tariffType: "BASE", tariffName: { not: "Grundversicherung" } } })).toBe(0);
    expect(await db.prisma.premium.count({ where: { tariffYear: 2027, ageClass: "child", childRank: { not: 1 } } })).toBe(0);
    const cheapest = await db.prisma.premium.findFirst({
      where: { tariffYear: 2027, canton: "ZH", region: 1, ageClass: "adult", accident: true, model: "standard", franchise: 300 },
      orderBy: { monthlyRappen: "asc" },
      include: { insurer: true },
    });
    expect(cheapest).toMatchObject({ monthlyRappen: 63_300, insurer: { name: "SLKK", code: "923" } });
  });

  it("keeps each year's premium regions, with a merged municipality in its successor's region", async () => {
    const region = async (tariffYear: number, bfsNumber: number) =>
      db.prisma.municipalityRegion.findUnique({ where: { tariffYear_bfsNumber: { tariffYear, bfsNumber } }, select: { canton: true, region: true } });
    expect(await region(2026, 261)).toEqual({ canton: "ZH", region: 1 });
    expect(await region(2027, 261)).toEqual({ canton: "ZH", region: 1 });
    expect(await region(2027, 5940)).toEqual({ canton: "VD", region: 2 }); // La Vallée de Joux, new on 1.1.2027
    expect(await region(2027, 5872)).toEqual({ canton: "VD", region: 2 }); // Le Chenit, merged into it
    expect(await region(2026, 5940)).toBeNull();
    expect(await region(2027, 6831)).toEqual({ canton: "JU", region: 0 }); // Moutier
    expect(await db.prisma.municipalityRegion.count({ where: { tariffYear: 2027 } })).toBeGreaterThanOrEqual(2_100);
  });

  it("stores the tariffs sold only in listed municipalities per premium region, a region without one listed with none", async () => {
    const restrictions = await db.prisma.tariffRestriction.findMany({ orderBy: [{ canton: "asc" }, { region: "asc" }, { tariffName: "asc" }] });
    expect(restrictions).toHaveLength(12);
    // Visana sells both tariffs in all three Bern regions, but not in every region's municipalities.
    expect(restrictions.filter((r) => r.canton === "BE").map((r) => `${r.insurerCode} ${r.region} ${r.tariffName} ${r.bfsNumbers.length}`)).toEqual([
      "1555 1 HMO plus 12",
      "1555 1 VIVA - Gesundheitsplan 0",
      "1555 2 HMO plus 97",
      "1555 2 VIVA - Gesundheitsplan 85",
      "1555 3 HMO plus 0",
      "1555 3 VIVA - Gesundheitsplan 19",
    ]);
    expect(restrictions.find((r) => r.canton === "JU")!.bfsNumbers).toContain(6831);
  });

  it("imports on start only the tariff years the database lacks (a database from before 2027 gets 2027)", async () => {
    expect(await missingTariffYears(db, DATA_DIR)).toEqual([]);
    const before = await db.prisma.tariffYear.findUnique({ where: { year: 2026 } });
    await db.prisma.$transaction([
      db.prisma.premium.deleteMany({ where: { tariffYear: 2027 } }),
      db.prisma.tariffRestriction.deleteMany({ where: { tariffYear: 2027 } }),
      db.prisma.tariffYear.delete({ where: { year: 2027 } }),
    ]);
    expect(await missingTariffYears(db, DATA_DIR)).toEqual([2027]);
    const summary = await importPremiumData(db, DATA_DIR, { years: [2027] });
    expect(summary.years).toEqual([{ year: 2027, premiums: 175_866 }]);
    expect(await db.prisma.tariffYear.findUnique({ where: { year: 2026 } })).toEqual(before); // 2026 untouched
    expect(await missingTariffYears(db, DATA_DIR)).toEqual([]);
  }, 300_000);

  it("keeps the amounts in integer Rappen, to the centime", async () => {
    const cheapest = await db.prisma.premium.findFirst({
      where: { tariffYear: 2026, canton: "ZH", region: 1, ageClass: "adult", accident: true, model: "standard", franchise: 300 },
      orderBy: { monthlyRappen: "asc" },
      include: { insurer: true },
    });
    expect(cheapest).toMatchObject({ monthlyRappen: 60_520, insurer: { name: "SLKK", code: "923" } });
  });

  it("replaces a tariff year on re-import and keeps every premium's id", async () => {
    const where = { tariffYear: 2026, canton: "ZH", franchise: 300, model: "standard" };
    const before = await db.prisma.premium.findMany({ where, select: { id: true, monthlyRappen: true }, orderBy: { id: "asc" } });
    await importPremiumData(db, DATA_DIR, { years: [2026] });
    const after = await db.prisma.premium.findMany({ where, select: { id: true, monthlyRappen: true }, orderBy: { id: "asc" } });
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
      format: "BAG-Prämientabelle bis 2026 (flach)",
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

describe("a 2027 folder in BAG's 2027 format", () => {
  const HEADER_2027 = "Versicherer,Kanton,Hoheitsgebiet,Geschäftsjahr,Erhebungsjahr,Region,Altersklasse,Unfalleinschluss,Tarif,Tariftyp,Altersuntergruppe,Franchisestufe,Franchise,Prämie,isBaseP,isBaseF,Tarifbezeichnung";
  const ROW_2027 = "923,ZH,P_OKPCH,2027,2026,PR_REG_1,AKA_03_ERW,MIT_UNF,BASE,BASE,E1,FRASTU_01,FRA_01_E_0300,633,1,1,BASE";

  it("is found beside the 2026 table, read with its own regions, and reports rejected rows by reason and line", async () => {
    const dir = await fixture(`${HEADER}\n${VALID}\n`);
    await mkdir(path.join(dir, "2027"));
    await copyFile(path.join(DATA_DIR, "2027", "praemienregionen_gemeinden_ab2027.csv"), path.join(dir, "2027", "praemienregionen_gemeinden_ab2027.csv"));
    const rows = [
      ROW_2027,
      ROW_2027.replace(",2027,2026,", ",2026,2025,"),
      ROW_2027.replace("P_OKPCH", "P_OKPEU"),
      ROW_2027.replace("PRAXIS", "X").replace(",BASE,BASE,E1", ",,PRAXIS,E1").replace(",BASE", ",HMO plus"),
      ROW_2027,
    ];
    await writeFile(path.join(dir, "2027", "Praemien_CH_2027.csv"), `\uFEFF${HEADER_2027}\n${rows.join("\n")}\n`);
    await writeFile(path.join(dir, "2027", "Einzugsgebiete_2027.csv"), "Versicherer,Kanton,Tariftyp,Tarifbezeichnung,BFS_Gemeinden\n923,ZH,PRAXIS,HMO plus,261\n923,ZH,PRAXIS,Unbekannt,261\n");
    const sources = await findSources(dir);
    expect(sources.years.map((y) => [y.year, path.relative(dir, y.premiums), path.relative(dir, y.regions), y.catchmentAreas && path.relative(dir, y.catchmentAreas)])).toEqual([
      [2026, "bag_premiums_2026_CH.csv", REGIONS_2025, null],
      [2027, "2027/Praemien_CH_2027.csv", "2027/praemienregionen_gemeinden_ab2027.csv", "2027/Einzugsgebiete_2027.csv"],
    ]);
    const data = await readSources(sources);
    const report = data.reports.find((r) => r.file === "Praemien_CH_2027.csv")!;
    expect(report).toEqual({
      file: "Praemien_CH_2027.csv",
      format: "BAG-Prämiendatei ab 2027 (Prämien_CH.csv)",
      rowsRead: 5,
      accepted: 2,
      rejected: [
        { reason: "Zeile: Tarifjahr 2026 passt nicht zur Datei (2027)", count: 1, line: 3 },
        { reason: "Zeile: Prämie für Versicherte in der EU, nicht in der Schweiz", count: 1, line: 4 },
        { reason: "Zeile: doppelte Zeile (gleicher Tarif schon gelesen)", count: 1, line: 6 },
      ],
    });
    const year = data.years.find((y) => y.year === 2027)!;
    expect(year.premiums.map((p) => [p.tariffType, p.model, p.tariffName, p.monthlyRappen])).toEqual([
      ["BASE", "standard", "Grundversicherung", 63_300],
      ["PRAXIS", "hmo", "HMO plus", 63_300],
    ]);
    expect(year.restrictions).toEqual([{ insurerCode: "923", canton: "ZH", region: 1, tariffType: "PRAXIS", tariffName: "HMO plus", bfsNumbers: [261] }]);
    expect(data.reports.find((r) => r.file === "Einzugsgebiete_2027.csv")).toMatchObject({
      rowsRead: 2,
      accepted: 1,
      rejected: [{ reason: "Zeile: kein Tarif dieser Bezeichnung in der Prämientabelle", count: 1, line: 3 }],
    });
  });

  it("names a premium table whose header fits no known format", async () => {
    const dir = await fixture(`${HEADER}\n${VALID}\n`);
    await mkdir(path.join(dir, "2027"));
    await writeFile(path.join(dir, "2027", "Praemien_CH_2027.csv"), "Jahr,Kasse,Preis\n2027,923,633\n");
    await expect(readSources(await findSources(dir))).rejects.toThrow(/^Praemien_CH_2027\.csv, Zeile 1: unbekanntes Dateiformat/);
  });
});
