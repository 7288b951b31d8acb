import { readFile } from "node:fs/promises";
import { inflateRawSync } from "node:zlib";

/**
 * The cells of one sheet of an .xlsx file as text rows (column letter → text), enough for BAG's
 * list of approved insurers: a zip archive of XML parts, read with Node's own inflate, without
 * a spreadsheet library. Formulas, styles and dates are not interpreted.
 */
export type SheetRow = Record<string, string>;

function zipEntries(zip: Buffer): Map<string, Buffer> {
  // End of central directory: signature 0x06054b50, within the last 64 KiB.
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error("keine xlsx-Datei (Zip-Verzeichnis fehlt)");
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(offset + 10);
    const compressed = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString("utf8", offset + 46, offset + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (xml: string) =>
  xml.replace(/&(#x?[0-9a-f]+|\w+);/gi, (match, code: string) =>
    code.startsWith("#") ? String.fromCodePoint(parseInt(code.slice(code[1] === "x" ? 2 : 1), code[1] === "x" ? 16 : 10)) : (ENTITIES[code] ?? match),
  );
const textOf = (xml: string) => decode([...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => m[1]).join(""));

/** The rows of the sheet with the given name (as in the workbook's tabs). */
export async function readSheetRows(file: string, sheetName: string): Promise<SheetRow[]> {
  const parts = zipEntries(await readFile(file));
  const text = (name: string) => parts.get(name)?.toString("utf8") ?? "";
  const shared = [...text("xl/sharedStrings.xml").matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]!));
  const sheet = [...text("xl/workbook.xml").matchAll(/<sheet\b[^>]*>/g)].map((m) => m[0]).find((tag) => decode(/name="([^"]*)"/.exec(tag)?.[1] ?? "").trim() === sheetName);
  const relId = sheet && /r:id="([^"]+)"/.exec(sheet)?.[1];
  const rel = relId && [...text("xl/_rels/workbook.xml.rels").matchAll(/<Relationship\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`Id="${relId}"`));
  const target = rel && /Target="([^"]+)"/.exec(rel)?.[1];
  if (!target) throw new Error(`Tabelle «${sheetName}» nicht gefunden`);
  const xml = text(target.startsWith("/") ? target.slice(1) : `xl/${target}`);
  return [...xml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: SheetRow = {};
    for (const cell of row[1]!.matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const [, column, attributes, inner = ""] = cell;
      const value = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      if (attributes!.includes('t="s"') && value !== undefined) cells[column!] = shared[Number(value)] ?? "";
      else if (attributes!.includes('t="inlineStr"')) cells[column!] = textOf(inner);
      else if (value !== undefined) cells[column!] = decode(value);
    }
    return cells;
  });
}
