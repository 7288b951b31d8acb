"use client";

import { useQuery } from "@tanstack/react-query";
import { PremiumResults, type PremiumResultsState } from "@/components/premiums/premium-results";
import type { AdvisorFilters } from "@/lib/advisor/actions";
import { searchPremiums } from "@/lib/premiums/client";
import { describeFailure } from "@/lib/http/api-failure";
import { pixelEvents, trackPixel } from "@/lib/tracking";

/** The home results panel: the advisor's filters searched through POST /api/premiums/search. */
type AdvisorResultsProps = { filters: AdvisorFilters | null; idleText: string; onTariffYearChange: (year: number) => void };

export function AdvisorResults({ filters, idleText, onTariffYearChange }: AdvisorResultsProps) {
  const search = useQuery({
    queryKey: ["advisor-search", filters],
    enabled: filters !== null,
    queryFn: async ({ signal }) => {
      const response = await searchPremiums({ ...filters!, limit: 50, offset: 0 }, signal);
      trackPixel(...pixelEvents.search(response.stats.totalResults));
      return response;
    },
  });
  const state: PremiumResultsState =
    filters === null
      ? { status: "idle" }
      : search.isPending || search.isFetching
        ? { status: "loading" }
        : search.isError
          ? { status: "error", failure: describeFailure(search.error) }
          : {
              status: "success",
              results: search.data.results,
              stats: search.data.stats,
              tariffYear: search.data.tariffYear,
              availableTariffYears: search.data.availableTariffYears,
              ...(search.data.currentInsurer ? { currentInsurer: search.data.currentInsurer } : {}),
            };
  const current = filters?.currentInsurerCode
    ? { insurerCode: filters.currentInsurerCode, ...(filters.currentModelCode ? { model: filters.currentModelCode } : {}) }
    : undefined;
  return <PremiumResults state={state} sortBy="price_asc" idleText={idleText} onTariffYearChange={onTariffYearChange} current={current} />;
}
