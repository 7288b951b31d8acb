import { expect, test } from "@playwright/test";
import { CalculatorPage } from "./pages/calculator-page";
import { QuoteDialog } from "./pages/quote-dialog";

test.describe.configure({ timeout: 90_000 });

const SEARCH = "plz=8001&jahrgang=1990&franchise=300&unfall=1&modelle=standard&sortierung=price_asc";
/** SLKK, the cheapest standard premium for 8001 / 1990 / 300 / with accident, per tariff year (data READMEs). */
const CHEAPEST: Record<number, string> = { 2026: "CHF 605.20", 2027: "CHF 633.00" };

test.describe("tariff years", () => {
  test("the year switch shows the other year's premiums, the URL carries it, back and forward return", async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.open(SEARCH);
    await expect(calc.cards).toHaveCount(27, { timeout: 30_000 });
    // From 20 September 2026 on the site shows next year's premiums.
    const shown = await calc.shownYear();
    expect(shown).toBe(2027);
    const other = 2026;
    await expect(calc.year(shown)).toBeChecked();
    await expect(calc.cards.first().getByTestId("premium-year")).toHaveText(`Prämie ${shown}`);
    await expect(page.getByTestId("stat-lowest")).toHaveText(CHEAPEST[shown]!);

    await calc.year(other).click();
    await expect(page).toHaveURL(new RegExp(`[?&]jahr=${other}`));
    await expect(calc.year(other)).toBeChecked();
    await expect(calc.region).toContainText(`Prämien ${other}`);
    await expect(calc.cards.first().getByTestId("premium-year")).toHaveText(`Prämie ${other}`);
    await expect(page.getByTestId("stat-lowest")).toHaveText(CHEAPEST[other]!);
    await expect(calc.cards).toHaveCount(27);

    // The keyboard moves between the years too (a radio group).
    await expect(calc.year(other)).toBeEnabled();
    await calc.year(other).press("ArrowRight");
    await expect(calc.year(shown)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`[?&]jahr=${shown}`), { timeout: 15_000 });
    await expect(page.getByTestId("stat-lowest")).toHaveText(CHEAPEST[shown]!);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]jahr=${other}`));
    await expect(page.getByTestId("stat-lowest")).toHaveText(CHEAPEST[other]!);
    await expect(calc.year(other)).toBeChecked();
    await page.goBack();
    await expect(page).not.toHaveURL(/jahr=/);
    await expect(page.getByTestId("stat-lowest")).toHaveText(CHEAPEST[shown]!);
    await page.goForward();
    await expect(page.getByTestId("stat-lowest")).toHaveText(CHEAPEST[other]!);

    // A new search keeps the chosen year.
    await calc.franchise.selectOption("2500");
    await calc.search();
    await expect(page).toHaveURL(new RegExp(`franchise=2500.*jahr=${other}`));
    await expect(calc.cards.first().getByTestId("premium-year")).toHaveText(`Prämie ${other}`);
  });

  test("from 2027 the model dialog explains that family doctor and HMO are one tariff type", async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.open("plz=8001&jahrgang=1990&franchise=300&unfall=1&modelle=hmo&jahr=2027");
    await expect(calc.cards.first()).toBeVisible({ timeout: 30_000 });
    await calc.cards.first().getByRole("button", { name: /^Modell .* erklären$/ }).click();
    await expect(page.getByTestId("model-dialog-2027")).toContainText("unterscheidet das BAG Hausarzt- und HMO-Modelle nicht mehr");
  });
});

test.describe("if nothing changes", () => {
  test("with the current insurer and model, every offer shows its saving per month and per year", async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.open(SEARCH);
    // As a person does: into the field first (the list loads when the form is first touched), then the choice.
    await calc.currentInsurer.focus();
    await calc.currentInsurer.selectOption({ label: "CSS" });
    await calc.currentModel.selectOption({ label: "Standard" });
    await calc.search();
    await expect(page).toHaveURL(/kasse=8&kassenmodell=standard/);
    await expect(calc.cards).toHaveCount(27, { timeout: 30_000 });
    const year = await calc.shownYear();

    expect(year).toBe(2027);

    // 2027 (data README): CSS standard CHF 718.00, SLKK the cheapest at CHF 633.00.
    const summary = calc.currentSummary;
    await expect(summary).toContainText("Bei CSS zahlst du 2027 im Modell Standard (Grundversicherung) mit Franchise CHF 300 CHF 718.00 pro Monat");
    await expect(summary).toContainText(/Mit dem günstigsten Angebot sparst du CHF\s85\.00 pro Monat, CHF\s1['’]020\.00 im Jahr\./);
    await expect(calc.cards.first().getByTestId("premium-saving")).toHaveText(/^CHF\s85\.00 pro Monat günstiger als bei deiner heutigen Krankenkasse \(CHF\s1['’]020\.00 im Jahr\)$/);
    await expect(calc.card("CSS").getByTestId("premium-saving")).toHaveText("Gleich teuer wie bei deiner heutigen Krankenkasse");
    // Dearer offers say so, with the amount.
    await expect(calc.cards.last().getByTestId("premium-saving")).toContainText("pro Monat teurer als bei deiner heutigen Krankenkasse");

    // Switching the year compares with what CSS charges in that year.
    const other = year === 2027 ? 2026 : 2027;
    await calc.year(other).click();
    await expect(summary).toContainText(`Bei CSS zahlst du ${other} im Modell Standard`);
    await expect(page).toHaveURL(/kasse=8/);

    // The quote dialog starts with the current insurer and shows the chosen offer's saving.
    await calc.cards.first().getByRole("button", { name: /^Offerte anfordern/ }).click();
    const quote = new QuoteDialog(page);
    await expect(quote.dialog).toBeVisible();
    const stay = quote.dialog.getByTestId("quote-stay");
    await expect(stay).toContainText(`Bei CSS zahlst du ${other} im Modell Standard`);
    await expect(stay.getByTestId("quote-stay-saving")).toContainText(/Mit diesem Angebot sparst du CHF\s[\d.']+ pro Monat/);
    await expect(stay).toContainText("Verglichen mit deinem heutigen Modell Standard");
  });

  test("an insurer that does not offer the model there is said clearly", async ({ page }) => {
    const calc = new CalculatorPage(page);
    // Einsiedler Krankenkasse sells only the standard model in Zürich region 1 in 2027.
    await calc.open(`${SEARCH}&kasse=134&kassenmodell=hmo&jahr=2027`);
    await expect(calc.cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(calc.currentSummary.getByTestId("current-not-offered")).toHaveText(
      "Einsiedeln bietet 2027 hier kein Produkt im Modell HMO mit diesen Angaben an. Darum können wir nicht mit deiner heutigen Prämie vergleichen.",
    );
    await expect(calc.cards.first().getByTestId("premium-saving")).toHaveCount(0);
    await expect(calc.currentInsurer).toHaveValue("134");
    await expect(calc.currentModel).toHaveValue("hmo");
  });
});
