"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import type { CalculatorQuery, HouseholdUrlProblem } from "@/lib/calculator/url-state";

/**
 * Reads the search from the URL (on load and on back/forward). Kept apart in its own
 * Suspense boundary, so the rest of the calculator renders without waiting for the query.
 * The reader (with zod) loads only for a URL with parameters: the plain page needs none.
 */
export function UrlQueryReader({ onQuery }: { onQuery: (query: CalculatorQuery | null, problems: HouseholdUrlProblem[]) => void }) {
  const params = useSearchParams();
  useEffect(() => {
    if (params.size === 0) {
      onQuery(null, []);
      return;
    }
    let current = true;
    void import("@/lib/calculator/url-read").then(({ readCalculatorUrl }) => {
      if (!current) return;
      const { query, problems } = readCalculatorUrl(params);
      onQuery(query, problems);
    });
    return () => {
      current = false;
    };
  }, [params, onQuery]);
  return null;
}
