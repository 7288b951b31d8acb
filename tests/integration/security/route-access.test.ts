import { randomInt } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { closeDatabase, getDatabase } from "@/lib/db";
import adminTexts from "@/lib/i18n/messages/de/admin.json";
import insurerTexts from "@/lib/i18n/messages/de/insurerPortal.json";
import { issueKey } from "@/lib/insurers/access-keys";
import { API_ROUTES, routeName, urlOf, type ApiRoute } from "@/tests/support/api-routes";
import { configureTestAdmin, logInTestAdmin } from "@/tests/support/test-admin";

// Who may call what, route by route from the one list in tests/support/api-routes.ts.
const PASSWORD = "Zugriff-nur-mit-Rolle";
const { outbox } = configureTestAdmin(PASSWORD, { ADMIN_COOKIE_SECURE: "auto" });

const run = randomInt(1, 250);
let nextHost = 1;
const freshAddress = () => `10.${run}.${150 + Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

const insurerCode = String(700_000 + randomInt(0, 90_000));
let insurerHeaders: Record<string, string>;
let adminCookie: string;
let setCookie: string;

beforeAll(async () => {
  const db = await getDatabase();
  await db.prisma.insurer.create({ data: { code: insurerCode, name: "Zugriffskasse" } });
  insurerHeaders = { "x-insurer-code": insurerCode, "x-api-key": (await issueKey(db, insurerCode)).secret };

  setCookie = await logInTestAdmin(outbox, PASSWORD, freshAddress());
  adminCookie = setCookie.split(";")[0]!;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(outbox, { recursive: true, force: true });
});

function call(route: ApiRoute, headers: Record<string, string> = {}) {
  return route.handler(
    new Request(urlOf(route), {
      method: route.method,
      headers: { "x-forwarded-for": freshAddress(), "content-type": "application/json", ...headers },
      body: route.method === "POST" ? "{}" : undefined,
    }),
  );
}

describe("the route list", () => {
  const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];
  const apiDir = path.join(process.cwd(), "app/api");

  function routeFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? routeFiles(path.join(dir, entry.name)) : entry.name.match(/^route\.(ts|tsx|js|mjs)$/) ? [path.join(dir, entry.name)] : [],
    );
  }

  /** "METHOD /api/path" for every handler a route file exports (function, const, or export list). */
  function handlersOnDisk(): string[] {
    return routeFiles(apiDir).flatMap((file) => {
      const source = readFileSync(file, "utf8");
      const routePath = `/${path.relative(path.join(process.cwd(), "app"), path.dirname(file)).split(path.sep).join("/")}`;
      const declared = [...source.matchAll(/export\s+(?:async\s+)?(?:function|const|let)\s+([A-Z]+)\b/g)].map((m) => m[1]!);
      const listed = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(",").map((name) => name.trim().split(/\s+as\s+/).at(-1)!));
      return [...declared, ...listed].filter((name) => HTTP_METHODS.includes(name)).map((method) => `${method} ${routePath}`);
    });
  }

  it("names every handler in app/api, and nothing that is not there", () => {
    const onDisk = handlersOnDisk().sort();
    const listed = API_ROUTES.map(routeName).sort();
    expect(onDisk.length).toBeGreaterThan(20);
    // A failure here: a route was added (or removed) without entering its access in tests/support/api-routes.ts.
    expect(onDisk.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !onDisk.includes(name))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("gives every route under /api/admin and /api/insurer a role, except the login steps and the insurer list", () => {
    const open = API_ROUTES.filter((route) => /^\/api\/(admin|insurer)\//.test(route.path) && !["admin", "insurer"].includes(route.access));
    expect(open.map(routeName).sort()).toEqual([
      "GET /api/insurer/list",
      "POST /api/admin/login",
      "POST /api/admin/resend-code",
      "POST /api/admin/verify-code",
    ]);
  });
});

const adminRoutes = API_ROUTES.filter((route) => route.access === "admin");
const insurerRoutes = API_ROUTES.filter((route) => route.access === "insurer");

describe("protected routes", () => {
  it.each(adminRoutes.map((route) => [routeName(route), route] as const))("%s: 401 without credentials, 403 with an insurer's valid key", async (_name, route) => {
    const anonymous = await call(route);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: adminTexts.server.notLoggedIn, details: adminTexts.server.notLoggedInDetails });

    const insurer = await call(route, insurerHeaders);
    expect(insurer.status).toBe(403);
    expect(await insurer.json()).toEqual({ error: "Kein Zugriff", details: adminTexts.server.wrongRoleDetails });
    expect(insurer.headers.get("cache-control")).toBe("no-store");

    // A wrong key is no role at all: 401, as without credentials.
    expect((await call(route, { ...insurerHeaders, "x-api-key": "pk_falsch" })).status).toBe(401);
  });

  it.each(insurerRoutes.map((route) => [routeName(route), route] as const))("%s: 401 without credentials, 403 with an admin session", async (_name, route) => {
    const anonymous = await call(route);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: insurerTexts.server.missingCredentials, details: insurerTexts.server.missingCredentialsDetails });

    const admin = await call(route, { cookie: adminCookie });
    expect(admin.status).toBe(403);
    expect(await admin.json()).toEqual({ error: "Kein Zugriff", details: insurerTexts.server.wrongRoleDetails });

    // The own role passes the gate (whatever the handler then makes of the empty input).
    expect([200, 400]).toContain((await call(route, insurerHeaders)).status);
  });

  it("lets the admin's own session through on the read-only admin routes", async () => {
    for (const route of adminRoutes.filter((r) => r.method === "GET")) {
      expect({ route: route.path, status: (await call(route, { cookie: adminCookie })).status }).toEqual({ route: route.path, status: 200 });
    }
  });
});

describe("cross-site requests to the cookie-authenticated routes", () => {
  const adminWrites = API_ROUTES.filter((route) => ["admin", "login"].includes(route.access) && route.method === "POST");

  it("covers every admin write, the login steps included", () => {
    expect(adminWrites.length).toBe(API_ROUTES.filter((r) => r.path.startsWith("/api/admin/") && r.method === "POST").length);
  });

  it.each(adminWrites.map((route) => [routeName(route), route] as const))("%s refuses another site's Origin and Sec-Fetch-Site: cross-site, even with a valid cookie", async (_name, route) => {
    const refusals: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "http://test.evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "http://test" },
    ];
    for (const headers of refusals) {
      const answer = await call(route, { cookie: adminCookie, ...headers });
      expect({ headers, status: answer.status }).toEqual({ headers, status: 403 });
      expect(await answer.json()).toEqual({ error: adminTexts.server.crossSite, details: adminTexts.server.crossSiteDetails });
    }
    // The site's own page passes the check (the route then answers on its merits, never 403).
    const own = await call(route, { origin: "http://test", "sec-fetch-site": "same-origin" });
    expect(own.status).not.toBe(403);
  });

  it("sets the admin cookie HttpOnly and SameSite=Strict, for the whole site", () => {
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Strict/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    // Plain http in the test: no Secure flag (auto); https sets it (admin-api.test.ts).
  });
});
