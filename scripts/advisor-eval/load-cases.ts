import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AdvisorCase } from "../../tests/advisor/case-format";
import { developmentCases } from "../../tests/advisor/cases";
import { freshCases } from "../../tests/advisor/cases/fresh";

/** Which set to run: the development set, the fresh cases only, or the held-out folder. */
export type CaseSet = "development" | "fresh" | "heldout";

export const caseSetOf = (argv: readonly string[]): CaseSet =>
  argv.includes("--heldout") ? "heldout" : argv.includes("--fresh") ? "fresh" : "development";

const isCase = (value: unknown): value is AdvisorCase =>
  typeof value === "object" && value !== null && "id" in value && "category" in value && Array.isArray((value as AdvisorCase).turns);

/** Every exported case array of the held-out folder's files (written apart from the engine). */
async function heldoutCases(dir = "tests/advisor/heldout"): Promise<AdvisorCase[]> {
  const folder = path.resolve(process.cwd(), dir);
  const files = readdirSync(folder).filter((name) => /\.ts$/.test(name) && !name.endsWith(".d.ts"));
  // An index file may export all cases again: each case counts once, by its id.
  const cases = new Map<string, AdvisorCase>();
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(path.join(folder, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) if (Array.isArray(value)) for (const found of value.filter(isCase)) cases.set(found.id, found);
  }
  return [...cases.values()];
}

/** `--dir <folder>` runs a held-out set kept elsewhere; `--only <prefix>` only the cases whose id starts so. */
const optionOf = (argv: readonly string[], name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};

export async function loadCases(set: CaseSet, argv: readonly string[] = []): Promise<AdvisorCase[]> {
  const all = set === "heldout" ? await heldoutCases(optionOf(argv, "--dir")) : set === "fresh" ? freshCases : developmentCases;
  const only = optionOf(argv, "--only");
  return only ? all.filter((c) => c.id.startsWith(only)) : all;
}
