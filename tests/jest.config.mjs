import path from "node:path";
import { fileURLToPath } from "node:url";
import nextJest from "next/jest.js";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const createJestConfig = nextJest({ dir: rootDir }); // loads next.config.mjs and .env, compiles with SWC

const shared = {
  rootDir,
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // `server-only` throws outside React's server build; the tests run the modules directly.
    "^server-only$": "<rootDir>/tests/support/empty-module.ts",
  },
};

/** @type {import('jest').Config[]} */
const projects = [
  {
    ...shared,
    displayName: "unit",
    testEnvironment: "jsdom",
    setupFilesAfterEnv: ["<rootDir>/tests/support/setup-unit.ts"],
    testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
  },
  {
    ...shared,
    displayName: "integration",
    testEnvironment: "node",
    setupFiles: ["<rootDir>/tests/support/setup-integration.ts"],
    setupFilesAfterEnv: ["<rootDir>/tests/support/setup-integration-database.ts"],
    // The premium data is imported once per run and shared as a dump (tests/support/premium-data.ts).
    globalSetup: "<rootDir>/tests/support/global-setup-integration.mjs",
    globalTeardown: "<rootDir>/tests/support/global-teardown-integration.mjs",
    testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
  },
];

// next-intl, iron-session 9, ai … ship ESM only and Jest on Node 20 cannot require(esm):
// let SWC transform node_modules too.
export default async () => ({
  rootDir,
  // Jest reads testTimeout only here, not per project: opening a database or rendering a PDF
  // can take seconds on a loaded two-core machine.
  testTimeout: 30_000,
  projects: await Promise.all(
    projects.map(async (project) => {
      const resolved = await createJestConfig(project)();
      resolved.transformIgnorePatterns = ["^.+\\.module\\.(css|sass|scss)$"];
      return resolved;
    }),
  ),
});
