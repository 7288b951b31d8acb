import { expect, test } from "@playwright/test";
import { E2E_INSURERS, readIssuedKeys } from "./issued-keys";
import { AdvisorPage } from "./pages/advisor-page";
import { CalculatorPage } from "./pages/calculator-page";
import { InsurerPortalPage } from "./pages/insurer-portal-page";
import { expectFocusTrapped, expectFocusVisible, tabTo, typeOver } from "./pages/keyboard";
import { OptimizerPage } from "./pages/optimizer-page";
import { QuoteDialog } from "./pages/quote-dialog";

// Whole journeys with the keyboard alone: Tab / Shift+Tab, Enter, Space, arrows, Escape and typing.
// Locators only find what to wait for and assert; nothing is clicked, filled or focused by script.
test.use({ locale: "de-CH" });
test.describe.configure({ timeout: 120_000 });

test("calculator: search, open a quote request, fill it, send it, see the confirmation", async ({ page }) => {
  const calc = new CalculatorPage(page);
  await calc.open();
  await tabTo(page, calc.location);
  await expectFocusVisible(page);
  await typeOver(page, "8001");
  await tabTo(page, calc.birthYear);
  await typeOver(page, "1990");
  await page.keyboard.press("Enter");
  await expect(calc.cards.first()).toBeVisible({ timeout: 30_000 });

  const card = calc.cards.first();
  const insurer = (await card.getByRole("heading").textContent()) ?? "";
  const opener = card.getByRole("button", { name: /^Offerte anfordern/ });
  await tabTo(page, opener, { max: 120 });
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");

  const quote = new QuoteDialog(page);
  await expect(quote.dialog).toBeVisible();
  await expect(quote.summary).toContainText(insurer);
  expect(await quote.dialog.evaluate((el) => el.contains(document.activeElement)), "the focus moved into the dialog").toBe(true);
  await expectFocusTrapped(page, quote.dialog);

  const person: [string, string][] = [
    ["Vorname", "Erika"],
    ["Nachname", `Tastatur${Date.now()}`],
    ["E-Mail", "erika.tastatur@example.ch"],
    ["Telefon", "+41 79 555 12 34"],
  ];
  const address: [string, string][] = [
    ["Strasse", "Limmatquai"],
    ["Hausnummer", "12"],
  ];
  const typeInto = async (fields: [string, string][]) => {
    for (const [label, value] of fields) {
      await tabTo(page, quote.field(label));
      await expectFocusVisible(page);
      await page.keyboard.type(value);
      await expect(quote.field(label)).toHaveValue(value);
    }
  };
  await tabTo(page, quote.field("Vorname"), { back: true }); // from wherever the trap check left it
  await typeInto(person);
  // Tabbed into from the field before, the date field starts at its first part. Day and month are
  // the same here: the headless browser orders them by its own locale (TT.MM or MM/DD).
  await tabTo(page, quote.field("Geburtsdatum"));
  await page.keyboard.type("05051990");
  await expect(quote.field("Geburtsdatum")).toHaveValue("1990-05-05");
  await tabTo(page, quote.field("Geschlecht"));
  await expectFocusVisible(page);
  await page.keyboard.press("ArrowDown");
  await expect(quote.field("Geschlecht")).not.toHaveValue("");
  await typeInto(address);
  const consent = quote.dialog.getByRole("checkbox");
  await tabTo(page, consent);
  await expectFocusVisible(page);
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();

  await tabTo(page, quote.submit);
  await expectFocusVisible(page);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/quote/request"));
  await page.keyboard.press("Enter");
  expect((await answer).status()).toBe(201);
  await expect(page.getByText("Erfolgreich gesendet!")).toBeVisible();
  await expect(quote.dialog).toBeHidden();
  await expect(opener).toBeFocused(); // the focus returns to the button that opened the dialog
});

