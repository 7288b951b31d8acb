#!/usr/bin/env node
// Looks for secrets and personal data where they must never be: the build output (.next, client
// chunks and server code alike) and the server log of an e2e run. Prints what was found and
// where, never the secret itself; exits 1 on any finding.
//
//   node scripts/scan-secrets.mjs [--next .next] [--log test-results/e2e-server.log] [--data-dir <e2e data folder>]
//
// It looks for: the test persons' e-mail addresses (tests/e2e, tests/support/lead-fixtures.ts) and,
// in the log, any e-mail address but the site's own; insurer API keys (the e2e run's issued keys
// and anything shaped like one); the e2e admin password; the secrets of the data folders
// (DATA_DIR/secrets: session secret, lead key, password hash) and of .env; the e2e login codes.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** An insurer key: "pk_" and 32 bytes in base64url (lib/insurers/key-secret.ts). */
export const KEY_PATTERN = /(?<![A-Za-z0-9_-])pk_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
/** Variables whose values are secret wherever they are configured. */
const SECRET_VARIABLES = ["SESSION_SECRET", "LEAD_ENCRYPTION_KEY", "LEAD_ENCRYPTION_OLD_KEYS", "ADMIN_PASSWORD_HASH", "LLM_API_KEY", "SMTP_URL"];

/** A secret to look for: `label` is printed, `value` never. `logOnly`: runtime values a build cannot hold. */
export function secret(label, value, logOnly = false) {
  return { label, value: String(value), logOnly };
}

const read = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
};

/** KEY=value lines of an env file (no expansion; quotes removed). */
export function parseEnvFile(text) {
  const values = {};
  for (const line of (text ?? "").split("\n")) {
    const match = /^\s*(?:export\s+)?([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^(["'])(.*)\1$/, "$2");
  }
  return values;
}

/** The secret part of a variable's value: the password of an SMTP URL, each of a list of keys. */
function secretParts(name, value) {
  if (!value) return [];
  if (name === "SMTP_URL") {
    try {
      const password = decodeURIComponent(new URL(value).password);
      return password ? [password] : [];
    } catch {
      return [];
    }
  }
  if (name === "LEAD_ENCRYPTION_OLD_KEYS") return value.split(",").map((key) => key.trim()).filter(Boolean);
  return [value];
}

/** E-mail addresses the site itself publishes or uses for itself: never a finding. */
export function siteAddresses(envs) {
  const addresses = new Set(["admin@localhost", "noreply@localhost"]);
  for (const text of [read(path.join(root, ".env.example")), ...envs.map((env) => Object.entries(env).map(([k, v]) => `${k}=${v}`).join("\n"))]) {
    for (const match of (text ?? "").matchAll(EMAIL)) addresses.add(match[0].toLowerCase());
  }
  return addresses;
}

/** Everything the scan looks for: the fixtures' persons, the data folders' secrets, .env's secrets. */
export function collectSecrets({ dataDirs = [], envs = [] } = {}) {
  const secrets = [];
  const site = siteAddresses(envs);
  const fixtureFiles = [path.join(root, "tests/support/lead-fixtures.ts"), ...listFiles(path.join(root, "tests/e2e")).filter((file) => /\.ts$/.test(file))];
  for (const file of fixtureFiles) {
    for (const match of (read(file) ?? "").matchAll(EMAIL)) {
      if (!site.has(match[0].toLowerCase())) secrets.push(secret(`e-mail address of a test person (${path.relative(root, file)})`, match[0]));
    }
  }
  const password = /E2E_ADMIN_PASSWORD = "([^"]+)"/.exec(read(path.join(root, "tests/e2e/admin-login.ts")) ?? "");
  if (password) secrets.push(secret("the e2e admin password", password[1]));
  for (const env of envs) {
    for (const name of SECRET_VARIABLES) for (const part of secretParts(name, env[name])) secrets.push(secret(name, part));
  }
  for (const dir of dataDirs) {
    for (const file of listFiles(path.join(dir, "secrets"))) {
      const value = read(file)?.trim();
      if (value && !file.endsWith(".tmp")) secrets.push(secret(`the secret in DATA_DIR/secrets/${path.basename(file)}`, value));
    }
    const keys = read(path.join(dir, "insurer-keys.json"));
    for (const key of keys ? JSON.parse(keys) : []) secrets.push(secret(`the issued API key of insurer ${key.insurerCode}`, key.apiKey, true));
    for (const mail of listFiles(path.join(dir, "outbox"))) {
      const code = /^Code: (\d{6})$/m.exec(read(mail) ?? "");
      if (code) secrets.push(secret(`an admin login code (${path.basename(mail)})`, code[1], true));
    }
  }
  // One entry per value (the first label wins), none too short to be told from chance.
  const seen = new Set();
  return secrets.filter((entry) => entry.value.length >= 6 && !seen.has(entry.value) && seen.add(entry.value));
}

export function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(file) : entry.isFile() ? [file] : [];
  });
}

