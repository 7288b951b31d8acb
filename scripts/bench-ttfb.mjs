// Time to first byte of pages on a running server: the median of BENCH_TTFB_RUNS requests each
// (default 20, after one warm-up), and whether two requests answered the same bytes (served from a
// cache) or not (rendered per request). Usage: node scripts/bench-ttfb.mjs http://127.0.0.1:3000 /path ...
import { createHash } from "node:crypto";
import { request } from "node:http";

const [base, ...paths] = process.argv.slice(2);
const runs = Number(process.env.BENCH_TTFB_RUNS ?? 20);

/** One GET on a fresh connection: milliseconds to the first byte of the body, and the body's hash. */
function get(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let first = 0;
    const hash = createHash("sha256");
    const req = request(url, { agent: false }, (res) => {
      res.on("data", (chunk) => {
        if (first === 0) first = Number(process.hrtime.bigint() - started) / 1e6;
        hash.update(chunk);
      });
      res.on("end", () => resolve({ status: res.statusCode, ttfb: first, digest: hash.digest("hex") }));
    });
    req.on("error", reject);
    req.end();
  });
}

console.log(`${"page".padEnd(40)} status  median TTFB  min      same bytes`);
for (const path of paths) {
  const url = new URL(path, base);
  await get(url);
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await get(url));
  const times = results.map((r) => r.ttfb).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const same = results[0].digest === results[1].digest;
  console.log(`${path.padEnd(40)} ${String(results[0].status).padEnd(7)} ${median.toFixed(1).padStart(7)} ms  ${times[0].toFixed(1).padStart(5)} ms  ${same ? "yes" : "no"}`);
}
