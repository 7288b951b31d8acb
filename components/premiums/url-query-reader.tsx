"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { parseCalculatorQuery, type CalculatorQuery } from "@/lib/calculator/url-state";

/**
 * Reads the search from the URL (on load and on back/forward). Kept apart in its own
 * Suspense boundary, so the rest of the calculator renders without waiting for the query.
 */
export function UrlQueryReader({ onQuery }: { onQuery: (query: CalculatorQuery | null) => void }) {
  const params = useSearchParams();
  useEffect(() => onQuery(parseCalculatorQuery(params)), [params, onQuery]);
  return null;
}
