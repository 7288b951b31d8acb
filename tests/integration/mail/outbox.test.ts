import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sendMail } from "@/lib/mail/mailer";

// Without SMTP_URL a mail lands in the outbox folder. Whoever reads that folder (a mail
// program, the e2e tests waiting for a login code) must only ever see whole mails.
const outbox = mkdtempSync(path.join(tmpdir(), "pk-outbox-"));
process.env.MAIL_OUTBOX_DIR = outbox;
delete process.env.SMTP_URL;

describe("the local outbox", () => {
  it("holds each mail as one whole .eml file, the owner's only, and nothing half-written", async () => {
    // What a reader of the folder saw meanwhile: every .eml it found, and those it found incomplete.
    const seen = new Set<string>();
    const incomplete = new Set<string>();
    const look = () => {
      for (const name of readdirSync(outbox).filter((file) => file.endsWith(".eml"))) {
        seen.add(name);
        if (!/^Code: \d{6}$/m.test(readFileSync(path.join(outbox, name), "utf8"))) incomplete.add(name);
      }
    };
    const watcher = setInterval(look, 0);
    const receipts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendMail({ to: "admin@example.ch", subject: `Code ${i}`, text: `Code: ${String(100000 + i)}` })),
    );
    clearInterval(watcher);
    look();

    const files = readdirSync(outbox);
    expect(files).toHaveLength(20);
    expect(files.every((name) => name.endsWith(".eml"))).toBe(true);
    for (const receipt of receipts) {
      const file = receipt.file!;
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, "utf8")).toMatch(/^Code: 1000\d\d$/m);
    }
    expect([...seen].sort()).toEqual([...files].sort());
    expect([...incomplete]).toEqual([]);
  });
});
