/**
 * `npm run bench:leads`: the production server (`npm start`) on a fresh embedded database and,
 * when reachable, on a fresh PostgreSQL database; 500 quote requests from 50 concurrent clients,
 * 10 % of them repeats of an earlier request with the same idempotency key (as a double click or
 * a retry would send). Afterwards it reads the database itself: every distinct request must be
 * stored exactly once, decryptable and complete, under the quote id the client was given.
 * Prints requests/s, p50/p99 and leads stored, lost and duplicated per database.
 * Env: BENCH_PORT (3510), BENCH_LEADS (500), BENCH_CLIENTS (50), BENCH_DATABASE_URL
 * (PostgreSQL server; default postgresql://root@127.0.0.1:5432/test; "none" skips it).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@/lib/db/connection";
import { createKeyring, open } from "@/lib/leads/lead-crypto";
import type { SealedCustomer } from "@/lib/leads/lead-record";
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  ensureBuild,
  fetchOffers,
  percentile,
  quoteRequestFor,
  startServer,
  type Offer,
  type Server,
} from "./bench-support";

const port = Number(process.env.BENCH_PORT ?? 3510);
const total = Number(process.env.BENCH_LEADS ?? 500);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const duplicateShare = 0.1;
const base = `http://127.0.0.1:${port}`;

type Sent = { key: string; body: unknown; email: string; duplicate: boolean };
type Answer = { key: string; status: number; quoteId?: string; ms: number };

function requests(pool: Offer[]): Sent[] {
  const unique = Math.round(total * (1 - duplicateShare));
  const sent: Sent[] = [];
  for (let i = 0; i < unique; i++) {
    const key = randomUUID();
    sent.push({ key, body: { ...quoteRequestFor(pool[i % pool.length]!, i), idempotencyKey: key }, email: `bench.${i}@example.ch`, duplicate: false });
  }
  // Repeats of earlier requests, mixed in close to their originals so some run concurrently.
  const withRepeats = [...sent];
  for (let i = 0; i < total - unique; i++) {
    const original = sent[(i * 7) % unique]!;
    const at = Math.min(withRepeats.indexOf(original) + 1 + (i % 3), withRepeats.length);
    withRepeats.splice(at, 0, { ...original, duplicate: true });
  }
  return withRepeats;
}

async function send(all: Sent[]): Promise<{ answers: Answer[]; seconds: number }> {
  const answers: Answer[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < all.length) {
        const item = all[next++]!;
        const t0 = performance.now();
        try {
          const response = await fetch(`${base}/api/quote/request`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(item.body),
          });
          const body = (await response.json()) as { quoteId?: string };
          answers.push({ key: item.key, status: response.status, quoteId: body.quoteId, ms: performance.now() - t0 });
        } catch {
          answers.push({ key: item.key, status: 0, ms: performance.now() - t0 });
        }
      }
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

async function run(label: string, databaseUrl: string | null) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pk-bench-leads-"));
  const key = randomBytes(32);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    LEAD_ENCRYPTION_KEY: key.toString("base64"),
    QUOTE_RATE_LIMIT: "1000000",
  };
  let server: Server | undefined;
  try {
    server = await startServer(port, env);
    const all = requests(await fetchOffers(base));
    const { answers, seconds } = await send(all);
    await server.stop();

    // Check the database itself, with the server stopped (the embedded database allows one process).
    const db = await openDatabase(databaseUrl ?? `pglite:${path.join(dataDir, "pgdata")}`);
    const rows = await db.sql.query<{ id: string; idempotency_key: string; customer_data: string }>(
      "SELECT id, idempotency_key, customer_data FROM lead",
    );
    await db.close();

    const keyring = createKeyring(key);
    const expected = new Map(all.filter((item) => !item.duplicate).map((item) => [item.key, item]));
    const byKey = new Map<string, number>();
    for (const row of rows) byKey.set(row.idempotency_key, (byKey.get(row.idempotency_key) ?? 0) + 1);
    const lost = [...expected.keys()].filter((k) => !byKey.has(k)).length;
    const duplicated = [...byKey.values()].reduce((sum, count) => sum + count - 1, 0) + rows.filter((row) => !expected.has(row.idempotency_key)).length;
    let unreadable = 0;
    let mismatched = 0;
    const quoteIdOf = new Map(rows.map((row) => [row.idempotency_key, row.id]));
    for (const row of rows) {
      try {
        const customer = open<SealedCustomer>(keyring, row.id, row.customer_data);
        const complete = ["firstName", "lastName", "email", "phone", "dateOfBirth", "address", "zipCode", "city", "gender", "language"].every(
          (field) => typeof customer[field as keyof SealedCustomer] === "string" && customer[field as keyof SealedCustomer] !== "",
        );
        if (!complete || customer.email !== expected.get(row.idempotency_key)?.email) unreadable++;
      } catch {
        unreadable++;
      }
    }
    for (const answer of answers) if (answer.quoteId && quoteIdOf.get(answer.key) !== answer.quoteId) mismatched++;
    const failed = answers.filter((answer) => answer.status !== 200 && answer.status !== 201).length;
    const latencies = answers.map((answer) => answer.ms);
    return {
      label,
      requests: answers.length,
      rps: answers.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      failed,
      expected: expected.size,
      stored: rows.length,
      lost,
      duplicated,
      unreadable,
      mismatched,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function postgresUrl(): string | null {
  const server = process.env.BENCH_DATABASE_URL ?? "postgresql://root@127.0.0.1:5432/test";
  if (server === "none") return null;
  const url = createPostgresDatabase(server);
  if (!url) console.log(`PostgreSQL at ${server} is not reachable: measuring the embedded database only.`);
  return url;
}

async function main() {
  ensureBuild();
  const results = [await run("PGlite (embedded)", null)];
  const pg = postgresUrl();
  if (pg) {
    try {
      results.push(await run("PostgreSQL", pg));
    } finally {
      dropPostgresDatabase(pg);
    }
  }
  console.log(`\n${total} quote requests (${Math.round(total * duplicateShare)} repeats by idempotency key), ${clients} concurrent clients\n`);
  const head = ["database", "req/s", "p50 ms", "p99 ms", "failed", "expected", "stored", "lost", "duplicated", "unreadable", "wrong id"];
  console.log(head.map((h, i) => (i === 0 ? h.padEnd(18) : h.padStart(12))).join(""));
  for (const r of results) {
    const cells = [r.rps.toFixed(0), r.p50.toFixed(0), r.p99.toFixed(0), r.failed, r.expected, r.stored, r.lost, r.duplicated, r.unreadable, r.mismatched];
    console.log(r.label.padEnd(18) + cells.map((c) => String(c).padStart(12)).join(""));
  }
  const ok = results.every((r) => r.failed === 0 && r.lost === 0 && r.duplicated === 0 && r.unreadable === 0 && r.mismatched === 0 && r.stored === r.expected);
  console.log(`\n${ok ? "ok: every distinct request stored exactly once, decryptable and complete" : "FAILED: see the table"}`);
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
