import { POST as login } from "@/app/api/admin/login/route";
import { GET as leads } from "@/app/api/insurer/leads/route";
import { POST as validateAccess } from "@/app/api/insurer/validate-access/route";
import { closeDatabase } from "@/lib/db";
import { configureTestAdmin } from "@/tests/support/test-admin";
import { startTcpProxy, type TcpProxy } from "../../support/tcp-proxy";

/**
 * The insurer portal and the admin while PostgreSQL is gone (cut through tests/support/tcp-proxy.ts):
 * a 503 in the formal address that invites a retry, not a 500, and nothing internal in the answer.
 * PostgreSQL only: the embedded database runs in the process and cannot go away on its own.
 */
const target = process.env.TEST_DATABASE_URL;
const describeOnPostgres = target ? describe : describe.skip;
configureTestAdmin("Ausfallpasswort");
const INTERNALS = /prisma|econn|postgres|127\.0\.0\.1|stack|terminated|socket/i;

let proxy: TcpProxy;

describeOnPostgres("insurer and admin routes while the database is down", () => {
  beforeAll(async () => {
    proxy = await startTcpProxy(target!);
    process.env.DATABASE_URL = proxy.url;
  });
  afterAll(async () => {
    await closeDatabase();
    await proxy?.close();
  });

  it("answer 503 and work again when it is back", async () => {
    const insurer = { "x-insurer-code": "1509", "x-api-key": "pk_nicht_gueltig", "x-forwarded-for": "10.66.0.1" };
    expect((await validateAccess(new Request("http://test/api/insurer/validate-access", { method: "POST", headers: insurer }))).status).toBe(401);
    proxy.down();
    const answers = [
      await validateAccess(new Request("http://test/api/insurer/validate-access", { method: "POST", headers: insurer })),
      await leads(new Request("http://test/api/insurer/leads", { headers: insurer })),
      await login(new Request("http://test/api/admin/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ password: "x" }) })),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      const text = await answer.text();
      expect(JSON.parse(text)).toEqual({
        error: "Dienst vorübergehend nicht verfügbar",
        details: "Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.",
      });
      expect(text).not.toMatch(INTERNALS);
    }
    proxy.up();
    expect((await validateAccess(new Request("http://test/api/insurer/validate-access", { method: "POST", headers: insurer }))).status).toBe(401);
  }, 120_000);
});
