import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import { env } from "@/lib/env";

/**
 * The product's one way to send an e-mail (nodemailer): through SMTP_URL where it is set,
 * otherwise into the outbox folder (MAIL_OUTBOX_DIR, default DATA_DIR/outbox) as an .eml
 * file that any mail program opens. The log names the recipient and the file, never the
 * content (which may hold a login code).
 */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** How the log names the recipient instead of the address (a person's mail: "Offertanfrage <id>"). */
  logAs?: string;
};
export type MailReceipt = { messageId: string; file?: string };

let smtp: Transporter | undefined;

export async function sendMail(mail: OutgoingMail): Promise<MailReceipt> {
  const config = env();
  const message = { from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text };
  if (config.SMTP_URL) {
    smtp ??= createTransport(config.SMTP_URL);
    const info = (await smtp.sendMail(message)) as { messageId: string };
    console.info(`[mail] E-Mail an ${mail.logAs ?? mail.to} über SMTP gesendet (${info.messageId}).`);
    return { messageId: info.messageId };
  }
  const info = await createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(message);
  const file = await writeToOutbox(config.mailOutboxDir, info.message as Buffer);
  console.info(`[mail] Kein SMTP_URL gesetzt: E-Mail an ${mail.logAs ?? mail.to} abgelegt in ${file}`);
  return { messageId: info.messageId, file };
}

/**
 * <time>-<random>.eml, readable by the owner only (a mail may hold a login code). Written
 * under a temporary name and renamed, so a reader of the folder never sees a half-written mail.
 */
async function writeToOutbox(dir: string, message: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(".", "");
  const file = path.join(dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
  const partial = `${file}.part`;
  await writeFile(partial, message, { mode: 0o600, flag: "wx" });
  await rename(partial, file);
  return file;
}
