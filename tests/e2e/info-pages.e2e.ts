import { expect, test } from "@playwright/test";
import { swissToday } from "@/lib/domain/calendar";
import { deadlineValues } from "@/lib/i18n/deadline-values";
import { NECESSARY_ONLY, primeBrowser } from "./pages/browser-state";

test.beforeEach(async ({ page }) => {
  await primeBrowser(page, { consent: NECESSARY_ONLY, welcomeSeen: true });
});

// The deadlines of the next switch, from the one deadline function (as the pages render them today).
const next = deadlineValues(swissToday(new Date()));

// The figures the spec gives for each static page, exactly as they must appear; the spec's
// 2025/2026 deadlines have become those of the next switch, its canton figures those of the data.
const figures: Record<string, (string | RegExp)[]> = {
  "/krankenkasse-wechseln": [
    next.deadline, next.postingAdvice, next.midYearDeadline, next.midYearEnd, `Wechsel per ${next.switchDate}`, `Wechsel auf ${next.switchYear}`,
    "Art. 101 Abs. 2 KVV",
  ],
  // The canton pages' figures are computed from the data: canton-pages.e2e.ts checks them against the BAG files.
  "/krankenkasse-zuerich": ["Mittelwert der Angebote", "Prämienregionen"],
  "/krankenkasse-basel": ["Basel-Stadt", "Basel-Landschaft", "Mittelwert der Angebote"],
  "/faq": [next.deadlineWeekday, next.switchDate, "Art. 101 Abs. 2 KVV", "CHF 700", "CHF 350"],
  "/about": ["Smart vergleichen. Clever versichern.", "So finanziert sich der Dienst", "an keine andere"],
  "/privacy": ["Stand: September 2025", "AES-256-GCM", "kontakt@example.ch"],
};

// Figures that were true for one year only, and model discounts said differently on each page.
const outdated: Record<string, string[]> = {
  "/krankenkasse-wechseln": ["CHF 456", "+4.4%", "CHF 393.30", "2026 in Zahlen", "% günstiger"],
  "/faq": ["CHF 456", "8-15%", "bis zu 25%", "5-20%"],
  // "No commissions" while quote requests go to insurers, and a savings figure from no data.
  "/about": ["Keine Provisionen", "bis zu CHF 2'000"],
};

for (const [path, stale] of Object.entries(outdated)) {
  test(`${path} states no figure of a past year and no fixed model discount`, async ({ page }) => {
    await page.goto(path);
    for (const text of stale) await expect(page.getByRole("main"), `${path}: ${text}`).not.toContainText(text);
  });
}

for (const [path, expected] of Object.entries(figures)) {
  test(`${path} shows the spec's figures`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    for (const text of expected) await expect(main, `${path}: ${text}`).toContainText(text);
  });
}

test("the switching guide names the four steps and the four models and links onwards", async ({ page }) => {
  await page.goto("/krankenkasse-wechseln");
  const main = page.getByRole("main");
  for (const text of ["Prämien vergleichen", "Neue Krankenkasse kontaktieren", "eingeschrieben", "Bestätigung"]) {
    await expect(main).toContainText(text);
  }
  for (const model of ["Standard", "Hausarzt", "HMO", "Telmed"]) {
    await expect(main.getByRole("heading", { name: new RegExp(model) }).first()).toBeVisible();
  }
  const template = main.getByRole("button", { name: /Kündigungsvorlage/ });
  await expect(template).toHaveAttribute("aria-haspopup", "dialog"); // the letter form (cancellation.e2e.ts)
  await expect(main.locator('a[href="/calculator"]').first()).toBeVisible();
  await expect(main.locator('a[href="/"]').first()).toBeVisible();
});

test("the switching guide counts the days to the next deadline", async ({ page }) => {
  await page.goto("/krankenkasse-wechseln");
  await expect(page).toHaveTitle(new RegExp(`Krankenkasse wechseln ${next.switchYear}`));
  const countdown = page.getByTestId("next-deadline");
  // The next deadline is the 1 January switch's, or from December to March the 1 July switch's.
  const text = next.midYearDaysLeft < next.daysLeft ? next.midYearDaysLeftText : next.daysLeftText;
  await expect(countdown).toContainText(text);
  await expect(page.getByRole("main")).toContainText(next.daysLeftText);
});

test("the Basel page compares both cantons in an accessible table", async ({ page }) => {
  await page.goto("/krankenkasse-basel");
  const table = page.locator("#vergleich").getByRole("table");
  await expect(table.locator("caption")).not.toBeEmpty();
  await expect(table.getByRole("columnheader", { name: /Basel-Stadt/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Basel-Landschaft/ })).toBeVisible();
});

test("the FAQ answers open and close by keyboard, several at once", async ({ page }) => {
  await page.goto("/faq");
  const questions = page.getByRole("main").locator("details");
  expect(await questions.count()).toBeGreaterThanOrEqual(8);
  const first = questions.nth(0);
  const second = questions.nth(1);
  await expect(first.locator("p").first()).toBeHidden();
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first.locator("p").first()).toBeVisible();
  await second.locator("summary").focus();
  await page.keyboard.press("Space");
  await expect(second.locator("p").first()).toBeVisible();
  await expect(first.locator("p").first()).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(second.locator("p").first()).toBeHidden();
  // FAQ cards lead to the canton pages and the calculator.
  for (const href of ["/krankenkasse-zuerich", "/krankenkasse-basel", "/calculator"]) {
    await expect(page.getByRole("main").locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});
