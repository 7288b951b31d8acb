"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import type { CalculatorQuery, HouseholdUrlProblem } from "@/lib/calculator/url-state";

// The reader (with zod) loads only for a URL with parameters: the plain page needs none. A page opened
// with a search starts loading it when this module runs, before hydration, so the form is filled without delay.
let reader: Promise<typeof import("@/lib/calculator/url-read")> | null = null;
const loadReader = () => (reader ??= import("@/lib/calculator/url-read"));
if (typeof window !== "undefined" && window.location.search.length > 1) void loadReader().catch(() => undefined);

/**
 * Reads the search from the URL (on load and on back/forward). Kept apart in its own
 * Suspense boundary, so the rest of the calculator renders without waiting for the query.
 */
export function UrlQueryReader({ onQuery }: { onQuery: (query: CalculatorQuery | null, problems: HouseholdUrlProblem[]) => void }) {
  const params = useSearchParams();
  useEffect(() => {
    if (params.size === 0) {
      onQuery(null, []);
      return;
    }
    let current = true;
    void loadReader().then(({ readCalculatorUrl }) => {
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
