/**
 * @jest-environment node
 */
import { parse } from "csv-parse/sync";
import { companySlug, CSV_HEADERS, csvFileName, leadsToCsv, neutraliseFormula } from "@/lib/leads/lead-csv";
import type { LeadView } from "@/lib/leads/lead-record";

const region = { plz: "8001", ortschaftsname: "Zürich", canton: { code: "ZH", name: "Zürich" } };
const lead = (overrides: Partial<LeadView["customerData"]> = {}, status: LeadView["status"] = "new"): LeadView => ({
  quoteId: "6f1c2d3e-0000-4000-8000-000000000001",
  status,
  downloadCount: status === "downloaded" ? 2 : 0,
  createdAt: "2026-11-22T10:00:00.000Z",
  customerData: {
    firstName: "Anna",
    lastName: "Muster",
    email: "anna@example.ch",
    phone: "079 123 45 67",
    dateOfBirth: "1990-05-17",
    address: "Bahnhofstrasse 1",
    zipCode: "8001",
    city: "Zürich",
    canton: "Zürich",
    gender: "female",
    language: "de",
    currentInsurerName: null,
    selectedPremium: { region },
    ...overrides,
  },
  premiumInfo: { monthly_premium: 605.2, franchise: 300, model: "Standard", product_name: "Grundversicherung", tariff_year: 2026, region },
});

const rows = (csv: string) => parse(csv.replace(/^\uFEFF/, ""), { delimiter: ";" }) as string[][];

describe("leadsToCsv", () => {
  it("writes the 15 German headers and one row per lead, every field quoted", () => {
    const csv = leadsToCsv([lead(), lead({ firstName: "Beat" }, "downloaded")]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, first, second] = rows(csv);
    expect(header).toEqual(CSV_HEADERS);
    expect(header).toHaveLength(15);
    expect(header).toEqual([
      "Offert-ID", "Vorname", "Nachname", "E-Mail", "Telefon", "Geburtsdatum", "PLZ", "Ort", "Kanton",
      "Monatsprämie (CHF)", "Franchise (CHF)", "Modell", "Produkt", "Status", "Downloads",
    ]);
    expect(first).toEqual([
      "6f1c2d3e-0000-4000-8000-000000000001", "Anna", "Muster", "anna@example.ch", "079 123 45 67", "17.05.1990",
      "8001", "Zürich", "Zürich", "605.20", "300", "Standard", "Grundversicherung", "neu", "0",
    ]);
    expect(second!.slice(-2)).toEqual(["heruntergeladen", "2"]);
    // Every field quoted, lines end in CRLF.
    expect(csv.split("\r\n")[1]).toMatch(/^"6f1c2d3e[^"]*";"Anna";"Muster";/);
  });

  it("escapes quotes, semicolons and line breaks inside fields", () => {
    const csv = leadsToCsv([lead({ firstName: 'Anna "Anni"', lastName: "Muster; Meier", city: "Zürich\nKreis 1" })]);
    expect(csv).toContain('"Anna ""Anni"""');
    expect(csv).toContain('"Muster; Meier"');
    const [, row] = rows(csv);
    expect(row!.slice(1, 3)).toEqual(['Anna "Anni"', "Muster; Meier"]);
    expect(row![7]).toBe("Zürich\nKreis 1");
    expect(rows(csv)).toHaveLength(2);
  });

  it("neutralises spreadsheet formulas with a leading apostrophe", () => {
    const csv = leadsToCsv([
      lead({ firstName: "=HYPERLINK(\"http://evil\")", lastName: "+SUM(A1)", email: "@cmd", phone: "-1+1", city: "\tTab", canton: "\rCR" }),
    ]);
    const [, row] = rows(csv);
    expect(row!.slice(1, 5)).toEqual(["'=HYPERLINK(\"http://evil\")", "'+SUM(A1)", "'@cmd", "'-1+1"]);
    expect(row![7]).toBe("'\tTab");
    expect(row![8]).toBe("'\rCR");
  });

  it("leaves harmless values alone", () => {
    expect(neutraliseFormula("Anna")).toBe("Anna");
    expect(neutraliseFormula("a=b")).toBe("a=b");
    expect(neutraliseFormula("")).toBe("");
  });

  it("writes only the header for no leads", () => {
    expect(rows(leadsToCsv([]))).toEqual([CSV_HEADERS]);
  });
});

describe("csvFileName", () => {
  it("names the file after the company and the date", () => {
    expect(csvFileName("Sanitas Grundversicherungen AG", new Date(2026, 10, 2))).toBe("leads-sanitas-grundversicherungen-ag-2026-11-02.csv");
    expect(companySlug("Krankenkasse Zürich-Süd / Öffentlich")).toBe("krankenkasse-zuerich-sued-oeffentlich");
    expect(companySlug("Mutuel Assurance Maladie SA (Groupe Mutuel)")).toBe("mutuel-assurance-maladie-sa-groupe-mutuel");
    expect(companySlug("Caisse-maladie Vallée d'Entremont")).toBe("caisse-maladie-vallee-d-entremont");
    expect(companySlug("../../etc")).toBe("etc");
    expect(companySlug("   ")).toBe("versicherer");
  });
});
