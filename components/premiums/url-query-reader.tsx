"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { readCalculatorUrl, type CalculatorQuery, type HouseholdUrlProblem } from "@/lib/calculator/url-state";

/**
 * Reads the search from the URL (on load and on back/forward). Kept apart in its own
 * Suspense boundary, so the rest of the calculator renders without waiting for the query.
 */
export function UrlQueryReader({ onQuery }: { onQuery: (query: CalculatorQuery | null, problems: HouseholdUrlProblem[]) => void }) {
  const params = useSearchParams();
  useEffect(() => {
    const { query, problems } = readCalculatorUrl(params);
    onQuery(query, problems);
  }, [params, onQuery]);
  return null;
}
