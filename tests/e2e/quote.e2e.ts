import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { CalculatorPage } from "./pages/calculator-page";
import { QuoteDialog } from "./pages/quote-dialog";

const person = {
  firstName: "Erika",
  lastName: "Beispiel",
  email: "erika.beispiel@example.ch",
  phone: "+41 79 555 12 34",
  birthDate: "1990-04-12",
  street: "Limmatquai",
  houseNumber: "12",
  gender: "female" as const,
  currentInsurer: "CSS",
};

test.describe("quote request from the calculator", () => {
  test("validates, sends once and confirms", async ({ page }) => {
    const calculator = new CalculatorPage(page);
    await calculator.open("plz=8001&jahrgang=1990&franchise=300&unfall=1&modelle=standard");
    await expect(calculator.cards.first()).toBeVisible();
    const first = calculator.cards.first();
    const insurer = (await first.getByRole("heading").textContent()) ?? "";
    await first.getByRole("button", { name: /^Offerte anfordern/ }).click();

    const quote = new QuoteDialog(page);
    await expect(quote.dialog).toBeVisible();
    await expect(quote.summary).toContainText(insurer);
    await expect(quote.field("PLZ")).toHaveValue("8001");
    await expect(quote.field("Ort")).toHaveValue("Zürich");

    const axe = await new AxeBuilder({ page }).include('[data-testid="quote-dialog"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    // Empty form: every field names its error, the toast says what to do.
    await quote.submit.click();
    await expect(page.getByText("Formular unvollständig")).toBeVisible();
    await expect(quote.dialog.getByText("Vorname ist erforderlich")).toBeVisible();
    await expect(quote.dialog.getByText("Zustimmung zur Datenweitergabe ist erforderlich")).toBeVisible();
    await quote.field("Vorname").fill("E");
    await expect(quote.dialog.getByText("Vorname ist erforderlich")).toBeHidden();

    await quote.fill(person);
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/quote/request")) requests++;
    });
    const quoteId = await quote.send();
    expect(quoteId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests).toBe(1);

    // Opened again, the form starts empty.
    await first.getByRole("button", { name: /^Offerte anfordern/ }).click();
    await expect(quote.field("Vorname")).toHaveValue("");
    await expect(quote.dialog.getByRole("checkbox")).not.toBeChecked();
  });
});
