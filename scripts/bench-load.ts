/**
 * `npm run bench:load`: the production server (`npm start`) on a fresh PostgreSQL database under
 * a mixed load from 64 keep-alive connections for 60 s: 80 % premium searches (a spread of
 * postal codes, ages, deductibles, accident cover and models), 15 % advisor turns (three-turn
 * conversations, each turn sent with the state the previous answer returned), 5 % quote requests
 * (every one a distinct person with its own idempotency key). Each connection sends its next
 * request when the previous answer is in (closed loop), or, with BENCH_RATE, on a fixed
 * schedule, timed from when it was due (so a stalled server is not hidden).
 * Prints requests/s total and per kind, p50/p99 per kind, errors, the server's memory, and
 * afterwards reads the lead table: every quote answered 2xx must be stored exactly once.
 * Env: BENCH_PORT (3320), BENCH_SECONDS (60), BENCH_CONNECTIONS (64), BENCH_RATE (requests/s in
 * all; unset: as fast as the server answers), BENCH_DATABASE_URL (PostgreSQL server, default
 * postgresql://root@127.0.0.1:5432/test).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  ensureBuild,
  fetchOffers,
  percentile,
  quoteRequestFor,
  startServer,
  type Offer,
} from "./bench-support";

const port = Number(process.env.BENCH_PORT ?? 3320);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const rate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : null;
const SEARCH_P99_TARGET_MS = 50;

type Kind = "search" | "advisor" | "quote";
const KINDS: Kind[] = ["search", "advisor", "quote"];
/** 20 requests: 16 searches, 3 advisor turns, 1 quote request, interleaved. */
const PATTERN: Kind[] = ["search", "search", "search", "search", "advisor", "search", "search", "search", "search", "search",
  "quote", "search", "search", "advisor", "search", "search", "search", "search", "advisor", "search"];

const POSTAL_CODES = ["8001", "3011", "4051", "1201", "6003", "9000", "7000", "1003", "2502", "6900", "8400", "5000", "4500", "1700",
  "3900", "6300", "8200", "8500", "2000", "1950", "6500", "4600", "8640", "3600", "9500", "7500", "1400", "2800", "8050", "3007"];
const ADULT_DEDUCTIBLES = [300, 500, 1000, 1500, 2000, 2500];
const MODELS = [undefined, undefined, "standard", "hmo", "hausarzt", "telmed"];

/** A deterministic spread: the n-th search of the run. */
function searchBody(n: number, postalCodes: string[]): string {
  const pick = <T>(list: readonly T[], salt: number) => list[Math.floor(n / salt) % list.length]!;
  return JSON.stringify({
    postalCode: postalCodes[n % postalCodes.length],
    birthYear: 1940 + ((n * 7) % 66),
    franchiseAmount: pick(ADULT_DEDUCTIBLES, 3),
    accidentCoverage: n % 2 === 0,
    ...(pick(MODELS, 5) ? { modelCode: pick(MODELS, 5) } : {}),
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

function post(url: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on("error", () => resolve({ status: 0, body: "" }));
    });
    request.setTimeout(30_000, () => request.destroy());
    request.on("error", () => resolve({ status: 0, body: "" }));
    request.end(body);
  });
}

type Tally = { latencies: number[]; errors: number; samples: string[] };

async function run(base: string, durationS: number, offers: Offer[], postalCodes: string[], { quotes }: { quotes: boolean }) {
  const tally = (): Tally => ({ latencies: [], errors: 0, samples: [] });
  const tallies: Record<Kind, Tally> = { search: tally(), advisor: tally(), quote: tally() };
  const quoted = new Map<string, number>(); // idempotency key -> status
  let searches = 0;
  let people = 0;
  const started = performance.now();
  const end = started + durationS * 1000;
  const interval = rate ? (connections * 1000) / rate : 0;

  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      let advisorState: unknown = undefined;
      let turn = 0;
      for (let i = 0; ; i++) {
        const due = rate ? started + (i + worker / connections) * interval : performance.now();
        if (due >= end) break;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        let kind = PATTERN[(i + worker) % PATTERN.length]!;
        if (kind === "quote" && !quotes) kind = "search";
        let url: string;
        let body: string;
        let key = "";
        if (kind === "search") {
          url = `${base}/api/premiums/search`;
          body = searchBody(searches++, postalCodes);
        } else if (kind === "advisor") {
          const plz = postalCodes[(worker + turn) % postalCodes.length];
          const messages = ["Grüezi", `${plz}, Jahrgang ${1950 + ((worker * 3 + turn) % 55)}`, `Franchise ${ADULT_DEDUCTIBLES[turn % 6]}, mit Unfall`];
          url = `${base}/api/orchestrator/process`;
          body = JSON.stringify({ userInput: messages[turn % 3], state: advisorState });
        } else {
          const n = people++;
          key = randomUUID();
          url = `${base}/api/quote/request`;
          body = JSON.stringify({ ...quoteRequestFor(offers[n % offers.length]!, n, `load-${process.pid}`), idempotencyKey: key });
        }
        const answer = await post(url, body);
        const ms = performance.now() - due;
        const counts = tallies[kind];
        counts.latencies.push(ms);
        if (answer.status < 200 || answer.status > 299) {
          counts.errors++;
          if (counts.samples.length < 3) counts.samples.push(`${answer.status} ${answer.body.slice(0, 160)}`);
        }
        if (kind === "quote") quoted.set(key, answer.status);
        if (kind === "advisor") {
          turn++;
          advisorState = turn % 3 === 0 || answer.status !== 200 ? undefined : (JSON.parse(answer.body) as { state: unknown }).state;
        }
      }
    }),
  );
  return { tallies, quoted, elapsedS: (performance.now() - started) / 1000 };
}

