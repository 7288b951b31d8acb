// Prints the text of each page of a PDF file as a JSON array of strings (whitespace collapsed).
// Run as a child process: unpdf ships PDF.js as an ES module that Jest's CommonJS runtime cannot load.
import { readFileSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";

const file = process.argv[2];
if (!file) throw new Error("usage: node tests/support/extract-pdf-text.mjs <file.pdf>");
const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
const { text } = await extractText(pdf, { mergePages: false });
process.stdout.write(JSON.stringify(text.map((page) => page.replace(/\s+/g, " ").trim())));
