import { fetchJson } from "@/lib/http/fetch-json";
import type { PremiumSearchResponse } from "@/lib/catalog/types";
import type { PremiumSearchInput } from "@/lib/validations/premiums";
import type { HouseholdSearchInput } from "@/lib/validations/household";
import type { HouseholdSearchResponse } from "./household-types";

/** The browser's premium search (POST /api/premiums/search): calculator, advisor results, optimizer. */
export const searchPremiums = (request: PremiumSearchInput, signal?: AbortSignal) =>
  fetchJson<PremiumSearchResponse>("/api/premiums/search", { body: request, signal });

/** The browser's household search (POST /api/premiums/household): the calculator with two persons or more. */
export const searchHousehold = (request: HouseholdSearchInput, signal?: AbortSignal) =>
  fetchJson<HouseholdSearchResponse>("/api/premiums/household", { body: request, signal });
