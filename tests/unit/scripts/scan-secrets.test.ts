/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error -- a plain ESM script without type declarations
import { collectSecrets, parseEnvFile, scanFiles, secret } from "../../../scripts/scan-secrets.mjs";

type Finding = { what: string; file: string; line: number };
type Secret = { label: string; value: string; logOnly: boolean };
const scan = scanFiles as (files: string[], secrets: Secret[], options?: { log?: boolean; allowed?: Set<string> }) => Finding[];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "pk-scan-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text: string) => {
  const target = path.join(dir, name);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  return target;
};

describe("scan-secrets", () => {
  it("finds a planted secret in a client chunk, names file and line, never the value", () => {
    const chunk = file("static/chunks/app.js", `console.log(1);\nconst k="s3cr3t-Sitzungsschluessel-123";\n`);
    const clean = file("server/page.js", "nothing here");
    const findings = scan([chunk, clean], [secret("SESSION_SECRET", "s3cr3t-Sitzungsschluessel-123")]);
    expect(findings).toEqual([{ what: "SESSION_SECRET", file: chunk, line: 2 }]);
    expect(JSON.stringify(findings)).not.toContain("s3cr3t");
  });

  it("finds anything shaped like an insurer key, and codes only as whole numbers in logs", () => {
    const log = file("server.log", `ok\n[keys] pk_${"A".repeat(43)} ausgegeben\nrequest 1234567 took 5 ms\nCode 654321\n`);
    const findings = scan([log], [secret("a login code", "234567", true), secret("another code", "654321", true)], { log: true });
    expect(findings.map((f) => [f.what, f.line])).toEqual([
      ["another code", 4],
      ["a string shaped like an insurer API key", 2],
    ]);
    // Runtime values are not looked for in a build.
    expect(scan([log], [secret("another code", "654321", true)]).map((f) => f.what)).toEqual(["a string shaped like an insurer API key"]);
  });

  it("reports every e-mail address in a log but the site's own", () => {
    const log = file("server.log", "[mail] E-Mail an admin@localhost abgelegt\n[leads] neu: erika.muster@example.ch\n");
    expect(scan([log], [], { log: true, allowed: new Set(["admin@localhost"]) })).toEqual([
      { what: "an e-mail address (personal data)", file: log, line: 2 },
    ]);
  });

  it("collects the data folder's secrets, issued keys, codes, .env secrets and the fixtures' persons", () => {
    const data = path.join(dir, "data");
    file("data/secrets/admin-session.key", "c2Vzc2lvbi1zZWNyZXQtYWJjZGVmZ2hpams=\n");
    file("data/insurer-keys.json", JSON.stringify([{ insurerCode: "8", insurerName: "CSS", apiKey: `pk_${"B".repeat(43)}` }]));
    file("data/outbox/1.eml", "Subject: Code\n\nCode: 481516\n");
    const env = parseEnvFile('SMTP_URL="smtps://user:Geheim%21Passwort@mail.example.ch:465"\nLEAD_ENCRYPTION_KEY=\n');
    const secrets = (collectSecrets as (o: object) => Secret[])({ dataDirs: [data], envs: [env] });
    const labels = secrets.map((s) => s.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "the secret in DATA_DIR/secrets/admin-session.key",
        "the issued API key of insurer 8",
        "an admin login code (1.eml)",
        "SMTP_URL",
        "the e2e admin password",
        expect.stringMatching(/^e-mail address of a test person \(tests\/e2e\//),
      ]),
    );
    expect(secrets.find((s) => s.label === "SMTP_URL")?.value).toBe("Geheim!Passwort");
    expect(secrets.some((s) => s.value === "kontakt@example.ch")).toBe(false); // the imprint's address is public
  });
});
