import { expect, test, type Locator, type Page } from "@playwright/test";
import { CalculatorPage } from "./pages/calculator-page";

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const DEFAULT_URL = "plz=8001&jahrgang=1990&franchise=300&unfall=1&modelle=standard&sortierung=price_asc";

/** The dialog lies within the screen, nothing in it is wider than it, and the title clears the close button. */
async function expectFits(page: Page, dialog: Locator) {
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const title = (await dialog.getByRole("heading", { level: 2 }).first().boundingBox())!;
  const close = (await dialog.getByRole("button", { name: "Schliessen" }).boundingBox())!;
  const overlaps = title.x + title.width > close.x && title.y < close.y + close.height && title.y + title.height > close.y;
  expect(overlaps).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("on a 390 px phone the details and the model dialog fit the screen", async ({ page }) => {
  const calc = new CalculatorPage(page);
  await calc.open(DEFAULT_URL);
  const card = calc.cards.first();
  await expect(card).toBeVisible({ timeout: 30_000 });

  await card.getByRole("button", { name: /^Details/ }).click();
  const details = page.getByRole("dialog");
  await expect(details).toBeVisible();
  await page.waitForTimeout(400); // the opening animation scales the dialog
  await expectFits(page, details);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  await card.getByRole("button", { name: "Modell Standard erklären" }).click();
  const model = page.getByRole("dialog", { name: "Standard" });
  await expect(model).toBeVisible();
  await page.waitForTimeout(400);
  await expectFits(page, model);
});

/** Whether two boxes share any area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("on a 390 px phone a search brings the statistics and the first result into view, and a new sort order applies at once", async ({ page }) => {
  const calc = new CalculatorPage(page);
  await calc.open();
  await calc.search();
  const first = calc.cards.first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  // The results lie under the form and its tips: the search scrolls them up (smoothly).
  await expect(page.getByTestId("stat-lowest")).toBeInViewport();
  await expect(first.getByRole("heading", { level: 3 })).toBeInViewport();
  await expect(first.getByTestId("monthly-premium")).toBeInViewport();
  await expect(page.locator("#calculator-tips-title")).not.toBeInViewport();
  // The toast comes from the bottom and lies over neither the statistics nor the first offer's name and premium.
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Suche erfolgreich" });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  for (const covered of [page.getByTestId("stat-lowest"), first.getByRole("heading", { level: 3 }), first.getByTestId("monthly-premium")]) {
    expect(overlap(toastBox, (await covered.boundingBox())!)).toBe(false);
  }
  const cheapest = (await first.getByRole("heading", { level: 3 }).textContent())!;

  // Back up to the form: choosing another order re-sorts at once (no second click) and shows the new first result.
  await calc.sort.scrollIntoViewIfNeeded();
  await calc.sort.selectOption("price_desc");
  await expect(page).toHaveURL(/sortierung=price_desc/);
  await expect(first.getByRole("heading", { level: 3 })).not.toHaveText(cheapest);
  const highest = /CHF\s[\d'’.]+/.exec(await page.getByTestId("stat-highest").innerText())![0];
  await expect(first.getByTestId("monthly-premium")).toContainText(highest);
  await expect(first.getByRole("heading", { level: 3 })).toBeInViewport();
});
