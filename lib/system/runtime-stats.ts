import "server-only";
import { monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from "node:perf_hooks";
import { getHeapSpaceStatistics } from "node:v8";

/** One kind of garbage collection in a window: how many, their total and longest pause. */
type GcKind = { count: number; totalMs: number; maxMs: number };
const GC_KINDS: Record<number, string> = { 1: "minor", 2: "major", 4: "incremental", 8: "weakcb" };

type Monitor = { loop: IntervalHistogram; gc: Record<string, GcKind>; since: number };

const fresh = (): Record<string, GcKind> => Object.fromEntries(Object.values(GC_KINDS).map((kind) => [kind, { count: 0, totalMs: 0, maxMs: 0 }]));

function start(): Monitor {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const monitor: Monitor = { loop, gc: fresh(), since: performance.now() };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail = (entry as unknown as { detail?: { kind?: number } }).detail;
      const kind = monitor.gc[GC_KINDS[detail?.kind ?? 0] ?? "minor"]!;
      kind.count++;
      kind.totalMs += entry.duration;
      kind.maxMs = Math.max(kind.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ["gc"] });
  return monitor;
}

// On globalThis: every route module of the process shares one monitor.
const holder = globalThis as unknown as { __runtimeStats?: Monitor };
const monitor = () => (holder.__runtimeStats ??= start());

/** Starts a new window: the event-loop histogram and the GC counters from zero. */
export function resetRuntimeStats(): void {
  const m = monitor();
  m.loop.reset();
  m.gc = fresh();
  m.since = performance.now();
}

const ms = (ns: number) => Math.round(ns / 1e4) / 100;
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

/**
 * The window so far: event-loop delay (p50, p99, max in ms: how long a ready callback waited for
 * the thread), GC pauses by kind, the process's memory (MB) and V8's heap spaces.
 */
export function runtimeStats() {
  const m = monitor();
  const memory = process.memoryUsage();
  const db = (globalThis as unknown as { __dbWasmBytes?: () => number }).__dbWasmBytes;
  return {
    windowMs: Math.round(performance.now() - m.since),
    eventLoopDelayMs: { p50: ms(m.loop.percentile(50)), p99: ms(m.loop.percentile(99)), max: ms(m.loop.max) },
    gc: Object.fromEntries(Object.entries(m.gc).map(([kind, g]) => [kind, { count: g.count, totalMs: Math.round(g.totalMs), maxMs: Math.round(g.maxMs * 10) / 10 }])),
    memoryMb: {
      rss: mb(memory.rss),
      heapTotal: mb(memory.heapTotal),
      heapUsed: mb(memory.heapUsed),
      external: mb(memory.external),
      arrayBuffers: mb(memory.arrayBuffers),
      ...(db ? { pgliteWasm: mb(db()) } : {}),
    },
    heapSpacesMb: Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name, mb(space.space_used_size)])),
  };
}
