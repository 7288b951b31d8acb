"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { toHouseholdRequest } from "@/lib/calculator/household-request";
import { isHousehold, serializeCalculatorQuery, type CalculatorQuery } from "@/lib/calculator/url-state";
import { describeFailure } from "@/lib/http/api-failure";
import { searchHousehold } from "@/lib/premiums/client";
import { pixelEvents, trackPixel } from "@/lib/tracking";

/**
 * The calculator's household search (two persons or more): one answer, every insurer that
 * insures everyone. Like the single search it toasts only searches the visitor started here.
 */
export function useHouseholdSearch(query: CalculatorQuery | null, announce: { readonly current: boolean }) {
  const t = useTranslations("calculator.toasts");
  const h = useTranslations("calculatorHousehold");
  const household = isHousehold(query) ? query : null;
  return useQuery({
    queryKey: ["household-search", household ? serializeCalculatorQuery(household) : null],
    enabled: household !== null,
    queryFn: async ({ signal }) => {
      if (!household) throw new Error("no household");
      try {
        const response = await searchHousehold(toHouseholdRequest(household), signal);
        if (!response.locationChoices?.length) {
          const count = response.offers.length;
          if (announce.current) toast.success(t("successTitle"), { description: h("toastSuccess", { count }) });
          trackPixel(...pixelEvents.search(count));
        }
        return response;
      } catch (error) {
        if (!signal.aborted && announce.current) {
          const failure = describeFailure(error);
          if (failure.kind === "network") toast.error(t("networkTitle"), { description: t("networkDescription") });
          else toast.error(t("searchErrorTitle"), { description: failure.details ?? failure.error });
        }
        throw error;
      }
    },
  });
}
