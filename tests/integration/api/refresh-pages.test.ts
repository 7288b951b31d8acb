import { POST } from "@/app/api/internal/refresh-pages/route";
import { isRefreshToken, REFRESH_TOKEN_HEADER } from "@/lib/seo/page-refresh";

// The route that renews the cached pages answers only this process (its token never leaves it).
describe("POST /api/internal/refresh-pages", () => {
  it.each([
    ["no token", {}],
    ["a wrong token", { [REFRESH_TOKEN_HEADER]: "x".repeat(43) }],
    ["an empty token", { [REFRESH_TOKEN_HEADER]: "" }],
  ])("is a 404 with %s", async (_, headers: Record<string, string>) => {
    const response = POST(new Request("http://test/api/internal/refresh-pages", { method: "POST", headers }));
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe("Nicht gefunden");
  });

  it("knows its own token only", () => {
    expect(isRefreshToken(null)).toBe(false);
    expect(isRefreshToken("abc")).toBe(false);
    const token = (globalThis as unknown as { __pageRefresh: { token: string } }).__pageRefresh.token;
    expect(isRefreshToken(token)).toBe(true);
  });
});
