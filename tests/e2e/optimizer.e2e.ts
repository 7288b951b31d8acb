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

    // The recommendation: from the official premiums for 8001, born 1990, standard model, with accident cover.
    const realTitle = page.getByRole("heading", { name: /^Deine Empfehlung mit echten Prämien \d{4}$/ });
    await expect(realTitle).toBeVisible();
    await expect(optimizer.realRows).toHaveCount(6);
    const row300 = optimizer.realRows.first();
    // SLKK's standard premium for 8001 a year: CHF 605.20 × 12 in 2026, CHF 633.00 × 12 in 2027.
    const year = Number(/\d{4}/.exec((await realTitle.textContent()) ?? "")?.[0]);
    await expect(row300).toContainText(chf(year === 2026 ? "7'262.40" : "7'596.00"));
    await expect(row300).toContainText("SLKK");
    await expect(page.locator('[data-testid="real-row"][data-recommended="true"]')).toHaveCount(1);
    const recommended = (await page.locator('[data-testid="real-row"][data-recommended="true"] th').textContent()) ?? "";
    await expect(page.getByTestId("recommended-franchise")).toHaveText(chf(/[\d']+/.exec(recommended)?.[0] ?? "?"));
    await expect(page.getByTestId("recommended-total")).not.toHaveText(chf("0.00"));
    await expect(page.getByTestId("recommended-risk")).toHaveText("5 von 10 – Ausgewogen");
    await expect(page.getByTestId("recommended-age")).toHaveText(`${new Date().getFullYear() - 1990} Jahre`);
    await expect(page.getByRole("img", { name: "Risiko 1 von 10" })).toBeVisible();

    // The quick formula only as a rule of thumb beside it, with its reason when it differs.
    await expect(page.getByRole("heading", { name: "Zum Vergleich: die Faustformel" })).toBeVisible();
    await expect(page.getByTestId("formula-franchise")).toHaveText(/Die Faustformel ergibt Franchise CHF\s500\./);
    await expect(page.getByTestId("formula-comparison")).not.toBeEmpty();
    await expect(page.getByTestId("formula-result")).not.toContainText(chf("0.00"));

    // The chart: lines for every deductible, the expected costs marked, a text alternative.
    await expect(optimizer.chart.locator(".recharts-line")).toHaveCount(6);
    await expect(optimizer.chart.locator(".recharts-reference-line")).toHaveCount(1);
    await expect(page.getByTestId("cost-chart-caption")).toContainText("Bei deinen erwarteten Kosten von");
    await expect(optimizer.chart.locator(".recharts-legend-item-text")).toHaveText(["300", "500", "1'000", "1'500", "2'000", "2'500"].map((amount) => `Franchise ${amount}`));

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

test.describe("deductible optimizer on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the result fits: total cost in view, the legend above the plot, no clipped label", async ({ page }) => {
    const optimizer = new OptimizerPage(page);
    await optimizer.goto();
    await optimizer.optimise("8001", "1990");
    await expect(optimizer.realRows).toHaveCount(6, { timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The table scrolls sideways on a phone: the total comes right after the deductible, so it shows at once.
    const totalHeader = optimizer.realTable.getByRole("columnheader", { name: "Gesamtkosten" });
    const box = await totalHeader.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);

    const chart = optimizer.chart;
    await expect(chart.locator(".recharts-line")).toHaveCount(6);
    const legend = await chart.locator(".recharts-legend-wrapper").boundingBox();
    const grid = await chart.locator(".recharts-cartesian-grid").boundingBox();
    expect(legend && grid && legend.y + legend.height).toBeLessThanOrEqual(grid!.y + 1);
    const svg = await chart.locator(".recharts-wrapper").first().boundingBox();
    const marker = await chart.locator("svg text", { hasText: "Deine Kosten" }).first().boundingBox();
    expect(svg && marker).toBeTruthy();
    expect(marker!.x).toBeGreaterThanOrEqual(svg!.x);
    expect(marker!.x + marker!.width).toBeLessThanOrEqual(svg!.x + svg!.width);
  });
});
