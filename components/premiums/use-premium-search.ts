"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { toSearchRequest } from "@/lib/calculator/search-request";
import { searchPremiums } from "@/lib/premiums/client";
import { describeFailure } from "@/lib/http/api-failure";
import { serializeCalculatorQuery, type CalculatorQuery } from "@/lib/calculator/url-state";
import type { PremiumSearchResponse } from "@/lib/catalog/types";
import { pixelEvents, trackPixel } from "@/lib/tracking";

const loaded = (pages: readonly PremiumSearchResponse[]) => pages.reduce((count, page) => count + page.results.length, 0);

/**
 * One calculator search, 50 results per page. The first page of each
 * search fires the "Search" pixel event with the number of premiums and, when the visitor
 * started it (`announce`), toasts its outcome; a search opened from a link shows its results
 * without a toast. A failure of a further page is always toasted.
 */
export function usePremiumSearch(query: CalculatorQuery | null, announce: { readonly current: boolean }) {
  const t = useTranslations("calculator.toasts");
  return useInfiniteQuery({
    queryKey: ["premium-search", query ? serializeCalculatorQuery(query) : null],
    enabled: query !== null,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      if (!query) throw new Error("no search");
      try {
        const response = await searchPremiums(toSearchRequest(query, pageParam), signal);
        if (pageParam === 0 && !response.locationChoices?.length) {
          const count = response.stats.totalResults;
          if (announce.current) toast.success(t("successTitle"), { description: t("successDescription", { count }) });
          trackPixel(...pixelEvents.search(count));
        }
        return response;
      } catch (error) {
        if (!signal.aborted && (announce.current || pageParam > 0)) {
          const failure = describeFailure(error);
          if (failure.kind === "network") toast.error(t("networkTitle"), { description: t("networkDescription") });
          else toast.error(t("searchErrorTitle"), { description: failure.details ?? failure.error });
        }
        throw error;
      }
    },
    getNextPageParam: (last, pages) => {
      const count = loaded(pages);
      return last.results.length > 0 && count < last.stats.totalResults ? count : undefined;
    },
  });
}
