/**
 * @jest-environment node
 */
import { PREMIUM_FORMATS, detectFormat } from "@/lib/importer/premium-formats";
import { bag2027 } from "@/lib/importer/premium-formats/bag-2027";
import { bagFlat2026 } from "@/lib/importer/premium-formats/bag-flat-2026";

// One premium written in both layouts by hand: SLKK, Zürich region 1, adult, deductible 300, with
// accident cover, standard model, CHF 605.20 (the 2026 table's row; here both files say 2026).
const HEADER_2026 =
  "Tarifjahr,Versicherer,Versicherer_Name,Kanton,Region,Region_Nr,Altersklasse,Unfalleinschluss,Tariftyp,Modell_Label,Tarifbezeichnung,Franchise,Franchise_CHF,Praemie,Kinderstufe_Rang_inferiert,Kinderstufen_Anzahl".split(",");
const ROW_2026 = "2026,923,SLKK,ZH,PR-REG CH1,1,AKL-ERW,MIT-UNF,TAR-BASE,standard,Grundversicherung,FRA-300,300,605.20,,".split(",");
const HEADER_2027 =
  "Versicherer,Kanton,Hoheitsgebiet,Geschäftsjahr,Erhebungsjahr,Region,Altersklasse,Unfalleinschluss,Tarif,Tariftyp,Altersuntergruppe,Franchisestufe,Franchise,Prämie,isBaseP,isBaseF,Tarifbezeichnung".split(",");
const ROW_2027 = "923,ZH,P_OKPCH,2026,2025,PR_REG_1,AKA_03_ERW,MIT_UNF,BASE,BASE,E1,FRASTU_01,FRA_01_E_0300,605.2,1,1,BASE".split(",");

const record = (header: string[], values: string[]) => Object.fromEntries(header.map((column, i) => [column, values[i] ?? ""]));
const row2027 = (change: Record<string, string> = {}) => ({ ...record(HEADER_2027, ROW_2027), ...change });
const reason = (change: Record<string, string>) => {
  const result = bag2027.row.safeParse(row2027(change));
  return result.success ? null : result.error.issues[0]!.message;
};

describe("premium file formats", () => {
  it("are told apart by their header", () => {
    expect(detectFormat(HEADER_2026)).toBe(bagFlat2026);
    expect(detectFormat(HEADER_2027)).toBe(bag2027);
    expect(detectFormat(["Jahr", "Kasse", "Preis"])).toBeUndefined();
    // No header fits two formats; one with a column missing is still recognised (the import names the column).
    for (const header of [HEADER_2026, HEADER_2027]) expect(PREMIUM_FORMATS.filter((f) => f.signature.every((c) => header.includes(c)))).toHaveLength(1);
    expect(detectFormat(HEADER_2026.filter((c) => c !== "Praemie"))).toBe(bagFlat2026);
  });

  it("map the same premium from either layout to the same internal record", () => {
    const flat = bagFlat2026.row.parse(record(HEADER_2026, ROW_2026));
    const bag = bag2027.row.parse(record(HEADER_2027, ROW_2027));
    expect(bag.premium).toEqual(flat.premium);
    expect(flat.premium).toEqual({
      id: "p2026-feA6qqWIgVOj2s8_",
      tariffYear: 2026, insurerCode: "923", canton: "ZH", region: 1, ageClass: "adult", accident: true,
      tariffType: "BASE", model: "standard", tariffName: "Grundversicherung", franchise: 300, childRank: null, monthlyRappen: 60_520,
    });
    // Only the 2026 table names the insurer; the 2027 file has the BAG number alone.
    expect(flat.insurerName).toBe("SLKK");
    expect(bag.insurerName).toBeNull();
  });

  it("read the 2027 codes: regions, age classes with subgroups, deductibles, accident cover", () => {
    const child = bag2027.row.parse(row2027({ Altersklasse: "AKA_01_KIN", Altersuntergruppe: "K1", Franchise: "FRA_07_K_0600", Unfalleinschluss: "OHN_UNF", Region: "PR_REG_0" }));
    expect(child.premium).toMatchObject({ ageClass: "child", childRank: 1, franchise: 600, accident: false, region: 0 });
    expect(bag2027.row.parse(row2027({ Altersklasse: "AKA_01_KIN", Altersuntergruppe: "K2", Franchise: "FRA_01_K_0000" })).premium.childRank).toBe(2);
    expect(bag2027.row.parse(row2027({ Altersklasse: "AKA_02_JUG", Altersuntergruppe: "J1", Franchise: "FRA_06_J_2500" })).premium).toMatchObject({ ageClass: "young_adult", franchise: 2500, childRank: null });
  });

  it("map the 2027 tariff types: PRAXIS shown as family doctor or HMO by its name, TEL_DIG and FLEX as telmed", () => {
    const praxis = (name: string) => bag2027.row.parse(row2027({ Tariftyp: "PRAXIS", Tarif: "", Tarifbezeichnung: name })).premium;
    expect(praxis("Gesundheitspraxisversicherung")).toMatchObject({ tariffType: "PRAXIS", model: "hausarzt", tariffName: "Gesundheitspraxisversicherung" });
    expect(praxis("HMO plus")).toMatchObject({ tariffType: "PRAXIS", model: "hmo" });
    expect(praxis("OptiMed (Ärztenetz)").model).toBe("hmo");
    expect(praxis("KPTwin.plus - HMO-Hausarzt").model).toBe("hmo");
    expect(bag2027.row.parse(row2027({ Tariftyp: "TEL_DIG", Tarifbezeichnung: "Callmed" })).premium).toMatchObject({ tariffType: "TEL_DIG", model: "telmed" });
    expect(bag2027.row.parse(row2027({ Tariftyp: "FLEX", Tarifbezeichnung: "Multimed" })).premium).toMatchObject({ tariffType: "FLEX", model: "telmed" });
  });

  it.each([
    [{ Hoheitsgebiet: "P_OKPEU" }, "Prämie für Versicherte in der EU, nicht in der Schweiz"],
    [{ Region: "PR-REG CH1" }, "Region ist kein BAG-Regionscode"],
    [{ Altersklasse: "AKL-ERW" }, "unbekannte Altersklasse"],
    [{ Unfalleinschluss: "MIT-UNF" }, "unbekannter Unfalleinschluss"],
    [{ Tariftyp: "TAR-HAM" }, "unbekannter Tariftyp"],
    [{ Franchise: "FRA-300" }, "Franchise ist kein BAG-Franchisecode"],
    [{ Franchise: "FRA_01_K_0300" }, "Franchise und Altersklasse widersprechen sich"],
    [{ Altersuntergruppe: "K1" }, "Altersuntergruppe passt nicht zur Altersklasse"],
    [{ Altersuntergruppe: "E2" }, "Altersuntergruppe passt nicht zur Altersklasse"],
    [{ Franchise: "FRA_02_E_0400" }, "Franchise 400 ist für AKA_03_ERW nicht zulässig"],
    [{ Prämie: "605,20" }, "Prämie ist kein CHF-Betrag"],
    [{ Prämie: "0" }, "Prämie muss grösser als 0 sein"],
  ])("rejects a 2027 row with %p: %s", (change, message) => {
    expect(reason(change)).toBe(message);
  });
});
