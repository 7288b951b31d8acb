import { z } from "zod";
import { isCantonCode } from "@/lib/domain/cantons";
import type { TariffType } from "@/lib/domain/insurance-models";
import type { PremiumFormat } from "./premium-formats";

export { chfToRappen, type PremiumRecord } from "./premium-formats";

/**
 * One zod schema per row of each source file (see the data folder's README). Each turns the
 * file's text columns into the internal record or rejects the row with a German reason. The
 * premium tables have a format each (./premium-formats).
 */
const integer = (name: string) => z.string().trim().regex(/^\d+$/, `${name} ist keine ganze Zahl`).transform(Number);
const text = (name: string) => z.string().trim().min(1, `${name} fehlt`).max(200, `${name} ist zu lang`);
const canton = z.string().trim().refine(isCantonCode, "unbekannter Kanton");
const regionNumber = z.string().trim().regex(/^[0-3]$/, "Region_Nr muss 0 bis 3 sein").transform(Number);

export type InsurerRecord = {
  code: string;
  name: string;
  legalName: string | null;
  place: string | null;
  group: string | null;
  uid: string | null;
  /** Street, PO box and postal-code line of the head office, one per line (BAG's list of approved insurers). */
  postalAddress?: string | null;
};

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

/** A tariff sold only in the listed municipalities (BAG `Einzugsgebiete`), as the file lists it. */
export type CatchmentAreaRecord = { insurerCode: string; canton: string; tariffType: TariffType; tariffName: string; bfsNumbers: number[] };

export const CATCHMENT_AREA_COLUMNS = ["Versicherer", "Kanton", "Tariftyp", "Tarifbezeichnung", "BFS_Gemeinden"] as const;

/** The Einzugsgebiete rows of a year, read with the codes and product names of that year's premium format. */
export const catchmentAreaRowSchema = (format: PremiumFormat) =>
  z
    .object({
      Versicherer: z.string().trim().regex(/^\d{1,5}$/, "Versicherer ist keine BAG-Nummer"),
      Kanton: canton,
      Tariftyp: z.string().trim().refine((code) => code in format.tariffTypes, "unbekannter Tariftyp"),
      Tarifbezeichnung: text("Tarifbezeichnung"),
      BFS_Gemeinden: z.string().trim().regex(/^\d{1,5}(\s+\d{1,5})*$/, "BFS_Gemeinden ist keine Liste von BFS-Nummern"),
    })
    .transform((row): CatchmentAreaRecord => {
      const tariffType = format.tariffTypes[row.Tariftyp]!;
      return {
        insurerCode: row.Versicherer,
        canton: row.Kanton,
        tariffType,
        tariffName: format.productName(row.Tarifbezeichnung, tariffType),
        bfsNumbers: row.BFS_Gemeinden.split(/\s+/).map(Number),
      };
    });
