import { readdir } from "node:fs/promises";
import path from "node:path";
import { ImportFileError } from "./csv-source";

/** The files of the data folder the importer reads (its README explains each). */
export const SOURCE_FILES = {
  insurers: "insurers_bag.csv",
  regions: "praemienregionen_gemeinden_ab2025.csv",
  localities: "plz_gemeinde_praemienregion_2026.csv",
} as const;

const PREMIUM_FILE = /^bag_premiums_(\d{4})_CH\.csv(\.gz)?$/;

export type SourceSet = { dir: string; premiums: string[]; insurers: string; regions: string; localities: string };

/** Finds the premium tables (one per tariff year) and the fixed files in a data folder. */
export async function findSources(dir: string): Promise<SourceSet> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    throw new ImportFileError(dir, null, "Datenordner nicht gefunden (PREMIUM_DATA_DIR)");
  }
  const premiums = names.filter((name) => PREMIUM_FILE.test(name)).sort();
  if (premiums.length === 0) throw new ImportFileError(path.join(dir, "bag_premiums_<Jahr>_CH.csv.gz"), null, "Datei nicht gefunden");
  return {
    dir,
    premiums: premiums.map((name) => path.join(dir, name)),
    insurers: path.join(dir, SOURCE_FILES.insurers),
    regions: path.join(dir, SOURCE_FILES.regions),
    localities: path.join(dir, SOURCE_FILES.localities),
  };
}
