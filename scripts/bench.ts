/**
 * `npm run bench`: imports the whole BAG table (both tariff years) into a fresh embedded database
 * (timed, as on a first start), starts the production server on it (`npm start`, BENCH_ROUTES=1)
 * and nginx in front of it with the deployment's cache (docs/deploy.md), then measures with
 * autocannon on 127.0.0.1, every pair interleaved (A, B, A, B …, BENCH_ROUNDS rounds) so the
 * machine's changing load falls on both:
 *
 * 1. the premium search GET answered from nginx's cache against nginx serving a static file of the
 *    same size (target: ≥ 0.5 of its throughput);
 * 2. the search GET straight to Node.js (not cached by HTTP; the server's own answer cache holds
 *    the one request) against Next's trivial handler answering a fixed JSON of the same size
 *    (target ≥ 0.9), with the server's event-loop delay and GC pauses of each run;
 * 3. a constant rate of BENCH_RATE (200) searches/s, each a different person (postal code, birth
 *    year, deductible drawn at random, so mostly misses of the answer cache): p99 < 50 ms. The
 *    requests are evenly spaced (one every 5 ms at 200/s) over up to 16 keep-alive connections and
 *    timed from when each was due, so a stalled server is not hidden (open loop). Not autocannon's
 *    `overallRate`: that lets each connection send its share of a second at the start of the
 *    second and then wait, so "200/s" was a burst of 200 requests over 16 connections, saturating
 *    the server for the first fifth of every second (printed too, for comparison);
 * 4. the household search (family of four) and the advisor's turns, as before.
 *
 * Every figure is printed with the load average of the minute it was measured in (the machine is
 * shared). Env: BENCH_PORT (3500), BENCH_NGINX_PORT (3501), BENCH_SECONDS (10 per run),
 * BENCH_ROUNDS (3), BENCH_CONNECTIONS (32), BENCH_RATE (200), BENCH_ADVISOR (1; 0 skips it).
 */
import { execFileSync, spawnSync } from "node:child_process";
import http from "node:http";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon, { type Request as CannonRequest } from "autocannon";
import { evalCases } from "../tests/advisor/eval-cases";
import { ensureBuild, percentile, sleep, startServer, type Server } from "./bench-support";

const port = Number(process.env.BENCH_PORT ?? 3500);
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 3501);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rate = Number(process.env.BENCH_RATE ?? 200);
const base = `http://127.0.0.1:${port}`;
const viaNginx = `http://127.0.0.1:${nginxPort}`;
const searchQuery = "/api/premiums/search?postalCode=8001&birthYear=1990&franchiseAmount=300&accidentCoverage=true";
const householdBody = JSON.stringify({
  postalCode: "8001",
  persons: [{ birthYear: 1984 }, { birthYear: 1986, franchiseAmount: 2500 }, { birthYear: 2015, label: "Kind 1" }, { birthYear: 2019, label: "Kind 2" }],
});
const load1 = () => loadavg()[0]!.toFixed(1);

type Run = { name: string; rps: number; p50: number; p99: number; errors: number; bytes: number; load: string; runtime?: RuntimeStats };
type RuntimeStats = {
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  gc: Record<string, { count: number; totalMs: number; maxMs: number }>;
  memoryMb: Record<string, number>;
  heapSpacesMb: Record<string, number>;
};

type LoadOptions = { method?: "GET" | "POST"; body?: string; rate?: number; connections?: number; varied?: boolean; runtime?: boolean };

/** A different adult each time: 24 postal codes × 66 birth years × 6 deductibles. */
const POSTAL_CODES = ["8001", "3011", "4051", "1201", "6003", "9000", "7000", "6900", "1003", "2000", "8400", "5000", "4500", "6300", "8200", "3600", "1700", "1950", "2502", "8500", "6500", "1400", "3900", "8750"];
const FRANCHISES = [300, 500, 1000, 1500, 2000, 2500];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const variedSearch = () =>
  `/api/premiums/search?postalCode=${pick(POSTAL_CODES)}&birthYear=${1940 + Math.floor(Math.random() * 66)}&franchiseAmount=${pick(FRANCHISES)}`;

