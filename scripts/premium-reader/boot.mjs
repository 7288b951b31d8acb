// A worker thread's entry: TypeScript through tsx (a worker does not inherit the parent's loader; both
// of tsx's hooks, as the tsx command installs them), then the module named in workerData.
import { workerData } from "node:worker_threads";
import { register as registerRequire } from "tsx/cjs/api";
import { register } from "tsx/esm/api";

registerRequire();
register();
await import(workerData.entry);
