import { expect, test } from "@playwright/test";
import { ConsentUi } from "./pages/consent-ui";

test("home: the welcome popup comes first, then the cookie banner; the choice survives a reload", async ({ page }) => {
  const ui = new ConsentUi(page);
  await page.goto("/");
  await expect(ui.welcome).toBeVisible({ timeout: 3000 });
  // The banner waits while the popup is open.
  await page.waitForTimeout(1500);
  await expect(ui.banner).toBeHidden();
  await ui.welcome.getByRole("button", { name: "Beratung starten" }).click();
  await expect(ui.welcome).toBeHidden();
  await ui.expectBannerVisible();

  await ui.button("Einstellungen").click();
  await expect(ui.banner.getByRole("switch", { name: "Notwendig" })).toBeDisabled();
  await ui.banner.getByRole("switch", { name: "Analyse" }).click();
  await ui.button("Einstellungen speichern").click();
  await expect(ui.banner).toBeHidden();
  expect(await ui.storedConsent()).toEqual({ necessary: true, analytics: true, marketing: false });

  await page.reload();
  await page.waitForTimeout(1500);
  await expect(ui.welcome).toBeHidden(); // seen this session
  await expect(ui.banner).toBeHidden(); // choice stored
  expect(await ui.storedConsent()).toEqual({ necessary: true, analytics: true, marketing: false });
});

test("the welcome popup closes by Escape and by a click on the backdrop", async ({ page, context }) => {
  const ui = new ConsentUi(page);
  await page.goto("/");
  await expect(ui.welcome).toBeVisible({ timeout: 3000 });
  await page.keyboard.press("Escape");
  await expect(ui.welcome).toBeHidden();

  const second = await context.newPage(); // a new tab is a new browser session
  const ui2 = new ConsentUi(second);
  await second.goto("/");
  await expect(ui2.welcome).toBeVisible({ timeout: 3000 });
  await second.mouse.click(5, 5);
  await expect(ui2.welcome).toBeHidden();
});

test("other pages show the banner after about a second; 'Nur notwendige' stores necessary only", async ({ page }) => {
  const ui = new ConsentUi(page);
  await page.goto("/faq");
  await expect(ui.welcome).toHaveCount(0);
  await ui.expectBannerVisible();
  await ui.button("Nur notwendige").click();
  expect(await ui.storedConsent()).toEqual({ necessary: true, analytics: false, marketing: false });
  await page.goto("/about");
  await page.waitForTimeout(1500);
  await expect(ui.banner).toBeHidden();
});

test("the footer reopens the settings with the stored choice", async ({ page }) => {
  const ui = new ConsentUi(page);
  await page.goto("/privacy");
  await ui.expectBannerVisible();
  await ui.button("Alle akzeptieren").click();
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
  await expect(ui.banner.getByRole("switch", { name: "Marketing" })).toBeChecked();
  await ui.banner.getByRole("switch", { name: "Marketing" }).click();
  await ui.button("Einstellungen speichern").click();
  expect(await ui.storedConsent()).toEqual({ necessary: true, analytics: true, marketing: false });
});

test("no tracking request leaves the browser without a pixel configured, even with full consent", async ({ page }) => {
  const external: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) external.push(request.url());
  });
  const ui = new ConsentUi(page);
  await page.goto("/faq");
  await ui.button("Alle akzeptieren").click();
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  expect(external).toEqual([]);
});
