"use client";

import { useQuery } from "@tanstack/react-query";
import type { ModelCode } from "@/lib/domain/insurance-models";
import type { PremiumSearchInput } from "@/lib/validations/premiums";
import { searchPremiums } from "@/lib/premiums/client";

export type CheapestPremiumsQuery = {
  postalCode: string;
  birthYear: number;
  modelCode: ModelCode;
  accidentCoverage: boolean;
  bfsNumber?: number;
  /** Chosen with the year switch; else the server's default year. */
  tariffYear?: number;
};

/** One premium search for all deductibles: the cheapest premium of each (shared by the household's rows). */
export const cheapestPremiumsQuery = (query: CheapestPremiumsQuery) => ({
  queryKey: ["/api/premiums/search", "cheapestPerFranchise", query] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => {
    const body: PremiumSearchInput = { ...query, cheapestPerFranchise: true };
    return searchPremiums(body, signal);
  },
});

export function useCheapestPremiums(query: CheapestPremiumsQuery) {
  return useQuery(cheapestPremiumsQuery(query));
}
