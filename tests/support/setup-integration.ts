// Each test file gets its own database: an in-memory PGlite, or, when the suite runs
// against PostgreSQL, the throwaway database that tests/support/postgres.sh created.
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || "pglite:memory";
