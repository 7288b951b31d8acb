// Creates (or drops) a throwaway database on the PostgreSQL server of TEST_DATABASE_URL,
// so test runs never share or leave data. Prints the new database's URL.
// Usage: node tests/support/pg-test-db.mjs create|drop <url>
import pg from "pg";

const [command, url] = process.argv.slice(2);
if (!url || !["create", "drop"].includes(command)) {
  console.error("usage: pg-test-db.mjs create|drop <postgresql-url>");
  process.exit(2);
}
const target = new URL(url);
const admin = new URL(url);
admin.pathname = "/postgres";
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  if (command === "create") {
    const name = `pk_test_${Date.now()}_${process.pid}`;
    await client.query(`CREATE DATABASE "${name}"`);
    target.pathname = `/${name}`;
    console.log(target.toString());
  } else {
    const name = target.pathname.slice(1);
    if (!/^pk_test_\d+_\d+$/.test(name)) throw new Error(`refusing to drop ${name}`);
    // The run's database and the per-file copies made from it (tests/support/isolated-database.ts).
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2 ORDER BY datname DESC", [name, `${name}\\_%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
} finally {
  await client.end();
}
