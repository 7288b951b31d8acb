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
  // "Code: 123456", in French "Code : 123456".
  const match = /^Code ?: (\d{6})$/m.exec(text);
  if (!match) throw new Error(`no login code in ${file}`);
  return match[1]!;
}

/** The code of the newest mail, optionally only among mails not in `seen`. */
export function latestCode(dir: string, seen: ReadonlySet<string> = new Set()): string {
  const file = outboxFiles(dir).filter((name) => !seen.has(name)).at(-1);
  if (!file) throw new Error(`no new mail in ${dir}`);
  return codeInMail(file);
}

/** The text of a mail as nodemailer writes it (quoted-printable or base64 body). */
export function decodeBody(mail: string): string {
  const [head, ...rest] = mail.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  if (/Content-Transfer-Encoding: base64/i.test(head!)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head!)) {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** A header's RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=, folded over lines) as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
    );
}

/** A mail file's subject and text, decoded. */
export function readMail(file: string): { subject: string; text: string } {
  const mail = readFileSync(file, "utf8");
  const head = mail.split(/\r?\n\r?\n/)[0]!;
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? "";
  return { subject: decodeHeader(subject.replace(/\r?\n[ \t]/g, " ")), text: decodeBody(mail) };
}