async function runtime(url: string, method: "GET" | "POST"): Promise<RuntimeStats | undefined> {
  const response = await fetch(`${url}/api/bench/runtime`, { method }).catch(() => null);
  return response?.ok && method === "GET" ? ((await response.json()) as RuntimeStats) : undefined;
}

async function load(name: string, url: string, duration: number, options: LoadOptions = {}): Promise<Run> {
  if (options.runtime) await runtime(base, "POST");
  const result = await autocannon({
    url,
    method: options.method ?? "GET",
    ...(options.body ? { headers: { "content-type": "application/json" }, body: options.body } : {}),
    connections: options.connections ?? connections,
    duration,
    ...(options.rate ? { overallRate: options.rate } : {}),
    ...(options.varied ? { requests: [{ setupRequest: (request: CannonRequest) => ({ ...request, path: variedSearch() }) }] } : {}),
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.throughput.total / Math.max(result.requests.total, 1),
    load: load1(),
    ...(options.runtime ? { runtime: await runtime(base, "GET") } : {}),
  };
}

/**
 * `total` GETs of `nextPath()` at a constant `perSecond`, evenly spaced, over at most `sockets` keep-alive
 * connections; each latency is taken from when the request was due, so a request that waits for a free
 * connection or a stalled server counts its wait (no coordinated omission).
 */
async function paced(name: string, nextPath: () => string, durationS: number, perSecond: number, sockets: number): Promise<Run> {
  await runtime(base, "POST");
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const total = Math.round(durationS * perSecond);
  const interval = 1000 / perSecond;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let k = 0; k < total; k++) {
    const due = started + k * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      new Promise<void>((resolve) => {
        const request = http.get(`${base}${nextPath()}`, { agent, timeout: 10_000 }, (response) => {
          response.on("data", (chunk: Buffer) => (bytes += chunk.length));
          response.on("end", () => {
            latencies.push(performance.now() - due);
            if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) > 299) errors++;
            resolve();
          });
        });
        request.on("error", () => {
          errors++;
          resolve();
        });
      }),
    );
  }
  await Promise.all(pending);
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    name,
    rps: latencies.length / elapsedS,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
    bytes: bytes / Math.max(latencies.length, 1),
    load: load1(),
    runtime: await runtime(base, "GET"),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A against B, interleaved: each round runs both; the ratio is taken per round, then the median. */
async function pair(a: [string, string, LoadOptions?], b: [string, string, LoadOptions?]) {
  const runs: [Run, Run][] = [];
  for (let round = 0; round < rounds; round++) {
    const first = await load(a[0], a[1], seconds, a[2]);
    const second = await load(b[0], b[1], seconds, b[2]);
    runs.push([first, second]);
  }
  return { runs, throughput: median(runs.map(([x, y]) => x.rps / y.rps)), tail: median(runs.map(([x, y]) => x.p99 / y.p99)) };
}

const row = (r: Run) =>
  `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(6)} ${String(r.p99).padStart(6)} ${Math.round(r.bytes).toString().padStart(6)} ${String(r.errors).padStart(6)}  load ${r.load}` +
  (r.runtime
    ? `  | loop p99 ${r.runtime.eventLoopDelayMs.p99} max ${r.runtime.eventLoopDelayMs.max} ms, GC minor ${r.runtime.gc.minor?.count}× max ${r.runtime.gc.minor?.maxMs} ms, major ${(r.runtime.gc.major?.count ?? 0) + (r.runtime.gc.incremental?.count ?? 0)}× max ${Math.max(r.runtime.gc.major?.maxMs ?? 0, r.runtime.gc.incremental?.maxMs ?? 0)} ms`
    : "");
const header = () => console.log(`${"".padEnd(30)} ${"req/s".padStart(7)} ${"p50".padStart(6)} ${"p99".padStart(6)} ${"bytes".padStart(6)} ${"errors".padStart(6)}`);

