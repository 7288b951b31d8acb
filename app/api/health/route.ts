import { NextResponse } from "next/server";
import { systemStatus } from "@/lib/system/status";

export const dynamic = "force-dynamic";

/** Liveness and database readiness for load balancers and the test harness. */
export async function GET() {
  try {
    return NextResponse.json(await systemStatus(), { headers: { "cache-control": "no-store" } });
  } catch (error) {
    console.error("[health] database check failed:", (error as Error).message);
    return NextResponse.json(
      { status: "error", error: "Datenbank nicht erreichbar" },
      { status: 503, headers: { "cache-control": "no-store" } },
    );
  }
}
