import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

/**
 * The BAG files read straight, without the importer or the index: an independent second
 * computation of the figures the product states (CSV with at most quoted fields, no line breaks).
 */
const DATA_DIR = path.resolve(process.env.PREMIUM_DATA_DIR ?? "../shared/data");

export type BagPremium = { canton: string; region: number; ageClass: "KIN" | "JUG" | "ERW"; accident: boolean; franchise: number; rappen: number; insurer: string; tariffType: string; tariffName: string };

function splitLine(line: string): string[] {
  const fields: string[] = [];
  for (const match of line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)) {
    const field = match[1]!;
    fields.push(field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field);
    if (match[3] === "") break;
  }
  return fields;
}

function readCsv(file: string): Record<string, string>[] {
  const raw = readFileSync(path.join(DATA_DIR, file));
  const text = (file.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8").replace(/^\uFEFF/, "");
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line !== "");
  const names = splitLine(header!);
  return lines.map((line) => {
    const fields = splitLine(line);
    return Object.fromEntries(names.map((name, i) => [name, fields[i] ?? ""]));
  });
}

const rappen = (chf: string) => Math.round(Number(chf) * 100);

/** 2026: the flattened BAG table; children's sibling premiums (rank 2, 3) left out, as for one person. */
export function bagPremiums2026(): BagPremium[] {
  return readCsv("bag_premiums_2026_CH.csv.gz")
    .filter((r) => r.Kinderstufe_Rang_inferiert === "" || r.Kinderstufe_Rang_inferiert === "1")
    .map((r) => ({
      canton: r.Kanton!, region: Number(r.Region_Nr), ageClass: r.Altersklasse!.slice(4) as BagPremium["ageClass"], accident: r.Unfalleinschluss === "MIT-UNF",
      franchise: Number(r.Franchise_CHF), rappen: rappen(r.Praemie!), insurer: r.Versicherer!, tariffType: r.Tariftyp!, tariffName: r.Tarifbezeichnung!,
    }));
}

/**
 * 2027: BAG's Prämien_CH.csv, Swiss residents only; a tariff of Einzugsgebiete_2027.csv counts
 * only in the premium regions where one of its listed municipalities lies.
 */
export function bagPremiums2027(): BagPremium[] {
  const regionOf = new Map(readCsv("2027/praemienregionen_gemeinden_ab2027.csv").map((r) => [`${r.Kanton}|${r.BFS_Nr}`, Number(r.Region_Nr)]));
  const soldInRegions = new Map<string, Set<number>>();
  for (const r of readCsv("2027/Einzugsgebiete_2027.csv")) {
    const key = `${r.Versicherer}|${r.Kanton}|${r.Tariftyp}|${r.Tarifbezeichnung}`;
    const regions = soldInRegions.get(key) ?? new Set<number>();
    for (const bfs of r.BFS_Gemeinden!.split(" ")) regions.add(regionOf.get(`${r.Kanton}|${bfs}`) ?? 0);
    soldInRegions.set(key, regions);
  }
  return readCsv("2027/Praemien_CH_2027.csv.gz")
    .filter((r) => r.Hoheitsgebiet === "P_OKPCH")
    .map((r) => ({
      canton: r.Kanton!, region: Number(r.Region!.slice(-1)), ageClass: r.Altersklasse!.slice(-3) as BagPremium["ageClass"], accident: r.Unfalleinschluss === "MIT_UNF",
      franchise: Number(r.Franchise!.slice(-4)), rappen: rappen(r["Prämie"]!), insurer: r.Versicherer!, tariffType: r.Tariftyp!, tariffName: r.Tarifbezeichnung!,
    }))
    .filter((p) => soldInRegions.get(`${p.insurer}|${p.canton}|${p.tariffType}|${p.tariffName}`)?.has(p.region) ?? true);
}

/** Cheapest, dearest, saving and plain mean of the offers of a canton (Rappen), as the pages state them. */
export function headline(premiums: readonly BagPremium[], canton: string, ageClass: BagPremium["ageClass"], franchise: number) {
  const list = premiums.filter((p) => p.canton === canton && p.ageClass === ageClass && p.accident && p.franchise === franchise).map((p) => p.rappen);
  const cheapest = Math.min(...list);
  const dearest = Math.max(...list);
  return { offers: list.length, cheapestRappen: cheapest, dearestRappen: dearest, yearlySavingRappen: (dearest - cheapest) * 12, meanRappen: Math.round(list.reduce((a, b) => a + b, 0) / list.length) };
}
