import { expect, test } from "@playwright/test";
import { formatChf } from "@/lib/domain/premium-value";
import type { HouseholdSearchResponse } from "@/lib/premiums/household-types";
import { expectNoAxeViolations } from "./pages/axe";
import { HouseholdCalculator } from "./pages/household-calculator";
import { OptimizerPage } from "./pages/optimizer-page";

test.describe.configure({ timeout: 240_000 });

/** Two adults and two children in Zürich, as the calculator sends them. */
const FAMILY = [
  { birthYear: 1984, franchiseAmount: 300, accidentCoverage: true, label: "Mama" },
  { birthYear: 1986, franchiseAmount: 2500, accidentCoverage: false },
  { birthYear: 2016, franchiseAmount: 0, accidentCoverage: true, label: "Kind 1" },
  { birthYear: 2019, franchiseAmount: 0, accidentCoverage: true, label: "Kind 2" },
];
const FAMILY_PARAMS = "person=1984-300-u-Mama&person=1986-2500-n&person=2016-0-u-Kind+1&person=2019-0-u-Kind+2";

test("a family of four compared in the calculator, totals as the API's, shared by URL", async ({ page, context }) => {
  const calc = new HouseholdCalculator(page);
  await calc.open();
  await calc.fill(calc.location, "8001");

  // Person 1 keeps the single search's fields; a second person turns them into labelled rows.
  await calc.addPerson.click();
  await calc.expectRows(2);
  await expect(calc.field("textbox", "Geburtsjahr", 2)).toBeFocused();
  await calc.field("textbox", "Name (optional)", 1).fill("Mama");
  await calc.field("textbox", "Geburtsjahr", 1).fill("1984");
  await calc.field("textbox", "Geburtsjahr", 2).fill("1986");
  await calc.field("combobox", "Franchise", 2).selectOption("2500");
  await calc.field("switch", "Unfalldeckung", 2).click();

  // The keyboard alone adds the children: Enter on the button, the focus lands in the new row.
  for (const [number, year] of [[3, "2016"], [4, "2019"]] as const) {
    await calc.addPerson.focus();
    await page.keyboard.press("Enter");
    const birthYear = calc.field("textbox", "Geburtsjahr", number);
    await expect(birthYear).toBeFocused();
    await page.keyboard.type(year);
    await calc.field("textbox", "Name (optional)", number).fill(`Kind ${number - 2}`);
    // A child's deductible starts at the lowest of the age class.
    await expect(calc.field("combobox", "Franchise", number)).toHaveValue("0");
  }
  await expect(page.getByRole("group", { name: "Kind 2" })).toBeVisible();
  await calc.search();

  await expect(calc.householdCards.first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/calculator\\?plz=8001&haushalt=1&${FAMILY_PARAMS.replace(/\+/g, "\\+")}&`));

  // The same question straight to the API: the cards show its offers, in its order, to the centime.
  const answer = await page.request.post("/api/premiums/household", {
    data: { postalCode: "8001", sortBy: "total_asc", modelCodes: ["standard"], persons: FAMILY },
  });
  expect(answer.status()).toBe(200);
  const api = (await answer.json()) as HouseholdSearchResponse;
  expect(api.offers.length).toBeGreaterThan(5);
  await expect(calc.householdCards).toHaveCount(api.offers.length);
  const totals = api.offers.map((offer) => `${formatChf(offer.total.monthly)}pro Monat`);
  expect(await calc.cardTotals()).toEqual(totals);
  await expect(calc.householdCards.first().getByRole("heading", { level: 3 })).toHaveText(api.offers[0]!.insurer.name);
  const firstLines = calc.householdCards.first().getByTestId("person-monthly");
  await expect(firstLines).toHaveText(api.offers[0]!.persons.map((p) => `${formatChf(p.monthlyPremium)} pro Monat`));
  await expect(calc.householdCards.first().getByTestId("household-person-line").nth(3)).toContainText("Kind 2, Jahrgang 2019");
  await expect(calc.mix.getByTestId("household-mix-total")).toHaveText(`${formatChf(api.cheapestMix!.total.monthly)}pro Monat`);
  await expect(page.getByTestId("results-status")).toHaveText(`${api.offers.length} Haushaltsangebote gefunden`);
  for (const note of api.notes) await expect(page.getByTestId("household-note").filter({ hasText: note })).toBeVisible();

  // Details per person, then the whole page with the results: no axe violation.
  const details = calc.householdCards.first().getByRole("button", { name: /^Details zu/ });
  await details.click();
  await expect(calc.householdCards.first().getByRole("table")).toBeVisible();
  await expect(details).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page, "the calculator with a household's results");

  // "Link kopieren" copies the address; opened in another page it restores the rows and the same result.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await calc.share.click();
  await expect(page.getByText("Link kopiert", { exact: true })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(page.url());
  const shared = await context.newPage();
  const other = new HouseholdCalculator(shared);
  await other.open(link.split("?")[1]);
  await expect(other.householdCards.first()).toBeVisible({ timeout: 30_000 });
  await other.expectRows(4);
  await expect(other.field("textbox", "Geburtsjahr", 2)).toHaveValue("1986");
  await expect(other.field("combobox", "Franchise", 2)).toHaveValue("2500");
  await expect(other.field("switch", "Unfalldeckung", 2)).not.toBeChecked();
  await expect(shared.getByRole("group", { name: "Kind 1" })).toBeVisible();
  expect(await other.cardTotals()).toEqual(totals);
  await expect(other.mix.getByTestId("household-mix-total")).toHaveText(`${formatChf(api.cheapestMix!.total.monthly)}pro Monat`);
  await shared.close();
});

test("a household link with a part that cannot be read says so and shows the rest", async ({ page }) => {
  const calc = new HouseholdCalculator(page);
  await calc.open("plz=8001&haushalt=1&person=1984-300-u&person=19x6-9-q&person=2016-0-u&modelle=standard&sortierung=price_asc");
  await expect(calc.urlNotice).toContainText("Person 2 im Link ist ungültig («19x6-9-q») und wurde weggelassen.");
  await expect(calc.householdCards.first()).toBeVisible({ timeout: 30_000 });
  await calc.expectRows(2);

  // An unknown format version: a clear message, no search, no crash.
  await calc.open("plz=8001&haushalt=9&person=1984-300-u");
  await expect(calc.urlNotice).toContainText("Dieser Link hat ein Format, das wir nicht kennen (Version 9).");
  await expect(page.getByTestId("results-empty")).toBeVisible();
});

test("the optimizer for a family: each person's recommendation and the household's total", async ({ page }) => {
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await optimizer.postalCode.fill("8001");
  await page.getByLabel("Geburtsjahr", { exact: true }).fill("1984");
  await page.getByRole("button", { name: "Person hinzufügen" }).click();
  const year2 = page.getByLabel("Geburtsjahr (Person 2)");
  await expect(year2).toBeFocused();
  await year2.fill("2016");
  await expect(page.getByRole("group", { name: "Person 2" })).toBeVisible();
  await optimizer.submit.click();

  const household = page.getByTestId("household-optimizer");
  await expect(household.getByTestId("household-optimizer-franchise")).toHaveCount(2, { timeout: 30_000 });
  // The first person's row is the recommendation shown above it, never another one.
  const franchises = await household.getByTestId("household-optimizer-franchise").allTextContents();
  await expect(page.getByTestId("recommended-franchise")).toHaveText(franchises[0]!);
  const totals = await household.getByTestId("household-optimizer-person-total").allTextContents();
  await expect(page.getByTestId("recommended-total")).toHaveText(totals[0]!);
  // The household's total is the sum of the persons' totals, to the Rappen.
  const rappen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
  const total = (await household.getByTestId("household-optimizer-total").textContent()) ?? "";
  expect(rappen(total)).toBe(totals.reduce((sum, text) => sum + rappen(text), 0));
  // A child's deductible is one of the child deductibles (0–600).
  expect(rappen(franchises[1]!) / 100).toBeLessThanOrEqual(600);
  await expectNoAxeViolations(page, "the optimizer with a household");
});
