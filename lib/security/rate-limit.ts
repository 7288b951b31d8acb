import type { Database } from "@/lib/db";

/**
 * A fixed-window rate limiter whose counters live in the database (rate_limit_bucket), so every
 * server instance on one database shares them. Each counted event is one atomic upsert, written
 * in SQL that PGlite and PostgreSQL both run. Guarded work takes its attempt with `consume`
 * before it runs (so at most `limit` attempts are ever evaluated per window, however many
 * arrive at once) and gives it back with `refund` or `reset` when the attempt was right.
 */

export type RateLimitRule = {
  /** Prefix of the bucket keys, e.g. "insurer-key:address". */
  name: string;
  /** Events allowed per window; the next one is refused. */
  limit: number;
  windowMs: number;
  /**
   * Slow down instead of stopping: after the first `limit` events of a window, one more is
   * allowed each time the time since the window started doubles (after 1×, 3×, 7×, 15× … this
   * many milliseconds), until the window ends and the counter starts again.
   */
  slowDownMs?: number;
};

/** One counter: how many events since the window started. */
export type Bucket = { count: number; windowStartMs: number };

export type RateLimitDecision = { limited: boolean; remaining: number; retryAfterSeconds: number };

/** The counter after one more event: a window that has run out starts again at this event. */
export function bucketAfterHit(bucket: Bucket | null, nowMs: number, windowMs: number): Bucket {
  if (!bucket || nowMs - bucket.windowStartMs >= windowMs) return { count: 1, windowStartMs: nowMs };
  return { count: bucket.count + 1, windowStartMs: bucket.windowStartMs };
}

type DecisionRule = Pick<RateLimitRule, "limit" | "windowMs" | "slowDownMs">;

/** How many events the rule allows in a window that started `elapsedMs` ago. */
export function allowedEvents(rule: DecisionRule, elapsedMs: number): number {
  if (!rule.slowDownMs) return rule.limit;
  return rule.limit + Math.floor(Math.log2(1 + Math.max(0, elapsedMs) / rule.slowDownMs));
}

/** Milliseconds after the window's start from which the event with this number is allowed. */
function allowedFromMs(rule: DecisionRule, eventNumber: number): number {
  if (eventNumber <= rule.limit) return 0;
  if (!rule.slowDownMs) return rule.windowMs;
  return Math.min(rule.windowMs, rule.slowDownMs * (2 ** (eventNumber - rule.limit) - 1));
}

/**
 * Whether the event with number `eventNumber` of the window (by default the next one) is refused,
 * how many more the window allows now, and, when refused, in how many seconds the window allows
 * one more (refused events are given back, so that is when a retry passes).
 */
export function decide(bucket: Bucket | null, nowMs: number, rule: DecisionRule, eventNumber?: number): RateLimitDecision {
  const current = bucket && nowMs - bucket.windowStartMs < rule.windowMs ? bucket : null;
  if (!current) return { limited: false, remaining: rule.limit, retryAfterSeconds: 0 };
  const event = eventNumber ?? current.count + 1;
  const elapsed = nowMs - current.windowStartMs;
  const allowed = allowedEvents(rule, elapsed);
  const limited = event > allowed;
  const retryAfterSeconds = Math.max(1, Math.ceil((allowedFromMs(rule, allowed + 1) - elapsed) / 1000));
  return {
    limited,
    remaining: Math.max(0, allowed - current.count),
    retryAfterSeconds: limited ? retryAfterSeconds : 0,
  };
}

// Timestamps go in as UTC text (a timestamp without zone ignores the "Z") and come back as epoch
// milliseconds, so neither driver's local-time conversion of `timestamp` can shift them.
const HIT_SQL = `
INSERT INTO rate_limit_bucket (key, count, window_start) VALUES ($1, 1, $2::timestamp(3))
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN rate_limit_bucket.window_start <= $3::timestamp(3) THEN 1 ELSE rate_limit_bucket.count + 1 END,
  window_start = CASE WHEN rate_limit_bucket.window_start <= $3::timestamp(3) THEN EXCLUDED.window_start ELSE rate_limit_bucket.window_start END
RETURNING count, (extract(epoch FROM window_start) * 1000)::float8 AS window_start_ms`;

const READ_SQL = `SELECT count, (extract(epoch FROM window_start) * 1000)::float8 AS window_start_ms FROM rate_limit_bucket WHERE key = $1`;
const PRUNE_SQL = `DELETE FROM rate_limit_bucket WHERE key LIKE $1 AND window_start <= $2::timestamp(3)`;
const RESET_SQL = `DELETE FROM rate_limit_bucket WHERE key = $1`;
const REFUND_SQL = `UPDATE rate_limit_bucket SET count = GREATEST(count - 1, 0) WHERE key = $1`;

type BucketRow = { count: number; window_start_ms: number };
const toBucket = (row: BucketRow | undefined): Bucket | null =>
  row ? { count: Number(row.count), windowStartMs: Number(row.window_start_ms) } : null;
const iso = (ms: number) => new Date(ms).toISOString();

export type RateLimiter = {
  readonly rule: RateLimitRule;
  /** The decision for a subject without counting anything. */
  status(db: Database, subject: string, nowMs?: number): Promise<RateLimitDecision>;
  /** Counts one event for the subject and answers the decision after it. */
  hit(db: Database, subject: string, nowMs?: number): Promise<RateLimitDecision>;
  /**
   * Counts one event and answers whether this event itself is refused: the first `limit`
   * events of a window pass, every later one is refused (one atomic step, so concurrent
   * requests cannot slip past the limit between a check and the count).
   */
  consume(db: Database, subject: string, nowMs?: number): Promise<RateLimitDecision>;
  /** Gives back one event taken by `consume` (an attempt that turned out right). */
  refund(db: Database, subject: string): Promise<void>;
  /** Forgets the subject's counter. */
  reset(db: Database, subject: string): Promise<void>;
};

export function createRateLimiter(rule: RateLimitRule): RateLimiter {
  const keyOf = (subject: string) => `${rule.name}:${subject}`;
  const count = async (db: Database, subject: string, nowMs: number) => {
    const cutoff = iso(nowMs - rule.windowMs);
    const rows = await db.sql.query<BucketRow>(HIT_SQL, [keyOf(subject), iso(nowMs), cutoff]);
    const bucket = toBucket(rows[0]);
    // A fresh window is a good moment to drop this rule's expired counters.
    if (bucket?.count === 1) await db.sql.query(PRUNE_SQL, [`${rule.name}:%`, cutoff]);
    return bucket;
  };
  return {
    rule,
    async status(db, subject, nowMs = Date.now()) {
      const rows = await db.sql.query<BucketRow>(READ_SQL, [keyOf(subject)]);
      return decide(toBucket(rows[0]), nowMs, rule);
    },
    async hit(db, subject, nowMs = Date.now()) {
      return decide(await count(db, subject, nowMs), nowMs, rule);
    },
    async consume(db, subject, nowMs = Date.now()) {
      const bucket = await count(db, subject, nowMs);
      return decide(bucket, nowMs, rule, bucket?.count ?? 1);
    },
    async refund(db, subject) {
      await db.sql.query(REFUND_SQL, [keyOf(subject)]);
    },
    async reset(db, subject) {
      await db.sql.query(RESET_SQL, [keyOf(subject)]);
    },
  };
}
