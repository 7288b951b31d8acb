import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AdvisorCase } from "../../tests/advisor/case-format";
import { developmentCases } from "../../tests/advisor/cases";
import { freshCases } from "../../tests/advisor/cases/fresh";

/**
 * Which set to run: the development set, the fresh cases only, a held-out folder (`--heldout`, or
 * another folder with `--dir <folder>`; the later sets `--heldout-v2`, `--heldout-v3` …, each `tests/advisor/heldout-vN`,
 * never tuned against until run once), or a
 * language's cases (`--lang fr|it|en`).
 */
export type CaseSet = "development" | "fresh" | "heldout" | `heldout-v${number}` | "fr" | "it" | "en";

const FOLDERS: Partial<Record<CaseSet, string>> = {
  heldout: "tests/advisor/heldout",
  fr: "tests/advisor/lang/fr",
  it: "tests/advisor/lang/it",
  en: "tests/advisor/lang/en",
};

/** `--dir <folder>`, `--only <prefix>`, `--lang <language>`: the word after the option. */
const optionOf = (argv: readonly string[], name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};

export function caseSetOf(argv: readonly string[]): CaseSet {
  if (argv.includes("--lang")) {
    const language = optionOf(argv, "--lang");
    if (language === "fr" || language === "it" || language === "en") return language;
    throw new Error(`--lang needs fr, it or en (not ${language ?? "nothing"})`);
  }
  const later = argv.map((arg) => /^--heldout-v(\d+)$/.exec(arg)).find(Boolean);
  if (later) return `heldout-v${Number(later[1])}`;
  return argv.includes("--heldout") ? "heldout" : argv.includes("--fresh") ? "fresh" : "development";
}

const isCase = (value: unknown): value is AdvisorCase =>
  typeof value === "object" && value !== null && "id" in value && "category" in value && Array.isArray((value as AdvisorCase).turns);

/** Every exported case array of a folder's files (held-out sets, written apart from the engine). */
async function folderCases(dir: string): Promise<AdvisorCase[]> {
  const folder = path.resolve(process.cwd(), dir);
  const all = readdirSync(folder).filter((name) => /\.ts$/.test(name) && !name.endsWith(".d.ts"));
  // An index file gathers the folder's cases (and may add to them, e.g. their language).
  const files = all.includes("index.ts") ? ["index.ts"] : all;
  // An index file may export all cases again: each case counts once, by its id.
  const cases = new Map<string, AdvisorCase>();
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(path.join(folder, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) if (Array.isArray(value)) for (const found of value.filter(isCase)) cases.set(found.id, found);
  }
  return [...cases.values()];
}

/** The cases of the set; `--only <prefix>` keeps those whose id starts so. */
export async function loadCases(set: CaseSet, argv: readonly string[] = []): Promise<AdvisorCase[]> {
  const folder = set === "heldout" ? (optionOf(argv, "--dir") ?? FOLDERS.heldout) : (FOLDERS[set] ?? (set.startsWith("heldout-v") ? `tests/advisor/${set}` : undefined));
  const all = folder ? await folderCases(folder) : set === "fresh" ? freshCases : developmentCases;
  const only = optionOf(argv, "--only");
  return only ? all.filter((c) => c.id.startsWith(only)) : all;
}
