import { GET as health } from "@/app/api/health/route";
import { POST as validateAccess } from "@/app/api/insurer/validate-access/route";
import { POST as advisor } from "@/app/api/orchestrator/process/route";
import { POST as search } from "@/app/api/premiums/search/route";
import { GET as quoteInsurers } from "@/app/api/quote/insurers/route";
import { closeDatabase } from "@/lib/db";
import { resetCatalog } from "@/lib/catalog/catalog";
import { prepareCatalog } from "@/lib/importer/startup-import";

/**
 * The server starts on an empty database with no premium data folder (PREMIUM_DATA_DIR
 * points nowhere): one clear message in the log, no crash, the health check and the insurer
 * portal work, and what needs premiums answers a clear German 503. (`scripts/check-missing-data.sh`
 * checks the same against `npm start` and the pages.) Always on an empty in-memory database.
 */
process.env.DATABASE_URL = "pglite:memory";
process.env.PREMIUM_DATA_DIR = "/nonexistent/praemiendaten";

const UNAVAILABLE = {
  error: "Prämiendaten nicht verfügbar",
  details: "Die Prämiendaten sind noch nicht geladen. Bitte versuche es in einer Minute erneut.",
};
const post = (handler: (request: Request) => Promise<Response> | Response, url: string, body: unknown) =>
  handler(new Request(`http://test${url}`, { method: "POST", body: JSON.stringify(body) }));

let logged: string[] = [];
beforeAll(async () => {
  const spy = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
  await prepareCatalog();
  spy.mockRestore();
});
afterAll(async () => {
  resetCatalog();
  await closeDatabase();
});

describe("a start without the premium data folder", () => {
  it("logs one message naming the folder, what works and what to do", () => {
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("Prämiendaten-Ordner /nonexistent/praemiendaten nicht gefunden (PREMIUM_DATA_DIR)");
    expect(logged[0]).toContain("antworten mit 503");
    expect(logged[0]).toContain("npm run data:import");
    logged = [];
  });

  it("is healthy and says the premium data is missing", async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", premiumData: "missing" });
  });

  it("answers a German 503 where premiums are needed, without internals", async () => {
    const answers = [
      await post(search, "/api/premiums/search", { postalCode: "8001", birthYear: 1990 }),
      await post(advisor, "/api/orchestrator/process", { userInput: "8001 Zürich, Jahrgang 1990" }),
      await quoteInsurers(),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual(UNAVAILABLE);
    }
  });

  it("keeps the insurer portal working: an unknown key is refused, not a server error", async () => {
    const response = await validateAccess(
      new Request("http://test/api/insurer/validate-access", { method: "POST", headers: { "x-api-key": "pk_unbekannt_0000000000000000", "x-insurer-code": "923" } }),
    );
    expect(response.status).toBe(401);
  });
});
