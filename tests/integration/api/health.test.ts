import { GET } from "@/app/api/health/route";
import { closeDatabase } from "@/lib/db";

afterAll(() => closeDatabase());

describe("GET /api/health", () => {
  it("reports the database, its migrations and a stable installation date", async () => {
    const first = await GET();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const body = await first.json();
    expect(body).toMatchObject({
      status: "ok",
      database: process.env.DATABASE_URL!.startsWith("pglite:") ? "pglite" : "postgresql",
    });
    expect(body.migrations).toBeGreaterThanOrEqual(1);
    expect(Date.parse(body.installedAt)).not.toBeNaN();

    const second = await (await GET()).json();
    expect(second.installedAt).toBe(body.installedAt);
  });
});
