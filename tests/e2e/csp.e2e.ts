import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { NECESSARY_ONLY, primeBrowser } from "./pages/browser-state";

// The Content-Security-Policy of every page: pages are cached, and no inline script runs unless the
// page's policy names its hash (server.mjs, lib/http/page-policy.mjs).
const pages = ["/", "/calculator", "/optimizer", "/krankenkasse-wechseln", "/krankenkasse-zuerich", "/krankenkasse-basel", "/krankenkasse-bern", "/about", "/faq", "/privacy", "/insurer-portal", "/admin", "/nope"];

const scriptPolicy = (policy: string | undefined) => policy?.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src ")) ?? "";

/** Every CSP violation the page reports, from the moment it starts loading. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.beforeEach(async ({ page }) => {
  await primeBrowser(page, { consent: NECESSARY_ONLY, welcomeSeen: true });
});

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

for (const path of pages) {
  test(`${path}: its policy names exactly its inline scripts' hashes, and nothing is blocked`, async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await page.goto(path);
    // One policy: the page's own (next.config.mjs's policy for other responses does not stack on it).
    expect((await response!.headersArray()).filter((h) => h.name.toLowerCase() === "content-security-policy")).toHaveLength(1);
    const policy = scriptPolicy(response?.headers()["content-security-policy"]);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("'nonce-");
    const named = [...policy.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]!).sort();

    const html = await response!.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attrs]) => !/\bsrc=/.test(attrs!) && !/type="application\/ld\+json"/.test(attrs!))
      .map(([, , text]) => sha256(text!));
    expect(inline.length).toBeGreaterThan(0);
    expect([...new Set(inline)].sort()).toEqual(named);

    // React hydrated the page (it runs only when its scripts were allowed), and nothing was blocked.
    const hydrated = () => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
    await expect.poll(hydrated).toBe(true);
    await page.waitForLoadState("load");
    expect(await violations()).toEqual([]);
  });
}

test("a page is served from the cache: the same bytes and the same policy each time", async ({ request }) => {
  const answers = [];
  for (let i = 0; i < 3; i++) {
    const response = await request.get("/krankenkasse-bern");
    answers.push({ policy: response.headers()["content-security-policy"], body: await response.text() });
  }
  expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  expect(new Set(answers.map((a) => a.policy)).size).toBe(1);
});

test("a reload answered 304 keeps the page's policy: its scripts run again", async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto("/faq");
  const hydrated = () => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
  await expect.poll(hydrated).toBe(true);
  const again = page.waitForResponse((response) => new URL(response.url()).pathname === "/faq");
  await page.reload();
  const answer = await again;
  // The browser asks with the page's ETag; a 304 must not bring the general policy with it.
  if (answer.status() === 304) expect(answer.headers()["content-security-policy"]).toBeUndefined();
  await expect.poll(hydrated).toBe(true);
  await page.waitForLoadState("load");
  expect(await violations()).toEqual([]);
});

test("a script injected into the page's HTML does not run", async ({ page }) => {
  // What a stored cross-site-scripting hole would bring: an inline script and an inline event handler
  // in the served HTML, not named by the policy. The page keeps its real policy header.
  await page.route("**/faq", async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace("</head>", "<script>window.pwned = 1</script></head>")
      .replace("</body>", '<img src="/nope.png" alt="" onerror="window.pwned = 2"></body>');
    await route.fulfill({ response, body: html });
  });
  const violations = await recordViolations(page);
  await page.goto("/faq");
  await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  // Next.js's own scripts, whose hashes the policy names, still run.
  await expect.poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")))).toBe(true);
});

test("API answers carry a policy that allows no inline script at all", async ({ request }) => {
  const policy = scriptPolicy((await request.get("/api/health")).headers()["content-security-policy"]);
  expect(policy).toBe("script-src 'self'");
});
