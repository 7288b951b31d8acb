import { stringify } from "csv-stringify/browser/esm/sync";
import { formatDateShort } from "@/lib/domain/calendar";
import texts from "@/lib/i18n/messages/de/insurerPortal.json";
import type { LeadView } from "./lead-record";

/**
 * The portal's CSV export: one row per person of a lead (a household's persons one after the
 * other, the contact person first, each with the quote id, their number and the request's size),
 * the spec's 15 columns first and then what an insurer needs to reproduce the offer (tariff year,
 * accident cover, street, gender, language, current insurer, the request's total). German
 * headers, every field quoted,
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
  h.tariffYear, h.accident, h.address, h.gender, h.language, h.currentInsurer, h.personNumber, h.householdSize, h.householdTotal,
];

export const statusLabel = (status: LeadView["status"]) => texts.leads.status[status === "downloaded" ? "downloaded" : "new"];

const yesNo = (value: boolean | null) => (value === null ? "" : value ? h.yes : h.no);

/**
 * A person's row. Postal address, phone, language and canton are the request's (the contact
 * person's); the e-mail is the person's own (empty when a further person gave none); the current
 * insurer is known for the contact person only.
 */
function personRow(lead: LeadView, person: LeadView["persons"][number]): string[] {
  const { customerData: c, premiumInfo: p } = lead;
  return [
    lead.quoteId,
    person.firstName,
    person.lastName,
    person.email ?? "",
    c.phone,
    formatDateShort(person.dateOfBirth),
    c.zipCode,
    c.city,
    c.canton,
    person.premium.monthly_premium.toFixed(2),
    String(person.premium.franchise),
    person.premium.model,
    person.premium.product_name,
    statusLabel(lead.status),
    String(lead.downloadCount),
    String(p.tariff_year),
    yesNo(person.premium.accident_coverage),
    c.address,
    h.genders[person.gender],
    h.languages[c.language],
    person.position === 0 ? (c.currentInsurerName ?? "") : "",
    String(person.position + 1),
    String(lead.household.size),
    lead.household.monthly_total.toFixed(2),
  ].map((cell) => neutraliseFormula(cell ?? ""));
}

export function leadsToCsv(leads: readonly LeadView[]): string {
  return `\uFEFF${stringify([CSV_HEADERS, ...leads.flatMap((lead) => lead.persons.map((person) => personRow(lead, person)))], { delimiter: ";", quoted: true, quoted_empty: true, record_delimiter: "windows" })}`;
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
