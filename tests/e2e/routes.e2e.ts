import { expect, test } from "@playwright/test";
import { NECESSARY_ONLY, primeBrowser } from "./pages/browser-state";

// Every route of the spec's route table: each renders its own page inside the shell.
const routes = [
  { path: "/", h1: "Finde die beste Grundversicherung" },
  { path: "/calculator", h1: "Prämienrechner" },
  { path: "/optimizer", h1: "Franchisenoptimierer" },
  { path: "/krankenkasse-wechseln", h1: /wechseln/i },
  { path: "/krankenkasse-zuerich", h1: /Zürich/ },
  { path: "/krankenkasse-basel", h1: /Basel/ },
  { path: "/about", h1: /.+/ },
  { path: "/faq", h1: /.+/ },
  { path: "/privacy", h1: "Datenschutzerklärung" },
  { path: "/insurer-portal", h1: "Versicherer-Portal", noIndex: true },
  { path: "/admin", h1: "Administration", noIndex: true },
];

test.beforeEach(async ({ page }) => {
  await primeBrowser(page, { consent: NECESSARY_ONLY, welcomeSeen: true });
});

for (const route of routes) {
  test(`${route.path} renders its page in the shell`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    const title = await page.title();
    expect(title.length).toBeGreaterThan(10);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(30);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(route.path);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    const ogUrl = await page.locator('meta[property="og:url"]').getAttribute("content");
    expect(new URL(ogUrl!).pathname).toBe(route.path);
    const robots = page.locator('meta[name="robots"]');
    if (route.noIndex) await expect(robots).toHaveAttribute("content", /noindex/);
    else await expect(robots).toHaveCount(0);
  });
}

test("every page has its own title and description", async ({ page }) => {
  const seen = new Map<string, string>();
  for (const route of routes) {
    await page.goto(route.path);
    const key = `${await page.title()}|${await page.locator('meta[name="description"]').getAttribute("content")}`;
    expect(seen.get(key), `${route.path} repeats ${seen.get(key)}`).toBeUndefined();
    seen.set(key, route.path);
  }
});

test("unknown paths answer 404 with links onwards", async ({ page }) => {
  const response = await page.goto("/gibt-es-nicht/wirklich");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  const main = page.getByRole("main");
  for (const [name, href] of [
    ["Prämienrechner", "/calculator"],
    ["Franchisenoptimierer", "/optimizer"],
    ["Krankenkasse wechseln", "/krankenkasse-wechseln"],
    ["Datenschutz", "/privacy"],
    ["Zur Startseite", "/"],
  ]) {
    await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
  }
  await main.getByRole("link", { name: "Prämienrechner", exact: true }).click();
  await expect(page).toHaveURL(/\/calculator$/);
});

test("sitemap.xml lists the public pages and robots.txt keeps partners' areas out", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/calculator", "/optimizer", "/krankenkasse-wechseln", "/krankenkasse-zuerich", "/krankenkasse-basel", "/faq", "/about", "/privacy"]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  expect(sitemap).not.toContain("/admin");
  expect(sitemap).not.toContain("/insurer-portal");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain("Disallow: /insurer-portal");
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test("the site's icon is in the page, and /favicon.ico answers with it", async ({ page, request }) => {
  await page.goto("/faq");
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /^data:image\/svg\+xml,/);
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  expect(await icon.text()).toContain("<svg");
});

test("every response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/faq", "/api/health", "/nope"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toContain("max-age=");
  }
});

test("the home page describes the site and its main pages as structured data", async ({ page }) => {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const graph = blocks.map((b) => JSON.parse(b)).flatMap((b) => b["@graph"] ?? [b]);
  const site = graph.find((node) => node["@type"] === "WebSite");
  const urls: string[] = site.hasPart.map((p: { url: string }) => new URL(p.url).pathname);
  expect(urls).toEqual(
    expect.arrayContaining(["/calculator", "/optimizer", "/krankenkasse-wechseln", "/krankenkasse-zuerich", "/krankenkasse-basel"]),
  );
});
