import { contentSecurityPolicy, securityHeaders } from "@/lib/security-headers.mjs";

const header = (name: string, options: Parameters<typeof securityHeaders>[0]) =>
  securityHeaders(options).find((h) => h.key === name)?.value;

describe("security headers", () => {
  it("allows only the site itself by default and forbids framing", () => {
    const csp = contentSecurityPolicy({ dev: false, pixel: false });
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("facebook");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("lets no inline script run: a page's scripts need its nonce, other responses allow none", () => {
    const page = contentSecurityPolicy({ dev: false, pixel: false, nonce: "abc123" });
    expect(page).toMatch(/script-src 'self' 'nonce-abc123' 'strict-dynamic'(;|$)/);
    const other = contentSecurityPolicy({ dev: false, pixel: false });
    expect(other).toMatch(/script-src 'self'(;|$)/);
    for (const policy of [page, other]) expect(policy.split(";").find((d) => d.includes("script-src"))).not.toContain("unsafe-inline");
    // React's development overlays need eval; production never allows it.
    expect(contentSecurityPolicy({ dev: true, pixel: false, nonce: "n" })).toContain("'unsafe-eval'");
  });

  it("names a cached page's inline scripts by their hashes, without 'strict-dynamic' or 'unsafe-inline'", () => {
    const page = contentSecurityPolicy({ dev: false, pixel: false, scriptHashes: ["AAA=", "BBB="] });
    expect(page).toMatch(/script-src 'self' 'sha256-AAA=' 'sha256-BBB='(;|$)/);
  });

  it("opens the pixel's and the analytics endpoint's hosts only when configured", () => {
    const csp = contentSecurityPolicy({ dev: false, pixel: true, analyticsUrl: "https://stats.example.ch/e" });
    expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/stats\.example\.ch/);
  });

  it("sends nosniff, a referrer policy and HSTS in production only", () => {
    expect(header("X-Content-Type-Options", { dev: false, pixel: false })).toBe("nosniff");
    expect(header("Referrer-Policy", { dev: false, pixel: false })).toBe("strict-origin-when-cross-origin");
    expect(header("Strict-Transport-Security", { dev: false, pixel: false })).toMatch(/max-age=\d+/);
    expect(header("Strict-Transport-Security", { dev: true, pixel: false })).toBeUndefined();
  });
});
