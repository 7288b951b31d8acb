import { z } from "zod";
import type { AgeClass } from "@/lib/domain/age-class";
import { CANTON_NAMES, type CantonCode } from "@/lib/domain/cantons";
import { franchisesFor } from "@/lib/domain/franchise";
import { displayModel, type ModelCode, type TariffType } from "@/lib/domain/insurance-models";
import { premiumId } from "../premium-id";

/**
 * A premium file format: the header columns that identify it and a mapping of its columns and
 * codes onto the one internal premium record. BAG changes its layout now and then (2027: new
 * codes for regions, age classes, deductibles, accident cover and tariff types); a new layout is
 * a new `PremiumFormatSpec`, read by the same code.
 */
export type PremiumRecord = {
  id: string;
  tariffYear: number;
  insurerCode: string;
  canton: string;
  region: number;
  ageClass: AgeClass;
  accident: boolean;
  tariffType: TariffType;
  /** The model the product is shown as (see displayModel). */
  model: ModelCode;
  tariffName: string;
  franchise: number;
  /** Children only: 1 for the first child's premium, 2 and more for siblings. */
  childRank: number | null;
  monthlyRappen: number;
};

/** A mapped row: the premium, and the insurer's short name when the file carries one. */
export type MappedPremium = { premium: PremiumRecord; insurerName: string | null };

type Row = Record<string, string>;

export type PremiumFormatSpec = {
  /** Short name for reports, e.g. "BAG 2027 (Prämien_CH.csv)". */
  label: string;
  /** Columns that identify the format: all of them are in its header, and not all in another format's. */
  signature: readonly string[];
  /** Which column holds which field. */
  columns: {
    tariffYear: string;
    insurer: string;
    insurerName?: string;
    canton: string;
    region: string;
    ageClass: string;
    accident: string;
    tariffType: string;
    tariffName: string;
    franchise: string;
    premium: string;
  };
  /** Further columns the format needs, with their own checks (checked like the mapped ones). */
  extraColumns?: Record<string, z.ZodString>;
  /** The region code; its first group is the region number 0–3. */
  region: RegExp;
  ageClasses: Record<string, AgeClass>;
  accident: Record<string, boolean>;
  tariffTypes: Record<string, TariffType>;
  /** The deductible code; its first group is the amount in CHF. */
  franchise: RegExp;
  /** The product name to store (2027 names the standard model "BASE"). */
  productName?: (name: string, tariffType: TariffType) => string;
  /** The child rank (sibling tier) of a row, null for adults; a string is the reason to reject. */
  childRank: (row: Row, ageClass: AgeClass) => number | null | string;
  /** A reason to reject the row from checks across columns, or null. */
  check?: (row: Row, fields: { ageClass: AgeClass; franchise: number; region: number }) => string | null;
};

/** "605.20" → 60520 Rappen, without floating-point rounding. */
export const chfToRappen = (value: string) => {
  const [francs = "0", cents = ""] = value.split(".");
  return Number(francs) * 100 + Number(cents.padEnd(2, "0"));
};

const keysOf = (record: Record<string, unknown>) => Object.keys(record) as [string, ...string[]];

export type PremiumFormat = {
  label: string;
  signature: readonly string[];
  /** Every column a row of the format needs. */
  columns: readonly string[];
  tariffTypes: Record<string, TariffType>;
  productName: (name: string, tariffType: TariffType) => string;
  /** Validates one row (column → text) and maps it to the internal record, or rejects it with a German reason. */
  row: z.ZodType<MappedPremium, Row>;
};

/**
 * Builds a format from its mapping. The columns are checked as plain strings (fast in zod: the
 * tables have about 200,000 rows) and converted once, in the final transform, together with the
 * checks across columns.
 */
export function premiumFormat(spec: PremiumFormatSpec): PremiumFormat {
  const c = spec.columns;
  const shape: Record<string, z.ZodType<string>> = {
    [c.tariffYear]: z.string().regex(/^20\d\d$/, `${c.tariffYear} ist kein Jahr 2000–2099`),
    [c.insurer]: z.string().regex(/^\d{1,5}$/, `${c.insurer} ist keine BAG-Nummer`),
    [c.canton]: z.enum(Object.keys(CANTON_NAMES) as [CantonCode], "unbekannter Kanton"),
    [c.region]: z.string().regex(spec.region, `${c.region} ist kein BAG-Regionscode`),
    [c.ageClass]: z.enum(keysOf(spec.ageClasses), "unbekannte Altersklasse"),
    [c.accident]: z.enum(keysOf(spec.accident), "unbekannter Unfalleinschluss"),
    [c.tariffType]: z.enum(keysOf(spec.tariffTypes), "unbekannter Tariftyp"),
    [c.tariffName]: z.string().regex(/\S/, `${c.tariffName} fehlt`).max(200, `${c.tariffName} ist zu lang`),
    [c.franchise]: z.string().regex(spec.franchise, `${c.franchise} ist kein BAG-Franchisecode`),
    [c.premium]: z.string().regex(/^\d{1,4}(\.\d{1,2})?$/, `${c.premium} ist kein CHF-Betrag`),
    ...(c.insurerName ? { [c.insurerName]: z.string().regex(/\S/, `${c.insurerName} fehlt`).max(200, `${c.insurerName} ist zu lang`) } : {}),
    ...spec.extraColumns,
  };
  const productName = spec.productName ?? ((name: string) => name);
  const row = z.object(shape).transform((raw, ctx): MappedPremium => {
    const reject = (message: string) => {
      ctx.issues.push({ code: "custom", message, input: raw });
      return z.NEVER;
    };
    const ageCode = raw[c.ageClass]!;
    const ageClass = spec.ageClasses[ageCode]!;
    const franchise = Number(spec.franchise.exec(raw[c.franchise]!)![1]);
    const region = Number(spec.region.exec(raw[c.region]!)![1]);
    const problem = spec.check?.(raw, { ageClass, franchise, region });
    if (problem) return reject(problem);
    if (!franchisesFor(ageClass).includes(franchise)) return reject(`Franchise ${franchise} ist für ${ageCode} nicht zulässig`);
    const childRank = spec.childRank(raw, ageClass);
    if (typeof childRank === "string") return reject(childRank);
    const monthlyRappen = chfToRappen(raw[c.premium]!);
    if (monthlyRappen <= 0) return reject(`${c.premium} muss grösser als 0 sein`);
    const tariffType = spec.tariffTypes[raw[c.tariffType]!]!;
    const tariffName = productName(raw[c.tariffName]!.trim(), tariffType);
    const record = {
      tariffYear: Number(raw[c.tariffYear]),
      insurerCode: raw[c.insurer]!,
      canton: raw[c.canton]!,
      region,
      ageClass,
      accident: spec.accident[raw[c.accident]!]!,
      tariffType,
      model: displayModel(tariffType, tariffName),
      tariffName,
      franchise,
      childRank,
      monthlyRappen,
    };
    return { premium: { id: premiumId(record), ...record }, insurerName: c.insurerName ? raw[c.insurerName]!.trim() : null };
  });
  return {
    label: spec.label,
    signature: spec.signature,
    columns: Object.keys(shape),
    tariffTypes: spec.tariffTypes,
    productName,
    row: row as unknown as z.ZodType<MappedPremium, Row>,
  };
}
