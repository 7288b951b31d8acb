/**
 * Expected yearly health costs in words, when no amount is given: rarely ill means low costs,
 * chronically ill or regular treatment means high ones. Amounts are read by ./numbers.ts.
 */
const LOW = /\b(?:selten|salte|sallte|fast nie|kaum|nie)\s+(?:\w+\s+){0,2}(?:krank|chrank|arzt|doktor|dokter)|\bkerngesund|\bgesund und|\bsehr gesund/;
const HIGH = /\b(?:chronisch\w*|regelmassig\w*\s+(?:\w+\s+){0,2}(?:arzt|medikament|therapie|behandlung)|oft\s+(?:\w+\s+){0,2}(?:krank|arzt)|haufig\s+(?:\w+\s+){0,2}(?:krank|arzt)|schwanger)/;

export const LOW_COSTS = 500;
export const HIGH_COSTS = 5000;

export function extractCostWords(text: string): number | undefined {
  if (HIGH.test(text)) return HIGH_COSTS;
  if (LOW.test(text)) return LOW_COSTS;
  return undefined;
}
