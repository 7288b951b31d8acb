/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Swiss Standard German writes "ss", never the sharp s ("Schliessen", "Strasse"). Every text a
 * reader can see lives in the message catalogues, the components or the pages; code that folds
 * a user's "ß" to "ss" (search, CSV, PDF) is allowed to name it.
 */
const ROOTS = ["lib/i18n/messages", "components", "app", "lib/facts"];
const FOLDING = /replace\(\/ß\/g|\(\?:ss\|ß\)|ß → ss/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(json|tsx?|mdx?)$/.test(name) ? [full] : [];
  });
}

describe("Swiss spelling", () => {
  it("no catalogue, component or page uses the sharp s", () => {
    const offending = ROOTS.flatMap(filesUnder).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ file, line: index + 1, text: line }))
        .filter(({ text }) => text.includes("ß") && !FOLDING.test(text)),
    );
    expect(offending.map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`)).toEqual([]);
  });
});
