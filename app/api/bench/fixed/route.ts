import { NextResponse } from "next/server";
import { benchFixedBody } from "@/lib/system/bench-fixed-body";

export const dynamic = "force-dynamic";

/**
 * The benchmark's baseline (npm run bench): a trivial handler answering a fixed JSON the size of a
 * premium search answer. Exists only when the server was started with BENCH_ROUTES=1.
 */
export function POST() {
  if (process.env.BENCH_ROUTES !== "1") return NextResponse.json({ error: "Nicht gefunden" }, { status: 404 });
  return NextResponse.json(benchFixedBody(), { headers: { "cache-control": "no-store" } });
}

/** The same by GET, against the search's GET. */
export const GET = POST;
