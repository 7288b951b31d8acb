import { isolateDatabase } from "./isolated-database";

// Before every test file's own hooks: its own PostgreSQL database (see isolated-database.ts).
beforeAll(() => isolateDatabase(), 600_000);
