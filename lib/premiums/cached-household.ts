import "server-only";
import { LRUCache } from "lru-cache";
import type { Catalog } from "@/lib/catalog/catalog";
import type { HouseholdSearchRequest } from "@/lib/validations/household";
import { searchHousehold, type HouseholdFailure } from "./household-search";
import { resolveTariffYear } from "./premium-search";

/**
 * Answers of recent household searches, serialised once: a shared link or a family that looks
 * again costs a lookup instead of the pricing and a JSON.stringify of ≈ 28 KB. Keyed by the data
 * version and the tariff year the search resolves to (it depends on the day). At most 8 MB.
 */
const answers = new LRUCache<string, string>({ max: 1000, maxSize: 8 * 1024 * 1024, sizeCalculation: (json) => json.length });

export function cachedHousehold(catalog: Catalog, input: HouseholdSearchRequest): { ok: true; json: string } | HouseholdFailure {
  const year = resolveTariffYear(catalog, input.tariffYear);
  if (!year.ok) return year;
  const request = { ...input, tariffYear: year.tariffYear };
  const key = `${catalog.version}|${JSON.stringify(request)}`;
  const hit = answers.get(key);
  if (hit !== undefined) return { ok: true, json: hit };
  const outcome = searchHousehold(catalog, request);
  if (!outcome.ok) return outcome;
  const json = JSON.stringify(outcome.response);
  answers.set(key, json);
  return { ok: true, json };
}
