import { bag2027 } from "./bag-2027";
import { bagFlat2026 } from "./bag-flat-2026";
import type { PremiumFormat } from "./premium-format";

export { chfToRappen, type MappedPremium, type PremiumFormat, type PremiumRecord } from "./premium-format";

/** Every premium file format the importer reads, newest first. */
export const PREMIUM_FORMATS: readonly PremiumFormat[] = [bag2027, bagFlat2026];

/**
 * The format whose signature the header fits best, or undefined. At least half of a signature's
 * columns must be there, so a file of a known format with a column missing is reported as
 * exactly that ("Spalten fehlen: Praemie"), not as an unknown format.
 */
export function detectFormat(header: readonly string[]): PremiumFormat | undefined {
  let best: { format: PremiumFormat; score: number } | undefined;
  for (const format of PREMIUM_FORMATS) {
    const score = format.signature.filter((column) => header.includes(column)).length / format.signature.length;
    if (score >= 0.5 && (!best || score > best.score)) best = { format, score };
  }
  return best?.format;
}
