import { rmSync } from "node:fs";

export default function teardown() {
  if (process.env.PK_TEST_SNAPSHOT_DIR) rmSync(process.env.PK_TEST_SNAPSHOT_DIR, { recursive: true, force: true });
}
