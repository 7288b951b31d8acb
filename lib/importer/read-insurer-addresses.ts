import path from "node:path";
import { APPROVED_INSURERS_SHEET, insurerAddresses } from "./insurer-addresses";
import type { InsurerRecord } from "./row-schemas";
import { readSheetRows } from "./xlsx-rows";

type Report = { file: string; rowsRead: number; accepted: number; rejected: { reason: string; count: number; line: number }[] };

/**
 * Adds the head-office address of BAG's list of approved insurers to each insurer it names.
 * The list is optional: without it (or unreadable) the insurers keep only their place, and the
 * report says why.
 */
export async function addPostalAddresses(file: string | null | undefined, insurers: Map<string, InsurerRecord>, reports: Report[]): Promise<void> {
  if (!file) return;
  const report: Report = { file: path.basename(file), rowsRead: 0, accepted: 0, rejected: [] };
  reports.push(report);
  try {
    const rows = await readSheetRows(file, APPROVED_INSURERS_SHEET);
    report.rowsRead = rows.length;
    for (const [code, lines] of insurerAddresses(rows)) {
      const insurer = insurers.get(code);
      if (!insurer) continue;
      insurer.postalAddress = lines.join("\n");
      report.accepted += 1;
    }
  } catch (error) {
    report.rejected.push({ reason: error instanceof Error ? error.message : String(error), count: 1, line: 0 });
  }
}
