/**
 * @jest-environment node
 */
import { HttpError, fetchJson, queryKeyToUrl } from "@/lib/http/fetch-json";

const respond = (status: number, body: string, statusText = "") =>
  jest.fn(async () => new Response(body || null, { status, statusText }));

afterEach(() => jest.restoreAllMocks());

describe("fetchJson", () => {
  it("sends JSON with cookies included and reads JSON", async () => {
    const fetchMock = respond(200, JSON.stringify({ quoteId: "q1" }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(fetchJson("/api/quote/request", { body: { a: 1 } })).resolves.toEqual({ quoteId: "q1" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/quote/request");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)["content-type"]).toBe("application/json");
  });

  it("sends the page's language, not the browser's, as Accept-Language (none outside a page)", async () => {
    const fetchMock = respond(200, "{}");
    global.fetch = fetchMock as unknown as typeof fetch;
    await fetchJson("/api/location?postal_code=8001");
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty("accept-language");
    (globalThis as { document?: unknown }).document = { documentElement: { lang: "de-CH" } };
    try {
      await fetchJson("/api/location?postal_code=8001");
      expect((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].headers).toMatchObject({ "accept-language": "de-CH" });
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
  });

  it('turns a non-OK answer into "status: body"', async () => {
    global.fetch = respond(400, '{"error":"Ungültige Postleitzahl"}') as unknown as typeof fetch;
    const error = await fetchJson("/api/location?postal_code=0000").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('400: {"error":"Ungültige Postleitzahl"}');
    expect((error as HttpError).json?.error).toBe("Ungültige Postleitzahl");
  });

  it("uses the status text when the body is empty", async () => {
    global.fetch = respond(503, "", "Service Unavailable") as unknown as typeof fetch;
    await expect(fetchJson("/api/health")).rejects.toThrow("503: Service Unavailable");
  });

  it("reads a 401 as null only where the call opts in", async () => {
    global.fetch = respond(401, "Unauthorized") as unknown as typeof fetch;
    await expect(fetchJson("/api/admin/insurers-status", { on401: "returnNull" })).resolves.toBeNull();
    await expect(fetchJson("/api/admin/insurers-status")).rejects.toThrow("401: Unauthorized");
  });
});

describe("queryKeyToUrl", () => {
  it("joins the key's segments with slashes", () => {
    expect(queryKeyToUrl(["/api/location", "8001"])).toBe("/api/location/8001");
    expect(queryKeyToUrl(["/api/insurer/list"])).toBe("/api/insurer/list");
  });
});
