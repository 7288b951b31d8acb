import { fetchJson } from "@/lib/http/fetch-json";
import type { PremiumSearchResponse } from "@/lib/catalog/types";
import type { PremiumSearchInput } from "@/lib/validations/premiums";

/** The browser's premium search (POST /api/premiums/search): calculator, advisor results, optimizer. */
export const searchPremiums = (request: PremiumSearchInput, signal?: AbortSignal) =>
  fetchJson<PremiumSearchResponse>("/api/premiums/search", { body: request, signal });
