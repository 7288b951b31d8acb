/**
 * @jest-environment node
 */
import { parse } from "csv-parse/sync";
import { companySlug, CSV_HEADERS, csvFileName, leadsToCsv, neutraliseFormula } from "@/lib/leads/lead-csv";
import { toLeadView, type LeadColumns, type LeadView, type SealedCustomer, type SealedPerson } from "@/lib/leads/lead-record";

const columns: LeadColumns = {
  id: "6f1c2d3e-0000-4000-8000-000000000001",
  insurerCode: "1509",
  tariffYear: 2026,
  monthlyRappen: 60_520,
  franchise: 300,
  model: "standard",
  productName: "Grundversicherung",
  accident: true,
  canton: "ZH",
  region: 1,
  status: "new",
  downloadCount: 0,
  createdAt: new Date("2026-11-22T10:00:00.000Z"),
};
const customer: SealedCustomer = {
  firstName: "Anna",
  lastName: "Muster",
  email: "anna@example.ch",
  phone: "079 123 45 67",
  dateOfBirth: "1990-05-17",
  address: "Bahnhofstrasse 1",
  zipCode: "8001",
  city: "Zürich",
  ortschaftsname: "Zürich",
  gender: "female",
  language: "de",
  currentInsurerCode: null,
  currentInsurerName: null,
  consentAt: "2026-11-22T10:00:00.000Z",
};
/** A lead as the portal receives it; `overrides` change the person's data (and the canton's name). */
const lead = (overrides: Partial<SealedCustomer> & { canton?: string } = {}, status: LeadView["status"] = "new"): LeadView => {
  const { canton, ...sealed } = overrides;
  const view = toLeadView({ ...columns, status, downloadCount: status === "downloaded" ? 2 : 0 }, { ...customer, ...sealed });
  return canton === undefined ? view : { ...view, customerData: { ...view.customerData, canton } };
};

const rows = (csv: string) => parse(csv.replace(/^\uFEFF/, ""), { delimiter: ";" }) as string[][];

describe("leadsToCsv", () => {
  it("writes the spec's 15 German headers first, then the offer's details, and one row per one-person lead, every field quoted", () => {
    const csv = leadsToCsv([lead({ currentInsurerName: "CSS Kranken-Versicherung AG" }), lead({ firstName: "Beat", gender: "male", language: "fr" }, "downloaded")]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, first, second, ...more] = rows(csv);
    expect(more).toEqual([]);
    expect(header).toEqual(CSV_HEADERS);
    expect(header).toEqual([
      "Offert-ID", "Vorname", "Nachname", "E-Mail", "Telefon", "Geburtsdatum", "PLZ", "Ort", "Kanton",
      "Monatsprämie (CHF)", "Franchise (CHF)", "Modell", "Produkt", "Status", "Downloads",
      "Tarifjahr", "Unfalldeckung", "Strasse und Nr.", "Geschlecht", "Sprache", "Aktuelle Krankenkasse",
      "Person Nr.", "Personen in der Anfrage", "Monatsprämie Anfrage total (CHF)",
    ]);
    expect(first).toEqual([
      "6f1c2d3e-0000-4000-8000-000000000001", "Anna", "Muster", "anna@example.ch", "079 123 45 67", "17.05.1990",
      "8001", "Zürich", "Zürich", "605.20", "300", "Standard", "Grundversicherung", "neu", "0",
      "2026", "ja", "Bahnhofstrasse 1", "weiblich", "Deutsch", "CSS Kranken-Versicherung AG", "1", "1", "605.20",
    ]);
    expect(second!.slice(13, 15)).toEqual(["heruntergeladen", "2"]);
    expect(second!.slice(18, 21)).toEqual(["männlich", "Französisch", ""]);
    // Every field quoted, lines end in CRLF.
    expect(csv.split("\r\n")[1]).toMatch(/^"6f1c2d3e[^"]*";"Anna";"Muster";/);
  });

  it("writes a household as one row per person: the quote id, the person's product and the request's total", () => {
    const child: SealedPerson = { firstName: "Mia", lastName: "Muster", dateOfBirth: "2018-02-03", gender: "female", email: null, label: "Kind 1" };
    const partner: SealedPerson = { firstName: "Beat", lastName: "Muster", dateOfBirth: "1988-07-01", gender: "male", email: "beat@example.ch", label: null };
    const household = toLeadView({ ...columns, accident: false }, { ...customer, currentInsurerName: "CSS Kranken-Versicherung AG" }, [
      { columns: { position: 2, monthlyRappen: 13_240, franchise: 0, model: "hmo", productName: "Kinder HMO", accident: true, childRank: 1 }, person: child },
      { columns: { position: 1, monthlyRappen: 55_010, franchise: 2500, model: "telmed", productName: "Telmed", accident: false, childRank: null }, person: partner },
    ]);
    expect(household.household).toEqual({ size: 3, monthly_total: 1287.7 });
    const [, anna, beat, mia] = rows(leadsToCsv([household]));
    const pick = (row: string[]) => [row[0], row[1], row[3], row[4], row[5], row[9], row[10], row[11], row[12], row[16], row[17], row[18], row[20], row[21], row[22], row[23]];
    expect(pick(anna!)).toEqual([columns.id, "Anna", "anna@example.ch", "079 123 45 67", "17.05.1990", "605.20", "300", "Standard", "Grundversicherung", "nein", "Bahnhofstrasse 1", "weiblich", "CSS Kranken-Versicherung AG", "1", "3", "1287.70"]);
    expect(pick(beat!)).toEqual([columns.id, "Beat", "beat@example.ch", "079 123 45 67", "01.07.1988", "550.10", "2500", "Telmed", "Telmed", "nein", "Bahnhofstrasse 1", "männlich", "", "2", "3", "1287.70"]);
    expect(pick(mia!)).toEqual([columns.id, "Mia", "", "079 123 45 67", "03.02.2018", "132.40", "0", "HMO", "Kinder HMO", "ja", "Bahnhofstrasse 1", "weiblich", "", "3", "3", "1287.70"]);
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
