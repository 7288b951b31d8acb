import "server-only";
import type { PremiumSearchRequest } from "@/lib/validations/premiums";
import type { Catalog } from "@/lib/catalog/catalog";
import { answerCache } from "./answer-cache";
import { resolveTariffYear, searchPremiums, type SearchOutcome } from "./premium-search";

/**
 * Recent searches' answers, serialised (at most 4 MB: with nginx's cache in front the repeated
 * searches rarely reach the server, and 16 MB of strings were a tenth of its heap after a load run).
 */
const cached = answerCache(4 * 1024 * 1024);

export type CachedOutcome = { ok: true; json: string; key: string } | Extract<SearchOutcome, { ok: false }>;

export function cachedSearch(catalog: Catalog, input: PremiumSearchRequest): CachedOutcome {
  // The default tariff year depends on the day: the key holds the year the search will use.
  const year = resolveTariffYear(catalog, input.tariffYear);
  if (!year.ok) return year;
  const request = { ...input, tariffYear: year.tariffYear };
  return cached(`${catalog.version}|${JSON.stringify(request)}`, () => searchPremiums(catalog, request));
}
