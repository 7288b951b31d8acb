import "server-only";
import { env } from "@/lib/env";
import { createRateLimiter, type RateLimiter } from "@/lib/security/rate-limit";

/**
 * Quote requests per client address and hour (QUOTE_RATE_LIMIT, default 20), counted in the
 * database so every server instance shares the counters. Only requests that would store a new
 * lead count: a replay of a stored request (same idempotency key) answers its lead for free.
 */
export const QUOTE_WINDOW_MS = 60 * 60 * 1000;

let limiter: RateLimiter | undefined;

export function quoteRateLimiter(): RateLimiter {
  limiter ??= createRateLimiter({ name: "quote-request:address", limit: env().QUOTE_RATE_LIMIT, windowMs: QUOTE_WINDOW_MS });
  return limiter;
}
