import { z } from "zod";
import { BAG_AGE_CLASS_CODES, type AgeClass } from "@/lib/domain/age-class";
import { CANTON_NAMES, isCantonCode, type CantonCode } from "@/lib/domain/cantons";
import { franchisesFor } from "@/lib/domain/franchise";
import { TARIFF_TYPE_MODELS, type ModelCode } from "@/lib/domain/insurance-models";
import { premiumId } from "./premium-id";

/**
 * One zod schema per row of each source file (see the data folder's README). Each turns the
 * file's text columns into the internal record or rejects the row with a German reason.
 */
const integer = (name: string) => z.string().trim().regex(/^\d+$/, `${name} ist keine ganze Zahl`).transform(Number);
const text = (name: string) => z.string().trim().min(1, `${name} fehlt`).max(200, `${name} ist zu lang`);
const canton = z.string().trim().refine(isCantonCode, "unbekannter Kanton");
const regionNumber = z.string().trim().regex(/^[0-3]$/, "Region_Nr muss 0 bis 3 sein").transform(Number);

/** "605.20" → 60520 Rappen, without floating-point rounding. */
export const chfToRappen = (value: string) => {
  const [francs = "0", cents = ""] = value.split(".");
  return Number(francs) * 100 + Number(cents.padEnd(2, "0"));
};

export type PremiumRecord = {
  id: string;
  tariffYear: number;
  insurerCode: string;
  insurerName: string;
  canton: string;
  region: number;
  ageClass: AgeClass;
  accident: boolean;
  tariffType: keyof typeof TARIFF_TYPE_MODELS;
  model: ModelCode;
  tariffName: string;
  franchise: number;
  childRank: number | null;
  monthlyRappen: number;
};

// The premium table has 217,308 rows: its columns are checked as plain strings (fast in zod)
// and converted once, in the final transform, together with the checks across columns.
export const premiumRow = z.object({
  Tarifjahr: z.string().regex(/^20\d\d$/, "Tarifjahr ist kein Jahr 2000–2099"),
  Versicherer: z.string().regex(/^\d{1,5}$/, "Versicherer ist keine BAG-Nummer"),
  Versicherer_Name: z.string().regex(/\S/, "Versicherer_Name fehlt").max(200, "Versicherer_Name ist zu lang"),
  Kanton: z.enum(Object.keys(CANTON_NAMES) as [CantonCode], "unbekannter Kanton"),
  Region: z.string().regex(/^PR-REG CH[0-3]$/, "Region ist kein BAG-Regionscode"),
  Region_Nr: z.string().regex(/^[0-3]$/, "Region_Nr muss 0 bis 3 sein"),
  Altersklasse: z.enum(Object.keys(BAG_AGE_CLASS_CODES) as [keyof typeof BAG_AGE_CLASS_CODES], "unbekannte Altersklasse"),
  Unfalleinschluss: z.enum(["MIT-UNF", "OHN-UNF"], "unbekannter Unfalleinschluss"),
  Tariftyp: z.enum(Object.keys(TARIFF_TYPE_MODELS) as [keyof typeof TARIFF_TYPE_MODELS], "unbekannter Tariftyp"),
  Tarifbezeichnung: z.string().regex(/\S/, "Tarifbezeichnung fehlt").max(200, "Tarifbezeichnung ist zu lang"),
  Franchise: z.string().regex(/^FRA-\d{1,4}$/, "Franchise ist kein BAG-Franchisecode"),
  Franchise_CHF: z.string().regex(/^\d{1,4}$/, "Franchise_CHF ist keine ganze Zahl"),
  Praemie: z.string().regex(/^\d{1,4}(\.\d{1,2})?$/, "Praemie ist kein CHF-Betrag"),
  Kinderstufe_Rang_inferiert: z.string().regex(/^[1-3]?$/, "Kinderstufe_Rang_inferiert muss leer oder 1 bis 3 sein"),
});

export const PREMIUM_COLUMNS = Object.keys(premiumRow.shape);

/** The reason a premium row is inconsistent across its columns, or null. */
function premiumRowProblem(row: z.output<typeof premiumRow>): string | null {
  const ageClass = BAG_AGE_CLASS_CODES[row.Altersklasse];
  const franchise = Number(row.Franchise_CHF);
  if (row.Region !== `PR-REG CH${row.Region_Nr}`) return "Region und Region_Nr widersprechen sich";
  if (row.Franchise !== `FRA-${franchise}`) return "Franchise und Franchise_CHF widersprechen sich";
  if (!franchisesFor(ageClass).includes(franchise)) return `Franchise ${franchise} ist für ${row.Altersklasse} nicht zulässig`;
  if ((ageClass === "child") !== (row.Kinderstufe_Rang_inferiert !== "")) return "Kinderstufe_Rang_inferiert passt nicht zur Altersklasse";
  if (chfToRappen(row.Praemie) <= 0) return "Praemie muss grösser als 0 sein";
  return null;
}