/** Leads per idempotency key, read from the database after the run. */
async function storedLeads(databaseUrl: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string; n: string }>("SELECT idempotency_key AS key, count(*) AS n FROM lead GROUP BY 1");
    return new Map(rows.map((row) => [row.key, Number(row.n)]));
  } finally {
    await client.end();
  }
}

async function main() {
  ensureBuild();
  const pgServer = process.env.BENCH_DATABASE_URL ?? "postgresql://root@127.0.0.1:5432/test";
  const databaseUrl = createPostgresDatabase(pgServer);
  if (!databaseUrl) throw new Error(`PostgreSQL at ${pgServer} is not reachable (BENCH_DATABASE_URL)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "pk-bench-load-"));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LEAD_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    // The quote limit per client address would refuse one machine's thousands of requests.
    QUOTE_RATE_LIMIT: "1000000",
  };
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const importStart = Date.now();
    server = await startServer(port, env, { timeoutSeconds: 600 });
    console.log(`server ready (migration and import into PostgreSQL included) in ${((Date.now() - importStart) / 1000).toFixed(0)} s`);
    const offers = await fetchOffers(server.base);
    const postalCodes: string[] = [];
    for (const postalCode of POSTAL_CODES) {
      const answer = await post(`${server.base}/api/premiums/search`, JSON.stringify({ postalCode, birthYear: 1980 }));
      if (answer.status === 200) postalCodes.push(postalCode);
    }
    const memoryAtStart = server.rssMb();
    await run(server.base, 5, offers, postalCodes, { quotes: false }); // warm-up, not counted
    const cpuBefore = server.cpuSeconds();
    const loadBefore = readFileSync("/proc/loadavg", "utf8").split(" ")[0];
    const { tallies, quoted, elapsedS } = await run(server.base, seconds, offers, postalCodes, { quotes: true });
    const cpuUsed = server.cpuSeconds() - cpuBefore;
    const loadAfter = readFileSync("/proc/loadavg", "utf8").split(" ")[0];
    const memoryAfter = server.rssMb();
    await server.stop();
    const stored = await storedLeads(databaseUrl);

    const total = KINDS.reduce((sum, kind) => sum + tallies[kind].latencies.length, 0);
    const errors = KINDS.reduce((sum, kind) => sum + tallies[kind].errors, 0);
    console.log(
      `\n${connections} connections, ${seconds} s, ${rate ? `${rate} requests/s scheduled` : "closed loop (next request when the answer is in)"}, ` +
        `${postalCodes.length} postal codes, PostgreSQL, on 127.0.0.1:${port}\n`,
    );
    console.log(`${"kind".padEnd(10)}${"requests".padStart(10)}${"share".padStart(8)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"max ms".padStart(9)}${"errors".padStart(8)}`);
    for (const kind of [...KINDS, "total"] as const) {
      const latencies = kind === "total" ? KINDS.flatMap((k) => tallies[k].latencies) : tallies[kind].latencies;
      const failed = kind === "total" ? errors : tallies[kind].errors;
      console.log(
        kind.padEnd(10) +
          String(latencies.length).padStart(10) +
          `${((latencies.length / Math.max(total, 1)) * 100).toFixed(1)}%`.padStart(8) +
          (latencies.length / elapsedS).toFixed(0).padStart(9) +
          percentile(latencies, 50).toFixed(1).padStart(9) +
          percentile(latencies, 99).toFixed(1).padStart(9) +
          Math.max(0, ...latencies).toFixed(0).padStart(9) +
          String(failed).padStart(8),
      );
    }
    for (const kind of KINDS) for (const sample of tallies[kind].samples) console.log(`  ${kind} error: ${sample}`);

    const answered = [...quoted].filter(([, status]) => status >= 200 && status <= 299).map(([key]) => key);
    const lost = answered.filter((key) => !stored.has(key)).length;
    const duplicated = [...stored.values()].reduce((sum, count) => sum + count - 1, 0);
    const unanswered = [...stored.keys()].filter((key) => quoted.get(key) === undefined || quoted.get(key)! < 200 || quoted.get(key)! > 299).length;
    console.log(`\nquotes: ${quoted.size} sent, ${answered.length} answered 2xx, ${[...stored.values()].reduce((a, b) => a + b, 0)} stored, ${lost} lost, ${duplicated} duplicated, ${unanswered} stored without a 2xx answer`);
    console.log(`server resident memory: ${memoryAtStart.toFixed(0)} MB before, ${memoryAfter.toFixed(0)} MB after the load`);
    // CPU per request is the service time; the rest of a request's latency is waiting for the event loop.
    console.log(
      `server CPU: ${cpuUsed.toFixed(1)} s in ${elapsedS.toFixed(0)} s (${((cpuUsed / elapsedS) * 100).toFixed(0)} % of one core), ` +
        `${((cpuUsed * 1000) / Math.max(total, 1)).toFixed(1)} ms per request; machine load average ${loadBefore} before, ${loadAfter} after (${cpus().length} cores)`,
    );

    const searchP99 = percentile(tallies.search.latencies, 99);
    const checks = [
      [`no error (${errors})`, errors === 0],
      [`search p99 ${searchP99.toFixed(1)} ms < ${SEARCH_P99_TARGET_MS} ms`, searchP99 < SEARCH_P99_TARGET_MS],
      [`every quote stored exactly once (lost ${lost}, duplicated ${duplicated}, without answer ${unanswered})`, lost === 0 && duplicated === 0 && unanswered === 0 && answered.length === quoted.size],
    ] as const;
    console.log("");
    for (const [label, ok] of checks) console.log(`${ok ? "ok    " : "MISSED"} ${label}`);
    if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    await server?.stop();
    agent.destroy();
    dropPostgresDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
