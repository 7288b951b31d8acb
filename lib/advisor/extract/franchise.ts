/**
 * A deductible asked for in words: the highest or the lowest one. The amount itself
 * ("Franchise 2500", "300er") is read by ./numbers.ts; which amounts an age allows is decided
 * by the engine with lib/domain/franchise.
 */
export type FranchiseWish = "highest" | "lowest";

const HIGHEST = /\b(?:hochst\w*|hohe\w*|maximal\w*|max|grosst\w*|hoch\w*)\s+franchise|franchise\s+(?:so hoch wie moglich|maximal|max|am hochsten|ganz hoch|hoch)\b/;
const LOWEST = /\b(?:tiefst\w*|niedrigst\w*|kleinst\w*|minimal\w*|min|tief\w*|niedrig\w*|ordentlich\w*|gesetzlich\w*)\s+franchise|franchise\s+(?:so tief wie moglich|minimal|min|am tiefsten|ganz tief|tief)\b/;

/** "hm, lieber die höchste", "doch d tüüfschti": a short answer after deductibles were talked about. */
const SHORT_HIGHEST = /^(?:\w+ ){0,3}(?:die|d|di|de|dr|s|das) (?:hochst\w*|hochscht\w*|grosst\w*|gross\w*cht\w*|maximal\w*)$/;
const SHORT_LOWEST = /^(?:\w+ ){0,3}(?:die|d|di|de|dr|s|das) (?:tiefst\w*|tiafst\w*|tuufscht\w*|tufst\w*|niedrigst\w*|kleinst\w*|chlinst\w*|minimal\w*)$/;

export function extractFranchiseWish(text: string): FranchiseWish | undefined {
  if (HIGHEST.test(text) || SHORT_HIGHEST.test(text.trim())) return "highest";
  if (LOWEST.test(text) || SHORT_LOWEST.test(text.trim())) return "lowest";
  return undefined;
}
