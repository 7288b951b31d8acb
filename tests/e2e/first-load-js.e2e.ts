import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { NECESSARY_ONLY, primeBrowser } from "./pages/browser-state";

// The JavaScript a first visit downloads, compressed as it travels (next start sends gzip), per
// page: every script fetched until the network is quiet, the lazily loaded chunks included. The
// budget is 150 kB per page (issue 8). `npm run bench:bundle` prints the table on its own.
const BUDGET_KB = 150;
const routes = ["/", "/calculator", "/optimizer", "/krankenkasse-wechseln", "/krankenkasse-zuerich", "/krankenkasse-basel", "/about", "/faq", "/privacy", "/insurer-portal", "/admin", "/nope"];

type Measured = { page: string; scripts: number; kB: number; rawKB: number };

async function measure(page: Page, route: string): Promise<Measured> {
  const scripts: Promise<{ encoded: number; raw: number; encoding: string }>[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() !== "script") return;
    scripts.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const raw = (await response?.body().catch(() => undefined))?.length ?? sizes.responseBodySize;
        return { encoded: sizes.responseBodySize, raw, encoding: (await response?.headerValue("content-encoding")) ?? "" };
      })(),
    );
  };
  page.on("requestfinished", onFinished);
  await page.goto(route);
  // The admin panel polls its session: the network is never idle there for long.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  page.off("requestfinished", onFinished);
  const sizes = await Promise.all(scripts);
  // Only compressed answers count as compressed: an uncompressed script would show here.
  expect.soft(sizes.filter((s) => s.raw > 1024 && s.encoding === "").length, `${route}: scripts sent uncompressed`).toBe(0);
  return {
    page: route,
    scripts: sizes.length,
    kB: sizes.reduce((sum, s) => sum + s.encoded, 0) / 1000,
    rawKB: sizes.reduce((sum, s) => sum + s.raw, 0) / 1000,
  };
}

test(`every page's first-load JavaScript is under ${BUDGET_KB} kB compressed`, async ({ browser }) => {
  test.setTimeout(180_000);
  const measured: Measured[] = [];
  for (const route of routes) {
    // A fresh browser context per page: nothing cached from the page before.
    const context = await browser.newContext();
    const page = await context.newPage();
    await primeBrowser(page, { consent: NECESSARY_ONLY, welcomeSeen: true });
    measured.push(await measure(page, route));
    await context.close();
  }
  const lines = [
    `${"page".padEnd(24)} ${"scripts".padStart(7)} ${"gzip kB".padStart(8)} ${"raw kB".padStart(8)}`,
    ...measured.map((m) => `${m.page.padEnd(24)} ${String(m.scripts).padStart(7)} ${m.kB.toFixed(1).padStart(8)} ${m.rawKB.toFixed(1).padStart(8)}`),
    `every page under ${BUDGET_KB} kB: ${measured.every((m) => m.kB < BUDGET_KB) ? "yes" : "NO"}`,
  ];
  console.log(`\nFirst-load JavaScript (compressed)\n${lines.join("\n")}`);
  mkdirSync(path.join(__dirname, "../../test-results"), { recursive: true });
  writeFileSync(path.join(__dirname, "../../test-results/first-load-js.txt"), `${lines.join("\n")}\n`);
  for (const m of measured) expect.soft(m.kB, `${m.page}: ${m.kB.toFixed(1)} kB compressed`).toBeLessThan(BUDGET_KB);
});
