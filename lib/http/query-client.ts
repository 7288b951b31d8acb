import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { fetchJson, queryKeyToUrl, type On401 } from "./fetch-json";

/** The generic default query: GET the URL made from the key, JSON answer. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return ({ queryKey, signal }) => fetchJson<T>(queryKeyToUrl(queryKey), { signal, on401 });
}

/** No retries, no refetch on focus or interval, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