const lineOf = (buffer, offset) => buffer.subarray(0, offset).toString("latin1").split("\n").length;

/**
 * Findings in `files`: each secret as it is (codes only as a whole number), key-shaped strings,
 * and, where `anyEmail` is set (logs), every e-mail address not in `allowed`.
 */
export function scanFiles(files, secrets, { log = false, allowed = new Set() } = {}) {
  const findings = [];
  for (const file of files) {
    const buffer = readFileSync(file);
    for (const entry of secrets) {
      if (entry.logOnly && !log) continue;
      const needle = Buffer.from(entry.value, "utf8");
      for (let at = buffer.indexOf(needle); at !== -1; at = buffer.indexOf(needle, at + 1)) {
        const before = buffer[at - 1];
        const after = buffer[at + needle.length];
        const digits = /^\d+$/.test(entry.value);
        const isDigit = (byte) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
        if (digits && (isDigit(before) || isDigit(after))) continue; // part of a longer number
        findings.push({ what: entry.label, file, line: lineOf(buffer, at) });
        break;
      }
    }
    const text = buffer.toString("latin1");
    for (const match of text.matchAll(KEY_PATTERN)) {
      findings.push({ what: "a string shaped like an insurer API key", file, line: lineOf(buffer, match.index) });
    }
    if (log) {
      for (const match of text.matchAll(EMAIL)) {
        if (!allowed.has(match[0].toLowerCase())) findings.push({ what: "an e-mail address (personal data)", file, line: lineOf(buffer, match.index) });
      }
    }
  }
  // One line per kind and file is enough to act on.
  const seen = new Set();
  return findings.filter((finding) => !seen.has(`${finding.what}|${finding.file}`) && seen.add(`${finding.what}|${finding.file}`));
}

function argsOf(argv) {
  const args = { next: [], log: [], dataDir: [] };
  for (let i = 0; i < argv.length; i += 2) {
    const name = { "--next": "next", "--log": "log", "--data-dir": "dataDir" }[argv[i]];
    if (!name || !argv[i + 1]) throw new Error(`usage: scan-secrets.mjs [--next <dir>] [--log <file>] [--data-dir <dir>] (got ${argv[i]})`);
    args[name].push(path.resolve(argv[i + 1]));
  }
  if (args.next.length + args.log.length === 0) args.next.push(path.join(root, ".next"));
  return args;
}

function main() {
  const args = argsOf(process.argv.slice(2));
  const envFile = parseEnvFile(read(path.join(root, ".env")));
  const envs = [envFile, process.env];
  const localData = path.resolve(root, envFile.DATA_DIR || process.env.DATA_DIR || ".data");
  const secrets = collectSecrets({ dataDirs: [localData, ...args.dataDir], envs });
  const problems = [];
  for (const dir of args.next) if (!existsSync(dir)) problems.push(`${dir} does not exist (build first)`);
  for (const file of args.log) if (!existsSync(file) || statSync(file).size === 0) problems.push(`${file} is missing or empty (the e2e run writes it)`);
  for (const dir of args.dataDir) if (!existsSync(path.join(dir, "insurer-keys.json"))) problems.push(`${dir} holds no insurer-keys.json: the e2e keys cannot be checked`);
  if (problems.length) {
    for (const problem of problems) console.error(`secret-scan: ${problem}`);
    process.exit(1);
  }
  const buildFiles = args.next.flatMap(listFiles);
  const findings = [...scanFiles(buildFiles, secrets), ...scanFiles(args.log, secrets, { log: true, allowed: siteAddresses(envs) })];
  const bytes = [...buildFiles, ...args.log].reduce((sum, file) => sum + statSync(file).size, 0);
  console.log(
    `secret-scan: ${secrets.length} secrets and the key and e-mail patterns in ${buildFiles.length} build files and ${args.log.length} log(s), ${(bytes / 1e6).toFixed(1)} MB`,
  );
  for (const finding of findings) console.error(`secret-scan: FOUND ${finding.what} in ${path.relative(root, finding.file)}:${finding.line}`);
  if (findings.length) process.exit(1);
  console.log("secret-scan: nothing found");
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
