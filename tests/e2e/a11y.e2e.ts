import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { NECESSARY_ONLY, primeBrowser } from "./pages/browser-state";

const pages = ["/", "/calculator", "/optimizer", "/krankenkasse-wechseln", "/krankenkasse-zuerich", "/krankenkasse-basel", "/about", "/faq", "/privacy", "/insurer-portal", "/admin", "/nope"];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await primeBrowser(page, { consent: NECESSARY_ONLY, welcomeSeen: true });
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("the cookie banner and its settings view are accessible", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByTestId("cookie-banner")).toBeVisible();
  let results = await new AxeBuilder({ page }).include('[data-testid="cookie-banner"]').analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await page.getByRole("button", { name: "Einstellungen", exact: true }).click();
  results = await new AxeBuilder({ page }).include('[data-testid="cookie-banner"]').analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
