import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** One folder per test run for the dump of the imported premium data (see tests/support/premium-data.ts). */
export default function setup() {
  process.env.PK_TEST_SNAPSHOT_DIR = mkdtempSync(path.join(tmpdir(), "pk-test-premiums-"));
}
