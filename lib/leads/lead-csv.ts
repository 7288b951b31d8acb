import { stringify } from "csv-stringify/browser/esm/sync";
import { formatDateShort } from "@/lib/domain/calendar";
import texts from "@/lib/i18n/messages/de/insurerPortal.json";
import type { LeadView } from "./lead-record";

/**
 * The portal's CSV export: 15 columns with German headers, every field quoted,
 * semicolons as separators (what Excel expects in Switzerland), CRLF lines and a BOM so Excel
 * reads UTF-8. A text that a spreadsheet would run as a formula (starting with =, +, -, @, tab
 * or CR) gets a leading apostrophe, so it stays text (CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's text that no spreadsheet evaluates. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const h = texts.csv;
export const CSV_HEADERS = [
  h.quoteId, h.firstName, h.lastName, h.email, h.phone, h.birthDate, h.zipCode, h.city, h.canton,
  h.monthlyPremium, h.franchise, h.model, h.product, h.status, h.downloads,
];

export const statusLabel = (status: LeadView["status"]) => texts.leads.status[status === "downloaded" ? "downloaded" : "new"];

function leadRow(lead: LeadView): string[] {
  const { customerData: c, premiumInfo: p } = lead;
  return [
    lead.quoteId,
    c.firstName,
    c.lastName,
    c.email,
    c.phone,
    formatDateShort(c.dateOfBirth),
    c.zipCode,
    c.city,
    c.canton,
    p.monthly_premium.toFixed(2),
    String(p.franchise),
    p.model,
    p.product_name,
    statusLabel(lead.status),
    String(lead.downloadCount),
  ].map((cell) => neutraliseFormula(cell ?? ""));
}

export function leadsToCsv(leads: readonly LeadView[]): string {
  return `\uFEFF${stringify([CSV_HEADERS, ...leads.map(leadRow)], { delimiter: ";", quoted: true, quoted_empty: true, record_delimiter: "windows" })}`;
}

/** "Sanitas Grundversicherungen AG" -> "sanitas-grundversicherungen-ag" (umlauts spelled out). */
export function companySlug(company: string): string {
  const slug = company
    .toLowerCase()
    .replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss")
    .normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "versicherer";
}

const pad = (n: number) => String(n).padStart(2, "0");

/** leads-<company>-YYYY-MM-DD.csv, with the local date of `now`. */
export function csvFileName(company: string, now: Date): string {
  return `leads-${companySlug(company)}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