test("calculator: the details dialog traps the focus, Escape closes it and the focus returns", async ({ page }) => {
  const calc = new CalculatorPage(page);
  await calc.open("plz=8001&jahrgang=1990&franchise=300&unfall=1&modelle=standard");
  await expect(calc.cards.first()).toBeVisible({ timeout: 30_000 });
  const details = calc.cards.first().getByRole("button", { name: /^Details/ });
  await tabTo(page, details, { max: 120 });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await expectFocusVisible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
});

test("advisor: type a message, get the offers, open one and close it again", async ({ page }) => {
  const advisor = new AdvisorPage(page);
  await advisor.open();
  await tabTo(page, advisor.input);
  await expectFocusVisible(page);
  await page.keyboard.type("ich wohne in 8001 Zürich, Jahrgang 1990, Standard, Franchise 300, mit Unfall");
  await page.keyboard.press("Enter");
  await expect(advisor.assistant.last()).toContainText("Angebote", { timeout: 20_000 });
  await expect(advisor.cards.first()).toBeVisible({ timeout: 30_000 });

  const details = advisor.cards.first().getByRole("button", { name: /^Details/ });
  await tabTo(page, details, { max: 120 });
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("details-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 2 })).toContainText("SLKK");
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  // Back to the chat with Shift+Tab, and a second message.
  await tabTo(page, advisor.input, { back: true, max: 150 });
  await page.keyboard.type("lieber Telmed");
  await page.keyboard.press("Enter");
  await expect(advisor.assistant.last()).toContainText("Telmed", { timeout: 20_000 });
});

test("optimizer: fill the form, compute, read the table, start again", async ({ page }) => {
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await tabTo(page, optimizer.postalCode);
  await expectFocusVisible(page);
  await page.keyboard.type("8001");
  await tabTo(page, optimizer.birthYear);
  await typeOver(page, "1990");
  const model = page.getByRole("combobox", { name: "Versicherungsmodell" });
  await tabTo(page, model);
  await expectFocusVisible(page);
  await page.keyboard.press("ArrowDown");
  await expect(model).not.toHaveValue("standard");
  await page.keyboard.press("ArrowUp");
  await expect(model).toHaveValue("standard");
  const costs = page.getByRole("slider", { name: "Erwartete Gesundheitskosten pro Jahr" });
  await tabTo(page, costs);
  await expectFocusVisible(page);
  const before = await costs.getAttribute("aria-valuenow");
  await page.keyboard.press("ArrowRight");
  await expect(costs).not.toHaveAttribute("aria-valuenow", before ?? "");
  await tabTo(page, optimizer.submit);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");

  await expect(optimizer.result).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Dein Ergebnis" })).toBeFocused();
  const toggle = page.getByText("Werte als Tabelle anzeigen");
  await tabTo(page, toggle, { max: 60 });
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("table", { name: "Gesamtkosten pro Jahr je Franchise" })).toBeVisible();
  await tabTo(page, optimizer.recalculate, { max: 80 });
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Deine Angaben" })).toBeFocused();
  await expect(optimizer.postalCode).toHaveValue("8001");
});

test("insurer portal: log in with the keyboard, see the leads, log out", async ({ page }) => {
  const keys = readIssuedKeys();
  test.skip(!keys, "needs the keys the e2e web server issues into its fresh database");
  const portal = new InsurerPortalPage(page);
  await portal.open();
  await tabTo(page, portal.insurer);
  await expectFocusVisible(page);
  // A closed select moves through its options with the arrow keys.
  const chosen = portal.insurer.locator("option:checked");
  for (let i = 0; i < 120 && (await chosen.textContent())?.trim() !== "SLKK"; i++) await page.keyboard.press("ArrowDown");
  await expect(chosen).toHaveText("SLKK");
  await tabTo(page, portal.apiKey);
  await expectFocusVisible(page);
  await page.keyboard.type(keys![E2E_INSURERS.slkk]!.apiKey);
  await page.keyboard.press("Enter");
  await portal.expectLoggedIn("SLKK");

  await tabTo(page, portal.logoutButton, { back: true, max: 120 });
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(portal.loginForm).toBeVisible();
});