/** nginx with the deployment's cache in front of the server, and a static file the size of the search's answer. */
function startNginx(work: string, answer: Buffer): (() => void) | null {
  if (spawnSync("nginx", ["-v"]).error) return null;
  const root = path.join(work, "nginx");
  mkdirSync(path.join(root, "html"), { recursive: true });
  writeFileSync(path.join(root, "html", "static.json"), answer);
  writeFileSync(
    path.join(root, "nginx.conf"),
    `worker_processes 1;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/body; proxy_temp_path ${root}/proxy; fastcgi_temp_path ${root}/fastcgi;
  uwsgi_temp_path ${root}/uwsgi; scgi_temp_path ${root}/scgi;
  upstream praemienkompass { server 127.0.0.1:${port}; keepalive 16; keepalive_timeout 4s; }
  proxy_cache_path ${root}/cache levels=1:2 keys_zone=premiums:10m max_size=200m inactive=10m use_temp_path=off;
  server {
    listen 127.0.0.1:${nginxPort};
    location = /static.json { root ${root}/html; default_type application/json; }
    location /api/premiums/ {
      proxy_pass http://praemienkompass;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache premiums;
      proxy_cache_key $scheme$host$request_uri;
      proxy_cache_lock on;
      proxy_cache_revalidate on;
      proxy_cache_use_stale error timeout updating;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`,
  );
  execFileSync("nginx", ["-c", path.join(root, "nginx.conf"), "-p", root, "-e", path.join(root, "error.log")]);
  return () => {
    try {
      process.kill(Number(readFileSync(path.join(root, "nginx.pid"), "utf8")), "SIGTERM");
    } catch {}
  };
}

/** The advisor's conversations of the evaluation set, turn by turn over HTTP (the second round is measured). */
async function advisorTurns(): Promise<{ turns: number; p50: number; p95: number }> {
  const times: number[] = [];
  for (let round = 0; round < 2; round++) {
    for (const testCase of evalCases) {
      let state: unknown = undefined;
      for (const userInput of [...(testCase.turns ?? []), testCase.input]) {
        const started = performance.now();
        const response = await fetch(`${base}/api/orchestrator/process`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ userInput, state }),
        });
        const answer = (await response.json()) as { state: unknown };
        if (round > 0) times.push(performance.now() - started);
        state = answer.state;
      }
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { turns: times.length, p50: at(0.5), p95: at(0.95) };
}

const verdict = (ok: boolean) => (ok ? "ok" : "MISSED");

