import { expect, test } from "@playwright/test";
import { NECESSARY_ONLY, primeBrowser } from "./pages/browser-state";
import { SiteShell } from "./pages/site-shell";

test.beforeEach(async ({ page }) => {
  await primeBrowser(page, { consent: NECESSARY_ONLY, welcomeSeen: true });
});

test("the header navigates and marks the current page", async ({ page, isMobile }) => {
  const shell = new SiteShell(page);
  await page.goto("/faq");
  if (isMobile) await shell.openMobileMenu();
  await shell.navLink("Prämienrechner").click();
  await expect(page).toHaveURL(/\/calculator$/);
  if (isMobile) {
    await shell.expectMobileMenuClosed();
    await shell.openMobileMenu();
  }
  await expect(shell.navLink("Prämienrechner")).toHaveAttribute("aria-current", "page");
  await expect(shell.navLink("KI-Versicherungsberatung")).not.toHaveAttribute("aria-current", "page");
  await expect(shell.navLink("Franchisenoptimierer")).toBeVisible();
});

test("the logo leads home", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("link", { name: /zur Startseite/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test("the footer links the company pages, the services and the imprint", async ({ page }) => {
  const shell = new SiteShell(page);
  await page.goto("/");
  for (const [name, href] of [["Über uns", "/about"], ["FAQ", "/faq"], ["Datenschutz", "/privacy"]]) {
    await expect(shell.footerLink(name!)).toHaveAttribute("href", href!);
  }
  await expect(shell.footer.getByTestId("data-source-note")).toContainText("Bundesamts für Gesundheit (BAG)");
  const imprint = shell.footer.getByTestId("imprint");
  await expect(imprint).toContainText("Impressum");
  await expect(imprint).toContainText("Handelsregister:");
  await shell.footerLink("FAQ").click();
  await expect(page).toHaveURL(/\/faq$/);
});

test("the mobile menu is operable by keyboard and closes with Escape", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu toggle exists on small screens only");
  const shell = new SiteShell(page);
  await page.goto("/privacy");
  await shell.menuToggle.focus();
  await page.keyboard.press("Enter");
  await expect(shell.menuToggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(shell.navLink("KI-Versicherungsberatung")).toBeFocused();
  await page.keyboard.press("Escape");
  await shell.expectMobileMenuClosed();
  await expect(shell.menuToggle).toBeFocused();
});

test("a button pressed before the page's scripts have run works once they have (info pages load them after the paint)", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu toggle exists on small screens only");
  test.setTimeout(60_000);
  const shell = new SiteShell(page);
  // The framework's scripts arrive a second late, so the press certainly comes before React.
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto("/privacy", { waitUntil: "domcontentloaded" });
  const hydrated = () => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
  expect(await hydrated()).toBe(false);
  await shell.menuToggle.click();
  // Every chunk arrives a second late, and with two browsers on the machine hydration can take well over 10 s.
  await expect(shell.menuToggle).toHaveAttribute("aria-expanded", "true", { timeout: 30_000 });
  await expect(shell.navLink("KI-Versicherungsberatung")).toBeVisible();
});

test("nothing overflows sideways at 375 px", async ({ page, isMobile }) => {
  test.skip(!isMobile, "checked at 375 px");
  for (const path of ["/", "/krankenkasse-wechseln", "/krankenkasse-zuerich", "/krankenkasse-basel", "/faq", "/privacy", "/about", "/nope"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
