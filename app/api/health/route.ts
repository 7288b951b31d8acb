import { timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import { readAdminSession } from "@/lib/admin/admin-session";
import { getDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { systemStatus } from "@/lib/system/status";

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

/** Whether the caller is the operator: HEALTH_TOKEN as a bearer token, or the admin's session. */
async function isOperator(request: Request): Promise<boolean> {
  const token = env().HEALTH_TOKEN;
  const presented = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (token && presented) {
    const [a, b] = [Buffer.from(token), Buffer.from(presented)];
    if (a.length === b.length && timingSafeEqual(a, b)) return true;
  }
  return request.headers.has("cookie") && (await readAdminSession(await getDatabase(), request)) !== null;
}

/**
 * Liveness and database readiness for load balancers and the test harness. Anyone learns that
 * the service is up; which database, migrations and memory only the operator (they help an attacker).
 */
export async function GET(request: Request) {
  try {
    const status = await systemStatus();
    const body = (await isOperator(request)) ? status : { status: status.status };
    return NextResponse.json(body, { headers: noStore });
  } catch (error) {
    console.error("[health] database check failed:", (error as Error).message);
    return NextResponse.json({ status: "error", error: "Datenbank nicht erreichbar" }, { status: 503, headers: noStore });
  }
}
