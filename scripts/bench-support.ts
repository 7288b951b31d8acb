/**
 * What the benchmarks share: a production server (`npm start`) in its own process group, its
 * readiness and memory, throwaway PostgreSQL databases, percentiles, and valid quote requests
 * built from real search results.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PremiumResult, PremiumSearchResponse } from "@/lib/catalog/types";
import { quoteFormSchema, toQuoteRequest } from "@/lib/validations/quote";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The production build, built once if missing, with the embedded database's template (`npm run build`). */
export function ensureBuild(): void {
  if (!existsSync(".next/BUILD_ID")) execFileSync("npx", ["next", "build"], { stdio: "inherit" });
  if (!existsSync(".next/pglite-template.tar.gz")) execFileSync("npx", ["tsx", "scripts/pglite-template.ts"], { stdio: "inherit" });
}

export type Server = {
  base: string;
  groupId: number;
  /** Resident memory of the next-server process, in MB. */
  rssMb(): number;
  /** CPU time (user + system) the next-server process has used so far, in seconds. */
  cpuSeconds(): number;
  /** SIGTERM to the whole group, then waits until it is gone (an embedded database is free only then). */
  stop(): Promise<void>;
};

/**
 * `npm start` as in production (migration, import when the database lacks data, the V8 heap
 * limits) in its own process group; resolves once a premium search answers.
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv, { timeoutSeconds = 300 } = {}): Promise<Server> {
  // BENCH_SERVER_LOG: the server's output to this file (else dropped); BENCH_SERVER_NODE_OPTIONS: e.g. --trace-gc.
  const log = process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, "w") : "ignore";
  const nodeOptions = [env.NODE_OPTIONS, process.env.BENCH_SERVER_NODE_OPTIONS].filter(Boolean).join(" ");
  const child = spawn("npm", ["start"], {
    env: { ...env, PORT: String(port), NEXT_TELEMETRY_DISABLED: "1", ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) },
    detached: true,
    stdio: ["ignore", log, log],
  });
  const groupId = child.pid!;
  const base = `http://127.0.0.1:${port}`;
  const server: Server = {
    base,
    groupId,
    rssMb: () => rssMb(groupId),
    cpuSeconds: () => cpuSeconds(groupId),
    stop: async () => {
      try {
        process.kill(-groupId, "SIGTERM");
      } catch {
        return;
      }
      for (let i = 0; i < 150; i++) {
        try {
          process.kill(-groupId, 0);
        } catch {
          return;
        }
        await sleep(200);
      }
    },
  };
  for (let i = 0; ; i++) {
    if (await searchAnswers(base)) return server;
    if (child.exitCode !== null || i > timeoutSeconds) {
      await server.stop();
      throw new Error(`the server on port ${port} did not answer a search within ${timeoutSeconds} s`);
    }
    await sleep(1000);
  }
}

const searchAnswers = (base: string) =>
  fetch(`${base}/api/premiums/search`, { method: "POST", body: JSON.stringify({ postalCode: "8001", birthYear: 1990 }) }).then(
    (response) => response.ok,
    () => false,
  );

function nextServerPid(groupId: number): string {
  const pids = execFileSync("pgrep", ["-g", String(groupId)]).toString().trim().split("\n");
  // `next start` names its process next-server; the production server is `node server.mjs`.
  const server = pids.find((p) => {
    const [program = "", script = ""] = readFileSync(`/proc/${p}/cmdline`, "utf8").split("\0");
    return program.startsWith("next-server") || (path.basename(program) === "node" && script === "server.mjs");
  });
  if (!server) throw new Error("no next-server process found");
  return server;
}

/** Resident memory of the Next.js server process in a process group, in MB. */
export function rssMb(groupId: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${nextServerPid(groupId)}/status`, "utf8"))?.[1] ?? 0) / 1024;
}

/** utime + stime of the Next.js server process (fields 14 and 15 of /proc/<pid>/stat, in ticks of 1/100 s). */
export function cpuSeconds(groupId: number): number {
  const fields = readFileSync(`/proc/${nextServerPid(groupId)}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A fresh database on the PostgreSQL server (tests/support/pg-test-db.mjs), or null when it is unreachable. */
export function createPostgresDatabase(server: string): string | null {
  try {
    return execFileSync("node", ["tests/support/pg-test-db.mjs", "create", server], { encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

export function dropPostgresDatabase(url: string): void {
  execFileSync("node", ["tests/support/pg-test-db.mjs", "drop", url]);
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export type Offer = { premium: PremiumResult; birthYear: number };

/** Offers from five places and ages, to quote against. */
export async function fetchOffers(base: string): Promise<Offer[]> {
  const pool: Offer[] = [];
  for (const [postalCode, birthYear] of [["8001", 1990], ["3011", 1985], ["4051", 1972], ["1201", 1960], ["6003", 2001]] as const) {
    const response = await fetch(`${base}/api/premiums/search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ postalCode, birthYear, limit: 40 }),
    });
    pool.push(...((await response.json()) as PremiumSearchResponse).results.map((premium) => ({ premium, birthYear })));
  }
  return pool;
}

/** The i-th distinct person asking for a quote on an offer (a valid request body without its key). */
export function quoteRequestFor({ premium, birthYear }: Offer, i: number, tag = "bench") {
  const form = quoteFormSchema.parse({
    firstName: `Vorname${i}`,
    lastName: `Nachname${i}`,
    email: `${tag}.${i}@example.ch`,
    phone: `079 ${String(1000000 + i).slice(1, 4)} ${String(i % 100).padStart(2, "0")} 00`,
    birthDate: `${birthYear}-0${(i % 9) + 1}-1${i % 10}`,
    street: "Teststrasse",
    houseNumber: String(i + 1),
    postalCode: premium.region.plz,
    city: premium.region.ortschaftsname,
    gender: (["male", "female", "other"] as const)[i % 3],
    language: "de",
    consent: true,
  });
  return toQuoteRequest(premium, form);
}
