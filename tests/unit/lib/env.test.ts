import path from "node:path";
import { EnvError, parseEnv } from "@/lib/env";

const imprint = {
  IMPRINT_COMPANY: "Test AG",
  IMPRINT_STREET: "Weg 1",
  IMPRINT_CITY: "3000 Bern",
  IMPRINT_EMAIL: "info@test.ch",
  IMPRINT_REGISTRATION: "CHE-123.456.789",
};

describe("parseEnv", () => {
  it("runs on the embedded defaults: PGlite inside the local data folder", () => {
    const env = parseEnv({ ...imprint });
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.dataDir).toBe(path.resolve(".data"));
    expect(env.databaseUrl).toBe(`pglite:${path.resolve(".data", "pgdata")}`);
    expect(env.META_PIXEL_ID).toBeUndefined();
    expect(env.ANALYTICS_URL).toBeUndefined();
  });

  it("uses a PostgreSQL server where DATABASE_URL names one", () => {
    const env = parseEnv({ ...imprint, DATABASE_URL: "postgresql://root@127.0.0.1:5432/test" });
    expect(env.databaseUrl).toBe("postgresql://root@127.0.0.1:5432/test");
  });

  it("treats empty optional variables as unset", () => {
    const env = parseEnv({ ...imprint, DATABASE_URL: "", META_PIXEL_ID: "  ", ANALYTICS_URL: "", PRIVACY_EMAIL: "" });
    expect(env.databaseUrl).toMatch(/^pglite:/);
    expect(env.META_PIXEL_ID).toBeUndefined();
    expect(env.ANALYTICS_URL).toBeUndefined();
    expect(env.PRIVACY_EMAIL).toBeUndefined();
  });

  it("names every missing or malformed variable", () => {
    let error: unknown;
    try {
      parseEnv({ DATABASE_URL: "mysql://x", META_PIXEL_ID: "abc" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const issues = (error as EnvError).issues.join("\n");
    for (const name of ["DATABASE_URL", "IMPRINT_COMPANY", "IMPRINT_EMAIL", "IMPRINT_REGISTRATION", "META_PIXEL_ID"]) {
      expect(issues).toContain(name);
    }
  });

  it("has embedded defaults for the admin panel and mail", () => {
    const env = parseEnv({ ...imprint, DATA_DIR: "/srv/pk" });
    expect(env.ADMIN_EMAIL).toBe("admin@localhost");
    expect(env.ADMIN_CODE_TTL_SECONDS).toBe(60);
    expect(env.ADMIN_LOGIN_MAX_FAILURES).toBe(10);
    expect(env.QUOTE_RATE_LIMIT).toBe(20);
    expect(parseEnv({ ...imprint, QUOTE_RATE_LIMIT: "500" }).QUOTE_RATE_LIMIT).toBe(500);
    expect(() => parseEnv({ ...imprint, QUOTE_RATE_LIMIT: "0" })).toThrow(/QUOTE_RATE_LIMIT: mindestens 1/);
    expect(env.ADMIN_PASSWORD_HASH).toBeUndefined();
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.mailOutboxDir).toBe(path.resolve("/srv/pk/outbox"));
    // As a fresh .env from .env.example has them: empty.
    const blank = parseEnv({ ...imprint, ADMIN_CODE_TTL_SECONDS: "", ADMIN_PASSWORD_HASH: " ", ADMIN_EMAIL: "", MAIL_FROM: "", SMTP_URL: "", MAIL_OUTBOX_DIR: "/tmp/mails" });
    expect(blank.ADMIN_CODE_TTL_SECONDS).toBe(60);
    expect(blank.ADMIN_EMAIL).toBe("admin@localhost");
    expect(blank.MAIL_FROM).toBe("Prämienkompass <noreply@localhost>");
    expect(blank.ADMIN_PASSWORD_HASH).toBeUndefined();
    expect(blank.mailOutboxDir).toBe("/tmp/mails");
  });

  it("refuses a malformed admin configuration, naming each variable", () => {
    let error: unknown;
    try {
      parseEnv({
        ...imprint,
        ADMIN_PASSWORD_HASH: "scrypt$32768$8$1$abc$def",
        SESSION_SECRET: "too-short",
        ADMIN_CODE_TTL_SECONDS: "2",
        SMTP_URL: "http://mail",
        ADMIN_EMAIL: "not an address",
        ADMIN_COOKIE_SECURE: "yes",
      });
    } catch (e) {
      error = e;
    }
    const issues = (error as EnvError).issues.join("\n");
    for (const name of ["ADMIN_PASSWORD_HASH", "SESSION_SECRET", "ADMIN_CODE_TTL_SECONDS", "SMTP_URL", "ADMIN_EMAIL", "ADMIN_COOKIE_SECURE"]) {
      expect(issues).toContain(name);
    }
  });
});
