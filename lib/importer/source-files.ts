import { readdir } from "node:fs/promises";
import path from "node:path";
import { ImportFileError } from "./csv-source";

/** The files of the data folder shared by every tariff year (its README explains each). */
export const SOURCE_FILES = {
  insurers: "insurers_bag.csv",
  localities: "plz_gemeinde_praemienregion_2026.csv",
} as const;

/** Premium tables: the flattened 2026 table, or BAG's own download (from 2027). */
const PREMIUM_FILE = /^(?:bag_premiums_(\d{4})_CH|Praemien_CH_(\d{4}))\.csv(?:\.gz)?$/;
/** Premium regions by municipality, valid from the year in the name. */
const REGION_FILE = /^praemienregionen_gemeinden_ab(\d{4})\.csv$/;
/** BAG's list of approved insurers (head-office addresses), newest by the date in the name. */
const APPROVED_INSURERS_FILE = /^bag_zugelassene_krankenversicherer_[\d-]+\.xlsx$/;
/** Tariffs sold only in listed municipalities. */
const CATCHMENT_FILE = /^Einzugsgebiete_(\d{4})\.csv$/;

/** The files of one tariff year: its premiums, the premium regions valid then, its restricted tariffs. */
export type YearSources = { year: number; premiums: string; regions: string; catchmentAreas: string | null };

export type SourceSet = { dir: string; insurers: string; localities: string; years: YearSources[]; approvedInsurers?: string | null };

const yearOf = (match: RegExpExecArray) => Number(match[1] ?? match[2]);

async function list(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/**
 * Finds the tariff years of a data folder: premium tables in the folder itself
 * (`bag_premiums_<year>_CH.csv.gz`) and in year folders (`<year>/Praemien_CH_<year>.csv.gz`).
 * A year takes the region file of its own folder, else the newest one of the main folder valid
 * for it (`praemienregionen_gemeinden_ab2025.csv` for 2026), and its folder's Einzugsgebiete.
 */
export async function findSources(dir: string): Promise<SourceSet> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    throw new ImportFileError(dir, null, "Datenordner nicht gefunden (PREMIUM_DATA_DIR)");
  }
  const folders = [{ folder: dir, names }];
  for (const name of names.filter((n) => /^\d{4}$/.test(n)).sort()) {
    folders.push({ folder: path.join(dir, name), names: await list(path.join(dir, name)) });
  }
  const mainRegions = names.flatMap((name) => {
    const match = REGION_FILE.exec(name);
    return match ? [{ from: Number(match[1]), file: path.join(dir, name) }] : [];
  });

  const years = new Map<number, YearSources>();
  for (const { folder, names: entries } of folders) {
    for (const name of entries.sort()) {
      const match = PREMIUM_FILE.exec(name);
      if (!match) continue;
      const year = yearOf(match);
      if (years.has(year)) throw new ImportFileError(path.join(folder, name), null, `zweite Prämientabelle für das Tarifjahr ${year}`);
      const own = entries.find((entry) => REGION_FILE.exec(entry)?.[1] === String(year));
      const inherited = mainRegions.filter((r) => r.from <= year).sort((a, b) => b.from - a.from)[0];
      const regions = own ? path.join(folder, own) : (inherited?.file ?? path.join(folder, `praemienregionen_gemeinden_ab${year}.csv`));
      const catchment = entries.find((entry) => CATCHMENT_FILE.exec(entry)?.[1] === String(year));
      years.set(year, { year, premiums: path.join(folder, name), regions, catchmentAreas: catchment ? path.join(folder, catchment) : null });
    }
  }
  const approved = names.filter((name) => APPROVED_INSURERS_FILE.test(name)).sort().at(-1);
  if (years.size === 0) throw new ImportFileError(path.join(dir, "bag_premiums_<Jahr>_CH.csv.gz"), null, "Datei nicht gefunden");
  return {
    dir,
    insurers: path.join(dir, SOURCE_FILES.insurers),
    localities: path.join(dir, SOURCE_FILES.localities),
    approvedInsurers: approved ? path.join(dir, approved) : null,
    years: [...years.values()].sort((a, b) => a.year - b.year),
  };
}
