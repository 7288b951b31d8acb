// Compares one page with the bare Next.js page, from Lighthouse reports taken in interleaved pairs
// (bare, page, bare, page, …), so the machine's speed cancels out pair by pair.
// Usage: node lighthouse-pairs.mjs <page> --bare b1.json b2.json … --page p1.json p2.json … [--summary FILE]
// Prints the medians and the verdict of the performance issue's targets:
//   performance ≥ 0.97 × the bare page's (median of the per-pair ratios),
//   total blocking time ≤ bare + 100 ms, largest contentful paint ≤ bare + 300 ms (medians of per-pair differences),
//   accessibility, best practices and SEO 100 (the page's median run).
// With --summary it appends "page ok|below ratio tbtDiff lcpDiff a11y bp seo" to FILE.
import { appendFileSync, readFileSync } from "node:fs";

const argv = process.argv.slice(2);
const page = argv.shift();
const lists = { bare: [], page: [] };
let summary;
for (let list = null, i = 0; i < argv.length; i++) {
  if (argv[i] === "--bare" || argv[i] === "--page") list = lists[argv[i].slice(2)];
  else if (argv[i] === "--summary") summary = argv[++i];
  else list?.push(argv[i]);
}
const read = (file) => JSON.parse(readFileSync(file, "utf8"));
const bare = lists.bare.map(read);
const own = lists.page.map(read);
const pairs = Math.min(bare.length, own.length);
if (pairs === 0) {
  console.log(`${page.padEnd(26)} no complete pair`);
  if (summary) appendFileSync(summary, `${page} below - - - - - -\n`);
  process.exit(0);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const score = (report, key) => Math.round(report.categories[key].score * 100);
const ms = (report, audit) => report.audits[audit].numericValue;

const ratios = [];
const tbt = [];
const lcp = [];
for (let i = 0; i < pairs; i++) {
  ratios.push(score(own[i], "performance") / Math.max(1, score(bare[i], "performance")));
  tbt.push(ms(own[i], "total-blocking-time") - ms(bare[i], "total-blocking-time"));
  lcp.push(ms(own[i], "largest-contentful-paint") - ms(bare[i], "largest-contentful-paint"));
}
// The page's median run by performance decides the other three categories.
const medianRun = [...own].sort((a, b) => score(a, "performance") - score(b, "performance"))[Math.floor(own.length / 2)];
const others = ["accessibility", "best-practices", "seo"].map((key) => score(medianRun, key));
const ratio = median(ratios);
const tbtDiff = median(tbt);
const lcpDiff = median(lcp);
const ok = ratio >= 0.97 && tbtDiff <= 100 && lcpDiff <= 300 && others.every((value) => value === 100);

const fmt = (n) => `${n >= 0 ? "+" : ""}${Math.round(n)}ms`;
console.log(
  [
    page.padEnd(26),
    String(pairs).padStart(5),
    `${median(own.map((r) => score(r, "performance")))}/${median(bare.map((r) => score(r, "performance")))}`.padStart(9),
    ratio.toFixed(2).padStart(6),
    fmt(tbtDiff).padStart(9),
    fmt(lcpDiff).padStart(9),
    ...others.map((value) => String(value).padStart(5)),
    ok ? "  ok" : "  BELOW",
  ].join(" "),
);
for (const [i, category] of ["accessibility", "best-practices", "seo"].entries()) {
  if (others[i] === 100) continue;
  const ids = new Set(medianRun.categories[category].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id));
  for (const audit of Object.values(medianRun.audits)) {
    if (ids.has(audit.id) && audit.score !== null && audit.score < 1) console.log(`   ${category}: ${audit.id} - ${audit.title}`);
  }
}
if (summary) appendFileSync(summary, `${[page, ok ? "ok" : "below", ratio.toFixed(3), Math.round(tbtDiff), Math.round(lcpDiff), ...others].join(" ")}\n`);
