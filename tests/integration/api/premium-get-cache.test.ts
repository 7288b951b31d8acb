import { GET as householdGet, POST as householdPost } from "@/app/api/premiums/household/route";
import { GET as searchGet, POST as searchPost } from "@/app/api/premiums/search/route";
import { reloadCatalog } from "@/lib/catalog/catalog";
import { getDatabase } from "@/lib/db";
import { useCatalog } from "../../support/premium-data";

// The cacheable GETs of the premium search and the household search (docs/api.md), on the real
// BAG data as imported on a first start: the same answer as the POST, a strong ETag of the data
// version and the normalised request, Cache-Control public with a max-age, 304 on If-None-Match.
useCatalog();

const base = "http://test/api/premiums";
const get = (handler: (request: Request) => Promise<Response>, query: string, headers: Record<string, string> = {}) =>
  handler(new Request(`${base}${query}`, { headers }));
const post = (handler: (request: Request) => Promise<Response>, path: string, body: object) =>
  handler(new Request(`${base}${path}`, { method: "POST", body: JSON.stringify(body) }));

const zurich = "postalCode=8001&birthYear=1990&franchiseAmount=300&accidentCoverage=true&tariffYear=2026";

describe("GET /api/premiums/search", () => {
  it("answers what the POST answers for the same fields, with a strong ETag and Cache-Control public, max-age", async () => {
    const viaGet = await get(searchGet, `/search?${zurich}&modelCodes=standard,hmo&limit=20`);
    expect(viaGet.status).toBe(200);
    const viaPost = await post(searchPost, "/search", {
      postalCode: "8001", birthYear: 1990, franchiseAmount: 300, accidentCoverage: true, tariffYear: 2026, modelCodes: ["standard", "hmo"], limit: 20,
    });
    expect(await viaGet.text()).toBe(await viaPost.text());
    expect(viaGet.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    // A year given in the request: the whole window (PREMIUM_CACHE_SECONDS, default 300 s).
    expect(viaGet.headers.get("cache-control")).toBe("public, max-age=300");
    expect(viaGet.headers.get("vary")).toBe("Accept-Encoding");
    expect(viaPost.headers.get("cache-control")).toBe("no-store");
  });

  it("gives the same ETag to the same normalised request and another one to another request", async () => {
    const tag = async (query: string) => (await get(searchGet, `/search?${query}`)).headers.get("etag");
    const first = await tag(zurich);
    // Order of the fields, repeated list entries against a comma list, defaults written out: the same search.
    expect(await tag("tariffYear=2026&accidentCoverage=1&franchiseAmount=300&birthYear=1990&postalCode=8001&limit=50&sortBy=price_asc")).toBe(first);
    expect(await tag(`${zurich}&modelCodes=hmo&modelCodes=telmed`)).toBe(await tag(`${zurich}&modelCodes=hmo,telmed`));
    expect(await tag(zurich.replace("1990", "1991"))).not.toBe(first);
    expect(await tag(zurich.replace("2026", "2027"))).not.toBe(first);
  });

  it("answers 304 without a body when If-None-Match names the current tag, 200 for another tag", async () => {
    const etag = (await get(searchGet, `/search?${zurich}`)).headers.get("etag")!;
    const again = await get(searchGet, `/search?${zurich}`, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await get(searchGet, `/search?${zurich}`, { "if-none-match": `"other", W/${etag}` })).status).toBe(304);
    expect((await get(searchGet, `/search?${zurich}`, { "if-none-match": '"other"' })).status).toBe(200);
  });

  it("changes the tag when the data changes (a new import), so a cache revalidates to the new answer", async () => {
    const etag = (await get(searchGet, `/search?${zurich}`)).headers.get("etag")!;
    const db = await getDatabase();
    await db.sql.query("UPDATE tariff_year SET imported_at = imported_at + interval '1 second' WHERE year = 2026");
    await reloadCatalog();
    const after = await get(searchGet, `/search?${zurich}`, { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("expires an answer for the default tariff year by Swiss midnight at the latest", async () => {
    const response = await get(searchGet, "/search?postalCode=8001&birthYear=1990");
    expect(response.status).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get("cache-control")!)![1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(300);
  });

  it.each([
    ["a malformed postal code", "postalCode=80a1&birthYear=1990", "Die Postleitzahl muss aus 4 Ziffern bestehen", "postalCode"],
    ["no birth year", "postalCode=8001", "Bitte gib PLZ/Ort und Geburtsjahr ein", "birthYear"],
    ["a limit that is no number", "postalCode=8001&birthYear=1990&limit=viele", "limit muss zwischen 1 und 200 liegen", "limit"],
    ["accident cover that is no boolean", "postalCode=8001&birthYear=1990&accidentCoverage=ja", "accidentCoverage muss true oder false sein", "accidentCoverage"],
    ["an unknown model", "postalCode=8001&birthYear=1990&modelCodes=vip", "Unbekanntes Versicherungsmodell", "modelCodes.0"],
    ["a limit given twice", "postalCode=8001&birthYear=1990&limit=5&limit=6", "limit muss zwischen 1 und 200 liegen", "limit"],
  ])("answers 400 with the POST's German message for %s, never cached", async (_name, query, message, field) => {
    const response = await get(searchGet, `/search?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("etag")).toBeNull();
    const body = (await response.json()) as { error: string; details: string; fields: Record<string, string[]> };
    expect(body.error).toBe("Ungültige Anfrage");
    expect(body.details).toBe(message);
    expect(body.fields[field]).toContain(message);
  });

  it("answers an unknown franchise with the POST's 400 and an unloaded year with its 422, uncached", async () => {
    const franchise = await get(searchGet, "/search?postalCode=8001&birthYear=1990&franchiseAmount=700");
    expect(franchise.status).toBe(400);
    expect(await franchise.json()).toMatchObject({ error: "Ungültige Franchise" });
    const year = await get(searchGet, "/search?postalCode=8001&birthYear=1990&tariffYear=2031");
    expect(year.status).toBe(422);
    expect(year.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/premiums/household", () => {
  const family =
    "postalCode=8001&tariffYear=2026&persons[0].birthYear=1984&persons[1].birthYear=1986&persons[1].franchiseAmount=2500" +
    "&persons[1].accidentCoverage=false&persons[2].birthYear=2015&persons[2].label=Kind%201";

  it("answers what the POST answers, persons in the query, cacheable with a 304 on the same tag", async () => {
    const viaGet = await get(householdGet, `/household?${family}`);
    expect(viaGet.status).toBe(200);
    const viaPost = await post(householdPost, "/household", {
      postalCode: "8001",
      tariffYear: 2026,
      persons: [{ birthYear: 1984 }, { birthYear: 1986, franchiseAmount: 2500, accidentCoverage: false }, { birthYear: 2015, label: "Kind 1" }],
    });
    expect(await viaGet.text()).toBe(await viaPost.text());
    expect(viaGet.headers.get("cache-control")).toBe("public, max-age=300");
    const etag = viaGet.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect((await get(householdGet, `/household?${family}`, { "if-none-match": etag })).status).toBe(304);
    expect((await get(householdGet, `/household?${family.replace("2015", "2016")}`)).headers.get("etag")).not.toBe(etag);
  });

  it("names a person's field in the POST's German message, and refuses a seventh person", async () => {
    const noYear = await get(householdGet, "/household?postalCode=8001&persons[0].birthYear=1984&persons[2].birthYear=2015");
    expect(noYear.status).toBe(400);
    expect(await noYear.json()).toMatchObject({ field: "persons[1].birthYear", details: "Bitte gib PLZ/Ort und Geburtsjahr ein" });
    const seven = Array.from({ length: 7 }, (_, at) => `persons[${at}].birthYear=1980`).join("&");
    const tooMany = await get(householdGet, `/household?postalCode=8001&${seven}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.headers.get("cache-control")).toBe("no-store");
  });
});
