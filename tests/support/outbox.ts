import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The mail outbox as tests read it: the .eml files the server wrote (no SMTP_URL), newest
 * last, and the login code in one of them ("Code: 123456" in the body).
 */
export function outboxFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  // The names start with the time (to the millisecond); the modification time breaks ties.
  return names
    .map((name) => path.join(dir, name))
    .sort((a, b) => path.basename(a).localeCompare(path.basename(b)) || statSync(a).mtimeMs - statSync(b).mtimeMs);
}

export function codeInMail(file: string): string {
  const text = readFileSync(file, "utf8");
  const match = /^Code: (\d{6})$/m.exec(text);
  if (!match) throw new Error(`no login code in ${file}`);
  return match[1]!;
}

/** The code of the newest mail, optionally only among mails not in `seen`. */
export function latestCode(dir: string, seen: ReadonlySet<string> = new Set()): string {
  const file = outboxFiles(dir).filter((name) => !seen.has(name)).at(-1);
  if (!file) throw new Error(`no new mail in ${dir}`);
  return codeInMail(file);
}
