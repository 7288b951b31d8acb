/**
 * @jest-environment node
 */
import { premiumId } from "@/lib/importer/premium-id";
import { bagFlat2026 } from "@/lib/importer/premium-formats/bag-flat-2026";
import { chfToRappen, localityRowSchema } from "@/lib/importer/row-schemas";

const premiumRowSchema = { parse: (row: Record<string, string>) => bagFlat2026.row.parse(row).premium, safeParse: (row: Record<string, string>) => bagFlat2026.row.safeParse(row) };

const premiumRow = {
  Tarifjahr: "2026", Versicherer: "923", Versicherer_Name: "SLKK", Kanton: "ZH", Region: "PR-REG CH1", Region_Nr: "1",
  Altersklasse: "AKL-ERW", Unfalleinschluss: "MIT-UNF", Tariftyp: "TAR-BASE", Modell_Label: "standard",
  Tarifbezeichnung: "Grundversicherung", Franchise: "FRA-300", Franchise_CHF: "300", Praemie: "605.20",
  Kinderstufe_Rang_inferiert: "", Kinderstufen_Anzahl: "",
};

const reason = (row: Record<string, string>) => {
  const result = premiumRowSchema.safeParse(row);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("premium rows", () => {
  it("converts a BAG row to the internal record in integer Rappen", () => {
    const record = premiumRowSchema.parse(premiumRow);
    expect(record).toEqual({
      id: expect.stringMatching(/^p2026-[\w-]{16}$/),
      tariffYear: 2026, insurerCode: "923", canton: "ZH", region: 1, ageClass: "adult",
      accident: true, tariffType: "BASE", model: "standard", tariffName: "Grundversicherung", franchise: 300,
      childRank: null, monthlyRappen: 60_520,
    });
  });

  it("maps the four tariff types to the models and reads children with their rank", () => {
    expect(premiumRowSchema.parse({ ...premiumRow, Tariftyp: "TAR-HAM" }).model).toBe("hausarzt");
    expect(premiumRowSchema.parse({ ...premiumRow, Tariftyp: "TAR-HMO" }).model).toBe("hmo");
    expect(premiumRowSchema.parse({ ...premiumRow, Tariftyp: "TAR-DIV" }).model).toBe("telmed");
    const child = premiumRowSchema.parse({ ...premiumRow, Altersklasse: "AKL-KIN", Franchise: "FRA-0", Franchise_CHF: "0", Kinderstufe_Rang_inferiert: "1" });
    expect(child).toMatchObject({ ageClass: "child", childRank: 1, franchise: 0 });
  });

  it.each([
    [{ Praemie: "605.2O" }, "Praemie ist kein CHF-Betrag"],
    [{ Praemie: "0.00" }, "Praemie muss grösser als 0 sein"],
    [{ Kanton: "FL" }, "unbekannter Kanton"],
    [{ Region_Nr: "2" }, "Region und Region_Nr widersprechen sich"],
    [{ Franchise: "FRA-500" }, "Franchise und Franchise_CHF widersprechen sich"],
    [{ Franchise: "FRA-600", Franchise_CHF: "600" }, "Franchise 600 ist für AKL-ERW nicht zulässig"],
    [{ Altersklasse: "AKL-SEN" }, "unbekannte Altersklasse"],
    [{ Tariftyp: "TAR-XYZ" }, "unbekannter Tariftyp"],
    [{ Kinderstufe_Rang_inferiert: "1" }, "Kinderstufe_Rang_inferiert passt nicht zur Altersklasse"],
    [{ Tarifbezeichnung: " " }, "Tarifbezeichnung fehlt"],
  ])("rejects %p: %s", (change, message) => {
    expect(reason({ ...premiumRow, ...change })).toBe(message);
  });

  it("keeps amounts exact: no floating-point rounding", () => {
    expect(chfToRappen("605.20")).toBe(60_520);
    expect(chfToRappen("605.2")).toBe(60_520);
    expect(chfToRappen("0.29")).toBe(29);
    expect(chfToRappen("913.8")).toBe(91_380);
    expect(chfToRappen("19")).toBe(1900);
  });

  it("derives the same id from the same tariff and a different one for any other cell", () => {
    const key = { tariffYear: 2026, insurerCode: "923", canton: "ZH", region: 1, ageClass: "adult", accident: true, tariffType: "BASE", tariffName: "Grundversicherung", franchise: 300, childRank: null };
    expect(premiumId(key)).toBe(premiumId({ ...key }));
    expect(premiumId(key)).not.toBe(premiumId({ ...key, franchise: 500 }));
    expect(premiumId(key)).not.toBe(premiumId({ ...key, accident: false }));
    expect(premiumId(key)).not.toBe(premiumId({ ...key, tariffYear: 2027 }));
    // Stored 2026 premiums keep their ids: the 2026 tariff types are hashed with BAG's 2026 codes.
    expect(premiumId(key)).toBe("p2026-feA6qqWIgVOj2s8_");
  });
});

describe("locality rows", () => {
  it("rejects Liechtenstein, which is outside the KVG", () => {
    const row = { PLZ4: "9490", Zusatzziffer: "0", Ortschaftsname: "Vaduz", Gemeindename: "Vaduz", BFS_Nr: "7001", Kanton: "FL", Adressenanteil_Prozent: "100", Region_Nr: "0", Sprache: "de" };
    const result = localityRowSchema.safeParse(row);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("ausserhalb der Schweiz (kein KVG-Kanton)");
    expect(localityRowSchema.parse({ ...row, Kanton: "SG", PLZ4: "9000" })).toMatchObject({ postalCode: "9000", canton: "SG", region: 0 });
  });
});
