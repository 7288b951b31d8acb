import type { SheetRow } from "./xlsx-rows";

/**
 * Postal addresses from BAG's "Verzeichnis der zugelassenen Krankenversicherer": column A holds
 * the insurer number, column D the head office as lines (street, PO box, postal code and place,
 * then phone, fax, e-mail, web). An entry may run over several rows until the next number.
 */
export const APPROVED_INSURERS_SHEET = "Zugelassene Krankenversicherer";
const NUMBER_COLUMN = "A";
const ADDRESS_COLUMN = "D";

const POSTAL_LINE = /^\d{4} \S/;
const POST_BOX = /^(?:Postfach|Case postale|Casella postale)\b/i;

/**
 * The address lines of one cell text: up to the postal-code line, and before it only the lines
 * that belong to a street address (a house number or a PO box), not names such as "Groupe Mutuel".
 */
export function addressLines(cell: string): string[] | null {
  const lines = cell.split("\n").map((line) => line.replace(/\|$/, "").trim()).filter(Boolean);
  const postal = lines.findIndex((line) => POSTAL_LINE.test(line));
  if (postal < 1) return null;
  const street: string[] = [];
  for (let i = postal - 1; i >= 0; i -= 1) {
    const line = lines[i]!;
    if (!/\d/.test(line) && !POST_BOX.test(line)) break;
    street.unshift(line);
  }
  return street.length > 0 ? [...street, lines[postal]!] : null;
}

/** Insurer number → address lines, for every entry whose address can be read. */
export function insurerAddresses(rows: readonly SheetRow[]): Map<string, string[]> {
  const cells = new Map<string, string[]>();
  let current: string | null = null;
  for (const row of rows) {
    const number = row[NUMBER_COLUMN]?.trim();
    if (number && /^\d+$/.test(number)) current = number;
    else if (number) current = null; // a heading row
    const address = row[ADDRESS_COLUMN];
    if (current && address) cells.set(current, [...(cells.get(current) ?? []), address]);
  }
  const addresses = new Map<string, string[]>();
  for (const [code, parts] of cells) {
    const lines = addressLines(parts.join("\n"));
    if (lines) addresses.set(code, lines);
  }
  return addresses;
}
