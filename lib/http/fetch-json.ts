/**
 * The client's one way to call the API: cookies included, JSON in
 * and out, the page's language as Accept-Language, no retries. A non-OK answer becomes an HttpError whose message is
 * "<status>: <body text>" (the status text when the body is empty); a call may opt in to
 * reading 401 as null.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "HttpError";
  }

  /** The `error` (and `details`) fields of a JSON error body, when it has them. */
  get json(): { error?: string; details?: string; [key: string]: unknown } | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === "object" ? (parsed as Record<string, never>) : null;
    } catch {
      return null;
    }
  }
}

export type On401 = "throw" | "returnNull";

export type FetchJsonOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  on401?: On401;
};

/** The page's `<html lang>` ("de-CH"), in the browser only. */
const pageLanguage = (): string | undefined => (typeof document === "undefined" ? undefined : document.documentElement.lang || undefined);

export async function fetchJson<T>(url: string, options: FetchJsonOptions & { on401: "returnNull" }): Promise<T | null>;
export async function fetchJson<T>(url: string, options?: FetchJsonOptions): Promise<T>;
export async function fetchJson<T>(url: string, options: FetchJsonOptions = {}): Promise<T | null> {
  const { method = options.body === undefined ? "GET" : "POST", body, headers, signal, on401 = "throw" } = options;
  const language = pageLanguage();
  const response = await fetch(url, {
    method,
    credentials: "include",
    signal,
    headers: {
      accept: "application/json",
      // The page's language, not the browser's: a German page shows the API's errors in German.
      ...(language ? { "accept-language": language } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401 && on401 === "returnNull") return null;
  if (!response.ok) {
    throw new HttpError(response.status, (await response.text()).trim(), response.statusText);
  }
  if (response.status === 204) return null as T;
  return (await response.json()) as T;
}

/** A query key such as ["/api/insurer/list"] or ["/api/location", "8001"] as a URL. */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join("/");
}
