import { z } from "zod";
import type { AgeClass } from "@/lib/domain/age-class";
import { premiumFormat } from "./premium-format";

const AGE_LETTER: Record<AgeClass, string> = { child: "K", young_adult: "J", adult: "E" };

/**
 * BAG's own premium download from 2027 on (`Prämien_CH.csv`, comma-separated, UTF-8 with BOM):
 * regions `PR_REG_1`, age classes `AKA_03_ERW` with subgroups (`E1`, `J1`, `K1`…, children's
 * higher numbers are sibling tiers), deductibles `FRA_01_E_0300`, accident cover `MIT_UNF`, and
 * the new tariff types. Only premiums for residents of Switzerland (`Hoheitsgebiet` P_OKPCH).
 */
export const bag2027 = premiumFormat({
  label: "BAG-Prämiendatei ab 2027 (Prämien_CH.csv)",
  signature: ["Geschäftsjahr", "Altersuntergruppe", "Franchisestufe", "Prämie"],
  columns: {
    tariffYear: "Geschäftsjahr",
    insurer: "Versicherer",
    canton: "Kanton",
    region: "Region",
    ageClass: "Altersklasse",
    accident: "Unfalleinschluss",
    tariffType: "Tariftyp",
    tariffName: "Tarifbezeichnung",
    franchise: "Franchise",
    premium: "Prämie",
  },
  extraColumns: {
    Hoheitsgebiet: z.string().regex(/^P_OKP(CH|EU)$/, "Hoheitsgebiet ist kein BAG-Code"),
    Altersuntergruppe: z.string().regex(/^[EJK]\d$/, "Altersuntergruppe ist kein BAG-Code"),
  },
  region: /^PR_REG_([0-3])$/,
  ageClasses: { AKA_01_KIN: "child", AKA_02_JUG: "young_adult", AKA_03_ERW: "adult" },
  accident: { MIT_UNF: true, OHN_UNF: false },
  tariffTypes: { BASE: "BASE", PRAXIS: "PRAXIS", TEL_DIG: "TEL_DIG", FLEX: "FLEX", PHARM: "PHARM" },
  franchise: /^FRA_\d{2}_[EJK]_(\d{4})$/,
  // The standard model's product is called "BASE" from 2027; it is shown like before.
  productName: (name, tariffType) => (tariffType === "BASE" && name === "BASE" ? "Grundversicherung" : name),
  childRank: (row, ageClass) => {
    const subgroup = row.Altersuntergruppe!;
    if (subgroup[0] !== AGE_LETTER[ageClass]) return "Altersuntergruppe passt nicht zur Altersklasse";
    const rank = Number(subgroup.slice(1));
    if (ageClass !== "child") return rank === 1 ? null : "Altersuntergruppe passt nicht zur Altersklasse";
    return rank;
  },
  check: (row, { ageClass }) => {
    if (row.Hoheitsgebiet !== "P_OKPCH") return "Prämie für Versicherte in der EU, nicht in der Schweiz";
    if (row.Franchise![7] !== AGE_LETTER[ageClass]) return "Franchise und Altersklasse widersprechen sich";
    return null;
  },
});
