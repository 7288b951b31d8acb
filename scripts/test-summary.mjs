// Adds up the JSON reports of jest and Playwright into one closing line.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const [dir = "test-results", failedSteps = "0"] = process.argv.slice(2);
const read = (file) => {
  const full = path.join(dir, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, "utf8")) : null;
};

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ["jest-pglite.json", "jest-postgres.json"]) {
  const report = read(file);
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
/** The titles of the tests that failed first and passed on their retry (Playwright's status "flaky"). */
function flakyTitles(suites, trail = []) {
  return suites.flatMap((suite) => {
    const path = suite.title ? [...trail, suite.title] : trail;
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).filter((test) => test.status === "flaky").map((test) => [...path, spec.title, `(${test.projectName})`].join(" › ")),
    );
    return [...own, ...flakyTitles(suite.suites ?? [], path)];
  });
}

const flaky = [];
// The e2e run, and the runs behind nginx (scripts/e2e-behind-proxy.sh) when they ran.
for (const file of ["e2e-report.json", "e2e-proxy-report.json", "e2e-proxy-checks-report.json"]) {
  const e2e = read(file);
  if (!e2e) continue;
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  flaky.push(...flakyTitles(e2e.suites ?? []).map((title) => `${file}: ${title}`));
}
// A step that failed before reporting (type errors, build) still counts as a failure.
if (failed === 0 && Number(failedSteps) > 0) failed = Number(failedSteps);
if (flaky.length > 0) console.log(`\nflaky (failed, then passed on the retry):\n${flaky.map((title) => `  ${title}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped${flaky.length > 0 ? ` (${flaky.length} flaky)` : ""}`);
