import { stringify } from "csv-stringify/browser/esm/sync";
import texts from "@/lib/i18n/messages/de/admin.json";
import { neutraliseFormula } from "@/lib/leads/lead-csv";

/**
 * The export of newly issued keys (built in the browser, never on the server): insurer code,
 * name and key, in the portal export's format (";" separated, every field quoted, CRLF, a BOM
 * for Excel, formula-looking cells neutralised).
 */
export type KeyRow = { insurer_code: string; insurer_name: string; api_key: string };

const h = texts.csv;
export const KEY_CSV_HEADERS = [h.insurerCode, h.insurerName, h.apiKey];

export function keysToCsv(keys: readonly KeyRow[]): string {
  const rows = keys.map((key) => [key.insurer_code, key.insurer_name, key.api_key].map(neutraliseFormula));
  return `\uFEFF${stringify([KEY_CSV_HEADERS, ...rows], { delimiter: ";", quoted: true, quoted_empty: true, record_delimiter: "windows" })}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** zugangsschluessel-YYYY-MM-DD-HHMM.csv (local time): one file per renewal, none overwritten. */
export function keysCsvFileName(now: Date): string {
  return `zugangsschluessel-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}.csv`;
}
