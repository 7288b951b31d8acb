import { bag2027 } from "./bag-2027";
import { bagFlat2026 } from "./bag-flat-2026";
import type { PremiumFormat } from "./premium-format";

export { chfToRappen, type MappedPremium, type PremiumFormat, type PremiumRecord } from "./premium-format";

/** Every premium file format the importer reads, newest first. */
export const PREMIUM_FORMATS: readonly PremiumFormat[] = [bag2027, bagFlat2026];

/** The format whose signature columns are all in the header, or undefined. */
export const detectFormat = (header: readonly string[]): PremiumFormat | undefined =>
  PREMIUM_FORMATS.find((format) => format.signature.every((column) => header.includes(column)));
