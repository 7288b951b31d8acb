import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The pages are rendered once and served from Next.js's cache. When the server starts with new
 * data or a tariff year is imported, the catalog asks this process to mark every cached page stale
 * (the route `POST /api/internal/refresh-pages`, which calls `revalidatePath`: that only works inside
 * a request, never from the catalog's timer). The route answers only with this process's token,
 * which lives in memory and never leaves the process.
 */
type RefreshState = { token: string; requested?: string };
const state: RefreshState = ((globalThis as unknown as { __pageRefresh?: RefreshState }).__pageRefresh ??= {
  token: randomBytes(32).toString("base64url"),
});

export const REFRESH_TOKEN_HEADER = "x-page-refresh-token";

/** Whether a request carries this process's token. */
export function isRefreshToken(value: string | null): boolean {
  if (!value) return false;
  const given = Buffer.from(value);
  const token = Buffer.from(state.token);
  return given.length === token.length && timingSafeEqual(given, token);
}

const ATTEMPTS = 10;
const RETRY_MS = 1000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Asks the running server to renew its cached pages for this data version, once per version. At
 * start the server may not listen yet (the catalog is built before it does): the request is
 * retried for a few seconds. Does nothing outside the production server (no port known).
 */
export function refreshPagesFor(dataVersion: string): void {
  if (state.requested === dataVersion) return;
  state.requested = dataVersion;
  const port = process.env.PORT;
  if (!port || process.env.NODE_ENV !== "production" || process.env.NEXT_PHASE === "phase-production-build") return;
  const host = process.env.BIND_ADDRESS && process.env.BIND_ADDRESS !== "0.0.0.0" ? process.env.BIND_ADDRESS : "127.0.0.1";
  void (async () => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const response = await fetch(`http://${host}:${port}/api/internal/refresh-pages`, {
          method: "POST",
          headers: { [REFRESH_TOKEN_HEADER]: state.token },
        });
        if (response.ok) return;
        throw new Error(`HTTP ${response.status}`);
      } catch (error) {
        if (state.requested !== dataVersion) return;
        if (attempt === ATTEMPTS) console.error(`[pages] Seiten nicht erneuert: ${(error as Error).message}`);
        else await delay(RETRY_MS);
      }
    }
  })();
}
