import path from "node:path";
import { z } from "zod";
import { parsePasswordHash } from "@/lib/crypto/password-hash";

/**
 * The one place that reads process.env. Every variable is parsed with zod; the embedded
 * defaults (PGlite in the local data folder, no tracking) need no configuration at all.
 */
const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** An optional variable: unset, empty or blank all mean "not configured". */
const optional = <T extends z.ZodType>(inner: T) => z.preprocess(blankAsUnset, inner.optional());

/** A variable with a default: unset, empty or blank all mean the default. */
const withDefault = <T extends z.ZodType>(inner: T, fallback: NonNullable<z.output<T>>) =>
  optional(inner).transform((value): NonNullable<z.output<T>> => value ?? fallback);

/** An optional whole number: unset or blank means the default. */
const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  withDefault(z.coerce.number().int(`${name} muss eine ganze Zahl sein`).min(min, `${name}: mindestens ${min}`).max(max, `${name}: höchstens ${max}`), fallback);

const requiredText = (name: string) =>
  z.string({ error: `${name} fehlt` }).trim().min(1, `${name} ist leer`);

/** A 32-byte key written as base64. */
const base64Key = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, "base64").length === 32, {
      message: `${name} muss ein Schlüssel aus 32 Bytes in Base64 sein (z. B. openssl rand -base64 32)`,
    });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SITE_URL: z.url().default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: optional(
    z.string().regex(/^(postgres(ql)?:\/\/|pglite:)/, "DATABASE_URL muss mit postgresql:// oder pglite: beginnen"),
  ),
  /** The BAG premium data folder the importer reads (see its README). */
  PREMIUM_DATA_DIR: z.string().min(1).default("../shared/data"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  IMPRINT_COMPANY: requiredText("IMPRINT_COMPANY"),
  IMPRINT_STREET: requiredText("IMPRINT_STREET"),
  IMPRINT_CITY: requiredText("IMPRINT_CITY"),
  IMPRINT_EMAIL: z.email({ error: "IMPRINT_EMAIL ist keine gültige E-Mail-Adresse" }),
  IMPRINT_PHONE: optional(z.string().trim()),
  IMPRINT_REGISTRATION: requiredText("IMPRINT_REGISTRATION"),
  /** How the operator finances the product, one or two sentences for the about and privacy pages. */
  FINANCING_STATEMENT: optional(z.string().trim().min(20, "FINANCING_STATEMENT ist zu kurz (ein ganzer Satz)")),
  PRIVACY_EMAIL: optional(z.email({ error: "PRIVACY_EMAIL ist keine gültige E-Mail-Adresse" })),
  META_PIXEL_ID: optional(z.string().trim().regex(/^\d{5,20}$/, "META_PIXEL_ID besteht nur aus Ziffern")),
  ANALYTICS_URL: optional(z.url({ error: "ANALYTICS_URL ist keine gültige URL" })),
  /** An OpenAI-compatible endpoint (Ollama, a cloud service) for the advisor; without it the rule engine answers. */
  LLM_BASE_URL: optional(z.url({ error: "LLM_BASE_URL ist keine gültige URL" })),
  LLM_MODEL: optional(z.string().trim().min(1)),
  LLM_API_KEY: optional(z.string().trim().min(1)),
  /** Seals leads (AES-256-GCM): 32 bytes, base64. Unset: generated into DATA_DIR/secrets. */
  LEAD_ENCRYPTION_KEY: optional(base64Key("LEAD_ENCRYPTION_KEY")),
  /** Earlier lead keys, comma-separated, still needed to read leads sealed before a rotation. */
  LEAD_ENCRYPTION_OLD_KEYS: optional(
    z
      .string()
      .transform((list) => list.split(",").map((key) => key.trim()).filter(Boolean))
      .pipe(z.array(base64Key("LEAD_ENCRYPTION_OLD_KEYS"))),
  ),
  /** The admin password's scrypt hash (npm run admin:hash-password). Unset: generated on first start. */
  ADMIN_PASSWORD_HASH: optional(
    z.string().trim().refine((value) => parsePasswordHash(value) !== null, {
      message: "ADMIN_PASSWORD_HASH ist kein gültiger Hash (npm run admin:hash-password erzeugt einen)",
    }),
  ),
  /** Where the admin's login codes go. */
  ADMIN_EMAIL: withDefault(z.string().trim().regex(/^[^\s@]+@[^\s@]+$/, "ADMIN_EMAIL ist keine gültige E-Mail-Adresse"), "admin@localhost"),
  /** Seals the admin session cookie and keys the login codes' hashes; ≥ 32 characters. Unset: generated. */
  SESSION_SECRET: optional(z.string().trim().min(32, "SESSION_SECRET muss mindestens 32 Zeichen lang sein")),
  /** Validity of an e-mailed login code in seconds (spec: 60). */
  ADMIN_CODE_TTL_SECONDS: wholeNumber("ADMIN_CODE_TTL_SECONDS", 5, 900, 60),
  /** Failed admin logins (wrong password or code) per client address in 15 minutes. */
  ADMIN_LOGIN_MAX_FAILURES: wholeNumber("ADMIN_LOGIN_MAX_FAILURES", 1, 1000, 10),
  /** Quote requests (POST /api/quote/request, the advisor's) per client address and hour; a replay with the same idempotency key is free. */
  QUOTE_RATE_LIMIT: wholeNumber("QUOTE_RATE_LIMIT", 1, 1_000_000, 20),
  /**
   * How long browsers and proxies may keep a premium search's answer (GET /api/premiums/search and
   * /household, `Cache-Control: public, max-age`): an import shows through caches within this plus 30 s.
   */
  PREMIUM_CACHE_SECONDS: wholeNumber("PREMIUM_CACHE_SECONDS", 0, 86_400, 300),
  /**
   * Proxies in front of the server whose X-Forwarded-For entry is trusted (nginx: 1). 0: the
   * connection's own address counts for every per-address limit, whatever the client sends.
   */
  TRUST_PROXY_HOPS: wholeNumber("TRUST_PROXY_HOPS", 0, 5, 0),
  /** Bearer token for the details of /api/health (database, migrations, memory); anonymous callers learn only "ok". */
  HEALTH_TOKEN: optional(z.string().trim().min(16, "HEALTH_TOKEN muss mindestens 16 Zeichen lang sein")),
  /** The admin cookie's Secure flag: auto (https requests and https SITE_URL), or always / never. */
  ADMIN_COOKIE_SECURE: optional(z.enum(["auto", "true", "false"], { error: "ADMIN_COOKIE_SECURE ist auto, true oder false" })),
  /** Outgoing mail server, e.g. smtps://user:pass@mail.example.ch:465. Unset: mails land in MAIL_OUTBOX_DIR. */
  SMTP_URL: optional(z.string().trim().regex(/^smtps?:\/\//, "SMTP_URL muss mit smtp:// oder smtps:// beginnen")),
  /** Sender of the product's mails. */
  MAIL_FROM: withDefault(z.string().trim().min(3, "MAIL_FROM ist zu kurz"), "Prämienkompass <noreply@localhost>"),
  /** Folder for mails as .eml files when no SMTP_URL is set (default DATA_DIR/outbox). */
  MAIL_OUTBOX_DIR: optional(z.string().trim().min(1)),
});

export type Env = z.infer<typeof schema> & {
  /** Absolute path of the local data folder (embedded database, generated secrets, outbox). */
  dataDir: string;
  /** Absolute path of the premium data folder. */
  premiumDataDir: string;
  /** The effective database URL: DATABASE_URL, else PGlite inside the data folder. */
  databaseUrl: string;
  /** Absolute path of the mail outbox (used when no SMTP_URL is set). */
  mailOutboxDir: string;
};

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Ungültige Konfiguration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`),
    );
  }
  const dataDir = path.resolve(result.data.DATA_DIR);
  return {
    ...result.data,
    dataDir,
    premiumDataDir: path.resolve(result.data.PREMIUM_DATA_DIR),
    databaseUrl: result.data.DATABASE_URL ?? `pglite:${path.join(dataDir, "pgdata")}`,
    mailOutboxDir: path.resolve(/*turbopackIgnore: true*/ result.data.MAIL_OUTBOX_DIR ?? path.join(dataDir, "outbox")),
  };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
