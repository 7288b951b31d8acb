import { z } from "zod";
import { premiumFormat } from "./premium-format";

/**
 * The flattened 2026 table `bag_premiums_2026_CH.csv.gz` (see the data folder's README): BAG's
 * 2026 codes (`PR-REG CH1`, `AKL-ERW`, `MIT-UNF`, `TAR-HAM`, `FRA-300`) with the region number,
 * the deductible in CHF, the insurer's short name and an inferred child rank beside them.
 */
export const bagFlat2026 = premiumFormat({
  label: "BAG-Prämientabelle bis 2026 (flach)",
  signature: ["Tarifjahr", "Versicherer_Name", "Franchise_CHF", "Praemie"],
  columns: {
    tariffYear: "Tarifjahr",
    insurer: "Versicherer",
    insurerName: "Versicherer_Name",
    canton: "Kanton",
    region: "Region",
    ageClass: "Altersklasse",
    accident: "Unfalleinschluss",
    tariffType: "Tariftyp",
    tariffName: "Tarifbezeichnung",
    franchise: "Franchise",
    premium: "Praemie",
  },
  extraColumns: {
    Region_Nr: z.string().regex(/^[0-3]$/, "Region_Nr muss 0 bis 3 sein"),
    Franchise_CHF: z.string().regex(/^\d{1,4}$/, "Franchise_CHF ist keine ganze Zahl"),
    Kinderstufe_Rang_inferiert: z.string().regex(/^[1-3]?$/, "Kinderstufe_Rang_inferiert muss leer oder 1 bis 3 sein"),
  },
  region: /^PR-REG CH([0-3])$/,
  ageClasses: { "AKL-KIN": "child", "AKL-JUG": "young_adult", "AKL-ERW": "adult" },
  accident: { "MIT-UNF": true, "OHN-UNF": false },
  tariffTypes: { "TAR-BASE": "BASE", "TAR-HAM": "HAM", "TAR-HMO": "HMO", "TAR-DIV": "DIV" },
  franchise: /^FRA-(\d{1,4})$/,
  childRank: (row, ageClass) => {
    const rank = row.Kinderstufe_Rang_inferiert!;
    if ((ageClass === "child") !== (rank !== "")) return "Kinderstufe_Rang_inferiert passt nicht zur Altersklasse";
    return rank === "" ? null : Number(rank);
  },
  check: (row, { franchise, region }) => {
    if (Number(row.Region_Nr) !== region) return "Region und Region_Nr widersprechen sich";
    if (Number(row.Franchise_CHF) !== franchise) return "Franchise und Franchise_CHF widersprechen sich";
    return null;
  },
});
