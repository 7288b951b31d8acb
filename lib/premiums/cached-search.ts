import "server-only";
import { LRUCache } from "lru-cache";
import type { PremiumSearchRequest } from "@/lib/validations/premiums";
import type { Catalog } from "@/lib/catalog/catalog";
import { resolveTariffYear, searchPremiums, type SearchOutcome } from "./premium-search";

/**
 * Answers of recent searches, serialised once: the same search (the calculator's defaults, a
 * shared link, a popular postal code) costs a lookup instead of a filter and a JSON.stringify.
 * Keyed by the data version, so a new import never serves old premiums. At most 16 MB.
 */
const answers = new LRUCache<string, string>({ max: 2000, maxSize: 16 * 1024 * 1024, sizeCalculation: (json) => json.length });

export type CachedOutcome = { ok: true; json: string } | Extract<SearchOutcome, { ok: false }>;

export function cachedSearch(catalog: Catalog, input: PremiumSearchRequest): CachedOutcome {
  // The default tariff year depends on the day: the key holds the year the search will use.
  const year = resolveTariffYear(catalog, input.tariffYear);
  if (!year.ok) return year;
  const request = { ...input, tariffYear: year.tariffYear };
  const key = `${catalog.version}|${JSON.stringify(request)}`;
  const hit = answers.get(key);
  if (hit !== undefined) return { ok: true, json: hit };
  const outcome = searchPremiums(catalog, request);
  if (!outcome.ok) return outcome;
  const json = JSON.stringify(outcome.response);
  answers.set(key, json);
  return { ok: true, json };
}
