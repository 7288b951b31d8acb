import { NextResponse } from "next/server";
import { runtimeStats, resetRuntimeStats } from "@/lib/system/runtime-stats";

export const dynamic = "force-dynamic";

/**
 * What the server process did since the last POST (npm run bench): event-loop delay, garbage
 * collections by kind, memory. Exists only when the server was started with BENCH_ROUTES=1.
 */
export function GET() {
  if (process.env.BENCH_ROUTES !== "1") return NextResponse.json({ error: "Nicht gefunden" }, { status: 404 });
  return NextResponse.json(runtimeStats(), { headers: { "cache-control": "no-store" } });
}

/** Starts a new measuring window (optionally after a full GC, with `?gc=1` and --expose-gc). */
export function POST() {
  if (process.env.BENCH_ROUTES !== "1") return NextResponse.json({ error: "Nicht gefunden" }, { status: 404 });
  resetRuntimeStats();
  return NextResponse.json({ ok: true }, { headers: { "cache-control": "no-store" } });
}
