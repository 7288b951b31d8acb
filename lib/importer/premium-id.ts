import { createHash } from "node:crypto";

type PremiumKey = {
  tariffYear: number;
  insurerCode: string;
  canton: string;
  region: number;
  ageClass: string;
  accident: boolean;
  tariffType: string;
  tariffName: string;
  franchise: number;
  childRank: number | null;
};

/** The tariff types of 2026 were hashed with BAG's 2026 codes: ids of stored premiums stay the same. */
const LEGACY_CODE: Record<string, string> = { BASE: "TAR-BASE", HAM: "TAR-HAM", HMO: "TAR-HMO", DIV: "TAR-DIV" };

/**
 * A premium's id: a hash of the fields that identify a tariff cell in the BAG table, so a
 * re-import of the same data gives every premium the same id (links and quotes stay valid).
 */
export function premiumId(key: PremiumKey): string {
  const natural = [
    key.tariffYear,
    key.insurerCode,
    key.canton,
    key.region,
    key.ageClass,
    key.accident ? "A" : "N",
    LEGACY_CODE[key.tariffType] ?? key.tariffType,
    key.tariffName,
    key.franchise,
    key.childRank ?? "",
  ].join("|");
  return `p${key.tariffYear}-${createHash("sha256").update(natural).digest("base64url").slice(0, 16)}`;
}
