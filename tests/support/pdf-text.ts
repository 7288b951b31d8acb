import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The text of each page of a PDF (whitespace collapsed), extracted with unpdf in a child process. */
export function pdfPageTexts(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "pk-pdf-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, bytes);
    const output = execFileSync(process.execPath, [path.join(__dirname, "extract-pdf-text.mjs"), file], { encoding: "utf8" });
    return JSON.parse(output) as string[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
