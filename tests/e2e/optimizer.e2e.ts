import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { OptimizerPage, chf } from "./pages/optimizer-page";

test.describe("deductible optimizer", () => {
  let optimizer: OptimizerPage;

  test.beforeEach(async ({ page }) => {
    optimizer = new OptimizerPage(page);
    await optimizer.goto();
  });

  test("shows the beta banner, the side panels and its structured data", async ({ page }) => {
    await expect(page.getByTestId("beta-banner")).toContainText("Beta");
    await expect(page.getByRole("heading", { level: 1, name: "Franchisenoptimierer" })).toBeVisible();
    for (const title of ["Faustregeln", "Was ist die Franchise?", "Was ist der Selbstbehalt von 10 %?", "Wie viel Risiko passt zu mir?"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = jsonLd.map((text) => JSON.parse(text)).flatMap((data) => data["@graph"] ?? [data]);
    expect(graph.map((node) => node["@type"])).toEqual(expect.arrayContaining(["WebApplication", "FAQPage"]));
    await expect(page).toHaveTitle(/Franchisenoptimierer/);
  });

  test("validates the postal code and birth year with the spec's messages", async ({ page }) => {
    await optimizer.submit.click();
    await expect(page.getByTestId("error-postalCode")).toHaveText(/Ungültige Postleitzahl\s*Bitte geben Sie eine gültige 4-stellige Postleitzahl ein/);
    await expect(optimizer.postalCode).toBeFocused();
    await optimizer.postalCode.fill("8001");
    await optimizer.birthYear.fill("1899");
    await optimizer.submit.click();
    await expect(page.getByTestId("error-birthYear")).toHaveText(/Ungültiges Geburtsjahr\s*Bitte geben Sie ein gültiges Geburtsjahr ein/);
    await expect(page.getByTestId("error-postalCode")).toHaveCount(0);
    // Unreadable input (a lone "e" in a number field) falls back to 1990.
    await optimizer.birthYear.fill("");
    await optimizer.birthYear.pressSequentially("e");
    await optimizer.birthYear.blur();
    await expect(optimizer.birthYear).toHaveValue("1990");
  });

  test("optimises, shows both results and the chart, and goes back to the form", async ({ page }) => {
    await optimizer.optimise("8001", "1990");
    await expect(optimizer.running).toBeDisabled();
    await expect(optimizer.result).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dein Ergebnis" })).toBeFocused();

    // Result 1: the quick formula with the defaults (1200 CHF, tolerance 5).
    await expect(page.getByRole("heading", { name: "Ergebnis 1: Schnellschätzung nach Faustformel" })).toBeVisible();
    await expect(optimizer.formula("formula-recommended")).toHaveText(chf("500"));
    await expect(optimizer.formula("formula-total")).toHaveText(chf("0.00"));
    await expect(optimizer.formula("formula-costs")).toHaveText(chf("1'200"));
    await expect(optimizer.formula("formula-risk")).toHaveText("5 von 10 – Ausgewogen");
    await expect(optimizer.formula("formula-age")).toHaveText(`${new Date().getFullYear() - 1990} Jahre`);
    await expect(optimizer.formulaOptions).toHaveCount(6);
    await expect(page.locator('[data-testid="formula-option"][data-optimal="true"]')).toHaveCount(3);
    await expect(optimizer.formulaOptions.first().getByRole("img", { name: "Risiko 1 von 10" })).toBeVisible();

    // Result 2: the official premiums for 8001, born 1990, standard model, with accident cover.
    const realTitle = page.getByRole("heading", { name: /^Ergebnis 2: Mit echten Prämien \d{4}$/ });
    await expect(realTitle).toBeVisible();
    await expect(optimizer.realRows).toHaveCount(6);
    const row300 = optimizer.realRows.first();
    // SLKK's standard premium for 8001 a year: CHF 605.20 × 12 in 2026, CHF 633.00 × 12 in 2027.
    const year = Number(/\d{4}/.exec((await realTitle.textContent()) ?? "")?.[0]);
    await expect(row300).toContainText(chf(year === 2026 ? "7'262.40" : "7'596.00"));
    await expect(row300).toContainText("SLKK");
    await expect(page.locator('[data-testid="real-row"][data-optimal="true"]')).not.toHaveCount(0);
    await expect(page.getByTestId("real-summary")).toContainText("Mit echten Prämien am günstigsten: Franchise");

    // The chart: lines for every deductible, the expected costs marked, a text alternative.
    await expect(optimizer.chart).toHaveAttribute("data-basis", "real");
    await expect(optimizer.chart.locator(".recharts-line")).toHaveCount(6);
    await expect(optimizer.chart.locator(".recharts-reference-line")).toHaveCount(1);
    await expect(page.getByTestId("cost-chart-caption")).toContainText("Bei deinen erwarteten Kosten von");
    await page.getByRole("button", { name: "Faustformel (Ergebnis 1)" }).click();
    await expect(optimizer.chart).toHaveAttribute("data-basis", "formula");
    await expect(page.getByTestId("cost-chart-basis")).toHaveText("Dargestellt: Gesamtkosten nach der Faustformel (Ergebnis 1).");

    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    await optimizer.recalculate.click();
    await expect(optimizer.submit).toBeEnabled();
    await expect(optimizer.postalCode).toHaveValue("8001");
    await expect(page.getByRole("heading", { name: "Deine Angaben" })).toBeFocused();
  });

  test("can be used with the keyboard alone", async ({ page }) => {
    await optimizer.postalCode.focus();
    await page.keyboard.type("8001");
    await page.keyboard.press("Enter");
    await expect(optimizer.result).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dein Ergebnis" })).toBeFocused();
    // Tabbing through the result never gets stuck in the chart and reaches the table toggle.
    const toggle = page.getByText("Werte als Tabelle anzeigen");
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press("Tab");
      if (await toggle.evaluate((summary) => summary === document.activeElement)) break;
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("table", { name: "Gesamtkosten pro Jahr je Franchise" })).toBeVisible();
  });
});