async function main() {
  ensureBuild();
  const work = mkdtempSync(path.join(tmpdir(), "pk-bench-"));
  chmodSync(work, 0o711); // nginx's workers (another user when started as root) reach their files in it
  const dataDir = path.join(work, "data");
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", BENCH_ROUTES: "1", NEXT_TELEMETRY_DISABLED: "1" };
  const importLoad = load1();
  const importStart = Date.now();
  execFileSync("npx", ["tsx", "scripts/data-import.ts"], { env, stdio: ["ignore", "inherit", "inherit"] });
  const importSeconds = (Date.now() - importStart) / 1000;

  let server: Server | undefined;
  let stopNginx: (() => void) | null = null;
  const stop = () => {
    stopNginx?.();
    rmSync(work, { recursive: true, force: true });
  };
  process.on("exit", stop);
  try {
    server = await startServer(port, env);
    const memoryAtStart = server.rssMb();
    const answer = Buffer.from(await (await fetch(`${base}${searchQuery}`)).arrayBuffer());
    stopNginx = startNginx(work, answer);
    for (let i = 0; i < 20 && stopNginx; i++) {
      if ((await fetch(`${viaNginx}/static.json`).then((r) => r.ok, () => false))) break;
      await sleep(250);
    }
    // Warm-up: the routes compiled and JIT-ed, nginx's cache filled (MISS, then HIT).
    await load("warm-up", `${base}${searchQuery}`, 3);
    await load("warm-up", `${base}/api/bench/fixed`, 3);
    let cacheStatus = "no nginx";
    if (stopNginx) {
      await fetch(`${viaNginx}${searchQuery}`);
      cacheStatus = (await fetch(`${viaNginx}${searchQuery}`)).headers.get("x-cache-status") ?? "none";
    }

    const nginx = stopNginx
      ? await pair(["search GET, nginx cache", `${viaNginx}${searchQuery}`], ["static file, nginx", `${viaNginx}/static.json`])
      : null;
    const node = await pair(
      ["search GET, Node (uncached)", `${base}${searchQuery}`, { runtime: true }],
      ["trivial handler, Node", `${base}/api/bench/fixed`, { runtime: true }],
    );
    const steady = await paced(`${rate}/s varied searches, Node`, variedSearch, Math.max(seconds, 20), rate, 16);
    const bursts = await load(`${rate}/s in bursts (autocannon)`, `${base}${searchQuery}`, Math.max(seconds, 20), { rate, connections: 16, varied: true, runtime: true });
    const saturatedVaried = await load("varied searches, saturated", `${base}${searchQuery}`, seconds, { varied: true, runtime: true });
    await load("warm-up", `${base}/api/premiums/household`, 3, { method: "POST", body: householdBody });
    const household = await load("household of 4 (POST)", `${base}/api/premiums/household`, seconds, { method: "POST", body: householdBody });
    const memoryAfter = server.rssMb();
    const breakdown = await runtime(base, "GET");
    // V8's memory reducer gives the heap's slack back once the server has been idle for a few seconds.
    await sleep(15_000);
    const memoryRested = server.rssMb();
    const advisor = process.env.BENCH_ADVISOR === "0" ? null : await advisorTurns();

    console.log(`\n${connections} connections (the constant rate: up to 16, evenly spaced), ${seconds} s a run, ${rounds} interleaved rounds, server on 127.0.0.1:${port}, nginx on ${nginxPort}; PGlite`);
    console.log(`nginx's cache for the search GET after warm-up: ${cacheStatus}\n`);
    header();
    for (const [a, b] of nginx?.runs ?? []) console.log(`${row(a)}\n${row(b)}`);
    for (const [a, b] of node.runs) console.log(`${row(a)}\n${row(b)}`);
    console.log(row(steady));
    console.log(row(bursts));
    console.log(row(saturatedVaried));
    console.log(row(household));
    console.log("");
    if (nginx) {
      console.log(`nginx cache / static file, throughput (median of the rounds' ratios): ${nginx.throughput.toFixed(2)} (target >= 0.5) ${verdict(nginx.throughput >= 0.5)}; p99 ratio ${nginx.tail.toFixed(2)}`);
    } else console.log("nginx not installed (bash scripts/ensure-nginx.sh): the cached search was not measured");
    console.log(`uncached search / trivial handler, throughput: ${node.throughput.toFixed(2)} (target >= 0.9) ${verdict(node.throughput >= 0.9)}; p99 ratio ${node.tail.toFixed(2)}`);
    console.log(`${rate} varied searches/s: p99 ${steady.p99} ms (target < 50 ms) ${verdict(steady.p99 < 50 && steady.errors === 0)}, achieved ${steady.rps.toFixed(0)}/s, load ${steady.load}`);
    console.log(`household/trivial: throughput ${(household.rps / median(node.runs.map(([, b]) => b.rps))).toFixed(2)}`);
    console.log(`import of both tariff years into a fresh PGlite (npx tsx scripts/data-import.ts, wall time): ${importSeconds.toFixed(1)} s at load ${importLoad} (target < 10 s) ${verdict(importSeconds < 10)}`);
    if (advisor) console.log(`advisor turn (${advisor.turns} turns, one at a time over HTTP): p50 ${advisor.p50.toFixed(1)} ms, p95 ${advisor.p95.toFixed(1)} ms (target p95 < 30 ms) ${verdict(advisor.p95 < 30)}`);
    console.log(
      `server resident memory: ${memoryAtStart.toFixed(0)} MB with the index loaded, ${memoryAfter.toFixed(0)} MB right after the load, ` +
        `${memoryRested.toFixed(0)} MB after 15 s at rest (target < 300 MB after the load run) ${verdict(Math.max(memoryAtStart, memoryRested) < 300)}`,
    );
    if (breakdown) console.log(`memory after the load (MB): ${JSON.stringify(breakdown.memoryMb)}; V8 heap spaces used: ${JSON.stringify(breakdown.heapSpacesMb)}`);
  } finally {
    await server?.stop();
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
