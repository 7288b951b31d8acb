import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { hashPassword } from "../../lib/crypto/password-hash";
import { adminOutboxDir, E2E_ADMIN_PASSWORD } from "./admin-login";
import { E2E_INSURERS, issuedKeysFile } from "./issued-keys";

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh data folder per run: the server starts as on a fresh clone (embedded database).
if (!process.env.E2E_DATA_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), "pk-e2e-"));
  process.env.E2E_DATA_DIR = dir; // the workers inherit it
  // The runner made the folder (≈ 200 MB with the imported data): it goes when the run ends, after the
  // web server has stopped. A folder given by the caller is left alone.
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
}
// Insurer portal keys issued into the fresh database before the server starts (see issued-keys.ts).
const keysFile = issuedKeysFile(process.env.E2E_DATA_DIR);
// The embedded database admits one process: migrate, import and issue keys first, then start the server.
const prepare = [
  "npx tsx scripts/db-migrate.ts --import-if-empty",
  `npx tsx scripts/insurer-keys.ts issue ${Object.values(E2E_INSURERS).join(" ")} --json ${JSON.stringify(keysFile)}`,
].join(" && ");

// The server's output also goes to a file, for the secrets scan (scripts/scan-secrets.mjs, run by test-all.sh).
const serverLog = path.resolve(__dirname, "../../test-results/e2e-server.log");
mkdirSync(path.dirname(serverLog), { recursive: true });

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.e2e\.ts/,
  outputDir: "../../test-results/e2e",
  fullyParallel: true,
  // Both cores, with or without CI set (Playwright would take one of two cores without it): much of a
  // journey waits on the server or a timer, so two workers roughly halve the run.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // In CI one retry: CI runs on a shared two-core machine where another job's load can push a journey past
  // a timeout. A test that passes only on its retry is reported as flaky by name (scripts/test-summary.mjs);
  // one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // Assertions wait up to 15 s in CI (5 s, Playwright's default, elsewhere): under another job's load a
  // search with its hydration took longer than 5 s there, though it takes well under a second here.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  reporter: [["list"], ["json", { outputFile: "../../test-results/e2e-report.json" }]],
  use: {
    baseURL: process.env.BASE_URL ?? `http://127.0.0.1:${port}`,
    // The journeys are a German-speaking visitor's; a browser asking for another language is tested on its
    // own (languages.e2e.ts), since the site then suggests that language.
    locale: "de-CH",
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], locale: "de-CH", launchOptions: chromium } },
    { name: "mobile", use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, locale: "de-CH", launchOptions: chromium }, testMatch: /shell\.e2e\.ts/ },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `{ ${prepare} && PORT=${port} BIND_ADDRESS=127.0.0.1 node server.mjs; } 2>&1 | tee ${JSON.stringify(serverLog)}`,
        cwd: path.resolve(__dirname, "../.."),
        url: `http://127.0.0.1:${port}/api/health`,
        timeout: 300_000,
        reuseExistingServer: false,
        env: {
          DATA_DIR: process.env.E2E_DATA_DIR,
          DATABASE_URL: "",
          // The admin login of the tests (admin-login.ts): a known password, codes as .eml files in the run's folder.
          ADMIN_PASSWORD_HASH: hashPassword(E2E_ADMIN_PASSWORD),
          MAIL_OUTBOX_DIR: adminOutboxDir(process.env.E2E_DATA_DIR),
          // Every quote of the run comes from 127.0.0.1: the per-address limit must not bite.
          QUOTE_RATE_LIMIT: "1000000",
        },
        stdout: "pipe",
        stderr: "pipe",
      },
});
