// Prints one line for a page: the median run (by performance score) of several Lighthouse
// reports, plus every run's performance score and any failing accessibility, best-practices or
// SEO audit. With a third argument `--summary FILE` it appends "page perf a11y bp seo" to FILE.
import { appendFileSync, readFileSync } from "node:fs";

const args = process.argv.slice(2);
const summaryAt = args.indexOf("--summary");
const summary = summaryAt >= 0 ? args.splice(summaryAt, 2)[1] : undefined;
const [page, ...files] = args;
const reports = files.map((file) => JSON.parse(readFileSync(file, "utf8")));
const score = (r, key) => Math.round(r.categories[key].score * 100);
const sorted = [...reports].sort((a, b) => score(a, "performance") - score(b, "performance"));
const median = sorted[Math.floor(sorted.length / 2)];
const ms = (key) => `${Math.round(median.audits[key].numericValue)}ms`;
const categories = ["performance", "accessibility", "best-practices", "seo"];
const columns = [
  page.padEnd(24),
  String(reports.length).padStart(5),
  ...categories.map((k) => String(score(median, k)).padStart(5)),
  ...["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"].map((k) => ms(k).padStart(8)),
  median.audits["cumulative-layout-shift"].numericValue.toFixed(3).padStart(6),
  ` ${reports.map((r) => score(r, "performance")).join(" ")}`,
];
console.log(columns.join(" "));
for (const category of categories.slice(1)) {
  const ids = new Set(median.categories[category].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id));
  for (const audit of Object.values(median.audits)) {
    if (ids.has(audit.id) && audit.score !== null && audit.score < 1) console.log(`   ${category}: ${audit.id} - ${audit.title}`);
  }
}
if (summary) appendFileSync(summary, `${[page, ...categories.map((k) => score(median, k))].join(" ")}\n`);
