/**
 * @jest-environment node
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ImportFileError } from "@/lib/importer/csv-source";
import { readPremiums, readSources } from "@/lib/importer/read-sources";
import { SOURCE_FILES, findSources } from "@/lib/importer/source-files";
import { readPremiumsInWorker } from "../../../scripts/premium-reader/parallel";

/**
 * The import scripts read the second tariff year's premium table in a worker thread while the
 * first is read in their own: the result must be the same as reading both in one thread, and a
 * broken file in the worker must be reported with its file and line as before.
 */
const DATA_DIR = path.resolve(process.env.PREMIUM_DATA_DIR ?? "../shared/data");

describe("reading the premium tables of two years at once", () => {
  it("reads the same premiums in a worker thread as in this one", async () => {
    const year = (await findSources(DATA_DIR)).years.find((y) => y.year === 2027)!;
    const [there, here] = await Promise.all([readPremiumsInWorker(year), readPremiums(year, {})]);
    expect(there.formatLabel).toBe(here.formatLabel);
    expect(there.report).toEqual(here.report);
    expect(there.rows.length).toBe(here.rows.length);
    // Every 997th premium, whole: same ids, prices and fields in the same order.
    for (let i = 0; i < here.rows.length; i += 997) expect(there.rows[i]).toEqual(here.rows[i]);
  }, 120_000);

  it("reports a broken table read in the worker with its file and line", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "pk-parallel-"));
    try {
      for (const name of [...Object.values(SOURCE_FILES), "praemienregionen_gemeinden_ab2025.csv"]) await copyFile(path.join(DATA_DIR, name), path.join(dir, name));
      // One valid 2026 premium (read here), a 2027 table of an unknown format (read in the worker).
      await writeFile(
        path.join(dir, "bag_premiums_2026_CH.csv"),
        "Tarifjahr,Versicherer,Versicherer_Name,Kanton,Region,Region_Nr,Altersklasse,Unfalleinschluss,Tariftyp,Modell_Label,Tarifbezeichnung,Franchise,Franchise_CHF,Praemie,Kinderstufe_Rang_inferiert,Kinderstufen_Anzahl\n" +
          "2026,923,SLKK,ZH,PR-REG CH1,1,AKL-ERW,MIT-UNF,TAR-BASE,standard,Grundversicherung,FRA-300,300,605.20,,\n",
      );
      await mkdir(path.join(dir, "2027"));
      await copyFile(path.join(DATA_DIR, "2027", "praemienregionen_gemeinden_ab2027.csv"), path.join(dir, "2027", "praemienregionen_gemeinden_ab2027.csv"));
      await writeFile(path.join(dir, "2027", "Praemien_CH_2027.csv"), "Spalte_A,Spalte_B\n1,2\n");
      const failure = await readSources(await findSources(dir), { readPremiums: readPremiumsInWorker }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ImportFileError);
      expect((failure as ImportFileError).file).toBe(path.join(dir, "2027", "Praemien_CH_2027.csv"));
      expect((failure as ImportFileError).line).toBe(1);
      expect((failure as ImportFileError).message).toMatch(/unbekanntes Dateiformat/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
