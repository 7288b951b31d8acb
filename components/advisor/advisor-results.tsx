"use client";

import { useInfiniteQuery, type QueryClient } from "@tanstack/react-query";
import { PremiumResults, type PremiumResultsState } from "@/components/premiums/premium-results";
import type { AdvisorFilters } from "@/lib/advisor/actions";
import type { PremiumSearchResponse } from "@/lib/catalog/types";
import { searchPremiums } from "@/lib/premiums/client";
import { describeFailure } from "@/lib/http/api-failure";
import { pixelEvents, trackPixel } from "@/lib/tracking";

/** The home results panel: the advisor's filters searched through POST /api/premiums/search. */
type AdvisorResultsProps = { filters: AdvisorFilters | null; idleText: string; onTariffYearChange: (year: number) => void };

const PAGE_SIZE = 50;

/** The results panel's query: one cache entry per set of filters (the advisor seeds it with its own search). */
export const advisorSearchKey = (filters: AdvisorFilters | null) => ["advisor-search", filters] as const;

/** Puts the first page the advisor already searched into the panel's query, so the panel does not search again. */
export function seedAdvisorSearch(queryClient: QueryClient, filters: AdvisorFilters, firstPage: PremiumSearchResponse) {
  queryClient.setQueryData(advisorSearchKey(filters), { pages: [firstPage], pageParams: [0] });
}

const loaded = (pages: readonly PremiumSearchResponse[]) => pages.reduce((count, page) => count + page.results.length, 0);

export function AdvisorResults({ filters, idleText, onTariffYearChange }: AdvisorResultsProps) {
  const search = useInfiniteQuery({
    queryKey: advisorSearchKey(filters),
    enabled: filters !== null,
    // A page the advisor answered is fresh for the conversation; the year switch asks anew.
    staleTime: 5 * 60_000,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const response = await searchPremiums({ ...filters!, limit: PAGE_SIZE, offset: pageParam }, signal);
      if (pageParam === 0) trackPixel(...pixelEvents.search(response.stats.totalResults));
      return response;
    },
    // Like the calculator: 50 at a time, until every offer of the search is shown.
    getNextPageParam: (last, pages) => {
      const count = loaded(pages);
      return last.results.length > 0 && count < last.stats.totalResults ? count : undefined;
    },
  });
  const first = search.data?.pages[0];
  const state: PremiumResultsState =
    filters === null
      ? { status: "idle" }
      : search.isPending || (search.isFetching && !search.isFetchingNextPage) || !first
        ? { status: "loading" }
        : search.isError && !search.isFetchNextPageError
          ? { status: "error", failure: describeFailure(search.error) }
          : {
              status: "success",
              results: search.data!.pages.flatMap((page) => page.results),
              stats: first.stats,
              tariffYear: first.tariffYear,
              availableTariffYears: first.availableTariffYears,
              ...(first.currentInsurer ? { currentInsurer: first.currentInsurer } : {}),
            };
  const current = filters?.currentInsurerCode
    ? { insurerCode: filters.currentInsurerCode, ...(filters.currentModelCode ? { model: filters.currentModelCode } : {}) }
    : undefined;
  return (
    <PremiumResults
      state={state}
      sortBy="price_asc"
      idleText={idleText}
      onTariffYearChange={onTariffYearChange}
      current={current}
      loadMore={{ hasMore: search.hasNextPage, loading: search.isFetchingNextPage, onLoadMore: () => void search.fetchNextPage() }}
    />
  );
}
