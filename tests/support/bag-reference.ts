import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

/**
 * The BAG premium files read straight, without the importer or the index: what the household
 * search's answers are checked against. Only the columns a household total depends on.
 */
export type BagPremium = {
  insurer: string;
  canton: string;
  region: number;
  ageClass: "child" | "young_adult" | "adult";
  accident: boolean;
  /** BAG's tariff type as written in the file (TAR-BASE 2026, BASE 2027, …). */
  tariffType: string;
  tariff: string;
  franchise: number;
  rappen: number;
  /** 1 for the first child (and everyone else), 2 and more for the sibling premiums. */
  rank: number;
};

const DATA_DIR = path.resolve(process.env.PREMIUM_DATA_DIR ?? "../shared/data");
const AGE_2026 = { "AKL-KIN": "child", "AKL-JUG": "young_adult", "AKL-ERW": "adult" } as const;
const AGE_2027 = { AKA_01_KIN: "child", AKA_02_JUG: "young_adult", AKA_03_ERW: "adult" } as const;
const lines = (file: string) => gunzipSync(readFileSync(path.join(DATA_DIR, file))).toString("utf8").replace(/^\uFEFF/, "").split(/\r?\n/).slice(1).filter(Boolean);

/** The 2026 flat table; only the cantons asked for, to keep the test's memory small. */
export function bag2026(cantons: readonly string[]): BagPremium[] {
  const rows: BagPremium[] = [];
  for (const line of lines("bag_premiums_2026_CH.csv.gz")) {
    const c = line.split(",");
    if (!cantons.includes(c[3]!)) continue;
    rows.push({
      insurer: c[1]!, canton: c[3]!, region: Number(c[5]), ageClass: AGE_2026[c[6] as keyof typeof AGE_2026], accident: c[7] === "MIT-UNF",
      tariffType: c[8]!, tariff: c[10]!, franchise: Number(c[12]), rappen: Math.round(Number(c[13]) * 100), rank: Number(c[14] || 1),
    });
  }
  return rows;
}

/** BAG's 2027 download (the product name, last, may be quoted and hold commas). */
export function bag2027(cantons: readonly string[]): BagPremium[] {
  const rows: BagPremium[] = [];
  for (const line of lines("2027/Praemien_CH_2027.csv.gz")) {
    const c = line.split(",");
    if (!cantons.includes(c[1]!) || c[2] !== "P_OKPCH") continue;
    rows.push({
      insurer: c[0]!, canton: c[1]!, region: Number(c[5]!.slice(-1)), ageClass: AGE_2027[c[6] as keyof typeof AGE_2027], accident: c[7] === "MIT_UNF",
      tariffType: c[9]!, tariff: c.slice(16).join(",").replace(/^"|"$/g, ""), franchise: Number(c[12]!.slice(-4)), rappen: Math.round(Number(c[13]) * 100), rank: Number(c[10]!.slice(1)),
    });
  }
  return rows;
}

/** Municipalities the 2027 file's restricted tariffs are sold in, by canton (none: sold in the whole region). */
export const restrictedCantons2027 = () =>
  new Set(readFileSync(path.join(DATA_DIR, "2027/Einzugsgebiete_2027.csv"), "utf8").split(/\r?\n/).slice(1).filter(Boolean).map((l) => l.split(",")[1]!));
