// Prints one line for a page: the median run (by performance score) of several Lighthouse
// reports, plus every run's performance score and any failing accessibility audit.
import { readFileSync } from "node:fs";

const [page, ...files] = process.argv.slice(2);
const reports = files.map((file) => JSON.parse(readFileSync(file, "utf8")));
const score = (r, key) => Math.round(r.categories[key].score * 100);
const sorted = [...reports].sort((a, b) => score(a, "performance") - score(b, "performance"));
const median = sorted[Math.floor(sorted.length / 2)];
const ms = (key) => `${Math.round(median.audits[key].numericValue)}ms`;
const columns = [
  page.padEnd(24),
  String(reports.length).padStart(5),
  ...["performance", "accessibility", "best-practices", "seo"].map((k) => String(score(median, k)).padStart(5)),
  ...["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"].map((k) => ms(k).padStart(8)),
  ` ${reports.map((r) => score(r, "performance")).join(" ")}`,
];
console.log(columns.join(" "));
const a11yIds = new Set(median.categories.accessibility.auditRefs.map((ref) => ref.id));
for (const audit of Object.values(median.audits)) {
  if (a11yIds.has(audit.id) && audit.score !== null && audit.score < 1) console.log(`   a11y: ${audit.id} - ${audit.title}`);
}
