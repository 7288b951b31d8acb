import path from "node:path";

/** The server's operations socket in its data folder (see ops-socket.ts); the CLI looks for it here. */
export const opsSocketPath = (dataDir: string) => path.join(dataDir, "ops.sock");
