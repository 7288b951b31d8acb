import { GET } from "@/app/api/health/route";
import { closeDatabase } from "@/lib/db";
import { configureTestAdmin, logInTestAdmin } from "@/tests/support/test-admin";

const TOKEN = "betrieb-token-1234567890";
const { outbox } = configureTestAdmin("Betriebspasswort", { HEALTH_TOKEN: TOKEN });

afterAll(() => closeDatabase());

const health = (headers: Record<string, string> = {}) => GET(new Request("http://test/api/health", { headers }));

describe("GET /api/health", () => {
  it("tells an anonymous caller only that the service is up", async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
    expect(await (await health({ authorization: "Bearer falsch" })).json()).toEqual({ status: "ok" });
  });

  it("reports the database, its migrations and a stable installation date to the operator's token", async () => {
    const first = await health({ authorization: `Bearer ${TOKEN}` });
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({
      status: "ok",
      database: process.env.DATABASE_URL!.startsWith("pglite:") ? "pglite" : "postgresql",
    });
    expect(body.migrations).toBeGreaterThanOrEqual(1);
    expect(Date.parse(body.installedAt)).not.toBeNaN();

    const second = await (await health({ authorization: `Bearer ${TOKEN}` })).json();
    expect(second.installedAt).toBe(body.installedAt);
  });

  it("reports the details to the logged-in admin", async () => {
    const cookie = await logInTestAdmin(outbox, "Betriebspasswort", "10.77.0.1");
    expect(await (await health({ cookie })).json()).toMatchObject({ status: "ok", migrations: expect.any(Number) });
  });
});
