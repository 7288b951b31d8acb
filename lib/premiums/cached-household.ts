import "server-only";
import type { Catalog } from "@/lib/catalog/catalog";
import type { HouseholdSearchRequest } from "@/lib/validations/household";
import type { Locale } from "@/lib/i18n/config";
import { inReplyLanguage } from "@/lib/i18n/reply-language";
import { searchHousehold, type HouseholdFailure } from "./household-search";
import { answerCache } from "./answer-cache";
import { resolveTariffYear } from "./premium-search";

/**
 * Answers of recent household searches, serialised once: a shared link or a family that looks
 * again costs a lookup instead of the pricing and a JSON.stringify of ≈ 28 KB. Keyed by the data
 * version, the tariff year the search resolves to (it depends on the day) and the language of its
 * notes and reasons. At most 2 MB (nginx caches the GETs in front; see cached-search.ts).
 */
const cached = answerCache(2 * 1024 * 1024);

export function cachedHousehold(catalog: Catalog, input: HouseholdSearchRequest, locale: Locale = "de"): { ok: true; json: string; key: string } | HouseholdFailure {
  const year = resolveTariffYear(catalog, input.tariffYear);
  if (!year.ok) return year;
  const request = { ...input, tariffYear: year.tariffYear };
  return cached(`${catalog.version}|${locale}|${JSON.stringify(request)}`, () => inReplyLanguage(locale, () => searchHousehold(catalog, request)));
}
