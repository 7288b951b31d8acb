import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Each test file gets its own database: an in-memory PGlite, or, when the suite runs against
// PostgreSQL, a copy of the run's database (tests/support/isolated-database.ts, before each file).
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || "pglite:memory";

// One lead key for every test file: on PostgreSQL all files share one database, and a lead
// sealed by one file must open in another. A fixed test key, never used outside tests.
// (`||=`: the .env that Next.js loads sets the variable to "", which means "generate one".)
process.env.LEAD_ENCRYPTION_KEY ||= Buffer.alloc(32, 7).toString("base64");

// Most files send their quote requests from one address ("unknown", no proxy header), and on
// PostgreSQL all files share the counters: the per-address quote limit is tested on its own.
process.env.QUOTE_RATE_LIMIT ||= "1000000";

// The in-process tests stand in for the proxy: they name the client's address in X-Forwarded-For,
// as nginx does (TRUST_PROXY_HOPS=1). tests/integration/security/client-address-server.test.ts
// checks both settings against the real server.
process.env.TRUST_PROXY_HOPS ||= "1";

// Quote requests send a confirmation e-mail: into a folder of the run, never the repository's
// data folder (a file that reads its mails sets its own MAIL_OUTBOX_DIR first).
process.env.MAIL_OUTBOX_DIR ||= mkdtempSync(path.join(tmpdir(), "pk-test-outbox-"));