export const premiumRowSchema = premiumRow.transform((row, ctx): PremiumRecord => {
  const problem = premiumRowProblem(row);
  if (problem) {
    ctx.issues.push({ code: "custom", message: problem, input: row });
    return z.NEVER;
  }
  const ageClass = BAG_AGE_CLASS_CODES[row.Altersklasse];
  const record = {
    tariffYear: Number(row.Tarifjahr),
    insurerCode: row.Versicherer,
    insurerName: row.Versicherer_Name.trim(),
    canton: row.Kanton,
    region: Number(row.Region_Nr),
    ageClass,
    accident: row.Unfalleinschluss === "MIT-UNF",
    tariffType: row.Tariftyp,
    model: TARIFF_TYPE_MODELS[row.Tariftyp],
    tariffName: row.Tarifbezeichnung.trim(),
    franchise: Number(row.Franchise_CHF),
    childRank: ageClass === "child" ? Number(row.Kinderstufe_Rang_inferiert) : null,
    monthlyRappen: chfToRappen(row.Praemie),
  };
  return { id: premiumId(record), ...record };
});

export type InsurerRecord = { code: string; name: string; legalName: string | null; place: string | null; group: string | null; uid: string | null };

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" || value === "---" ? null : value));

const insurerRow = z.object({
  Versicherer: z.string().trim().regex(/^\d{1,5}$/, "Versicherer ist keine BAG-Nummer"),
  Name_BAG_Index: text("Name_BAG_Index"),
  Ort: optionalText,
  Name_Rechtlich: optionalText,
  UID: optionalText,
  Gruppe: optionalText,
});

export const INSURER_COLUMNS = Object.keys(insurerRow.shape);

export const insurerRowSchema = insurerRow
  .extend({ Name_in_Praemiendaten_2026: optionalText.optional() })
  .transform(
    (row): InsurerRecord => ({
      code: row.Versicherer,
      name: row.Name_in_Praemiendaten_2026 ?? row.Name_BAG_Index,
      // The legal name lists German | French | Italian: keep the German one.
      legalName: row.Name_Rechtlich?.split(" | ")[0] ?? null,
      place: row.Ort,
      group: row.Gruppe,
      uid: row.UID,
    }),
  );

export type MunicipalityRegionRecord = { bfsNumber: number; municipality: string; canton: string; region: number };

const regionRow = z.object({ Kanton: canton, BFS_Nr: integer("BFS_Nr"), Gemeinde: text("Gemeinde"), Region_Nr: regionNumber });

export const REGION_COLUMNS = Object.keys(regionRow.shape);

export const regionRowSchema = regionRow.transform(
    (row): MunicipalityRegionRecord => ({ bfsNumber: row.BFS_Nr, municipality: row.Gemeinde, canton: row.Kanton, region: row.Region_Nr }),
  );

export type LocalityRecord = {
  postalCode: string;
  suffix: number;
  name: string;
  municipality: string;
  bfsNumber: number;
  canton: string;
  addressShare: number;
  language: string;
  region: number;
};

const localityRow = z.object({
    PLZ4: z.string().trim().regex(/^\d{4}$/, "PLZ4 ist keine Postleitzahl"),
    Zusatzziffer: integer("Zusatzziffer"),
    Ortschaftsname: text("Ortschaftsname"),
    Gemeindename: text("Gemeindename"),
    BFS_Nr: integer("BFS_Nr"),
    // Liechtenstein (FL) is outside the KVG: its rows are rejected with this reason.
    Kanton: z.string().trim().refine(isCantonCode, "ausserhalb der Schweiz (kein KVG-Kanton)"),
    Adressenanteil_Prozent: z.string().trim().regex(/^\d{1,3}(\.\d+)?$/, "Adressenanteil ist keine Zahl").transform(Number),
    Region_Nr: regionNumber,
    Sprache: z.string().trim().max(20),
  });

export const LOCALITY_COLUMNS = Object.keys(localityRow.shape);

export const localityRowSchema = localityRow.transform(
    (row): LocalityRecord => ({
      postalCode: row.PLZ4,
      suffix: row.Zusatzziffer,
      name: row.Ortschaftsname,
      municipality: row.Gemeindename,
      bfsNumber: row.BFS_Nr,
      canton: row.Kanton,
      addressShare: row.Adressenanteil_Prozent,
      language: row.Sprache,
      region: row.Region_Nr,
    }),
  );
