import { latestBirthYear } from "@/lib/validations/premiums";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { CalculatorPage } from "./pages/calculator-page";

test.describe.configure({ timeout: 90_000 });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const DEFAULT_URL = "plz=8001&jahrgang=1990&franchise=300&unfall=1&modelle=standard&sortierung=price_asc";
/** SLKK, the cheapest standard premium for 8001 / 1990 / 300 / with accident, per tariff year (data READMEs). */
const CHEAPEST_8001: Record<number, string> = { 2026: "CHF 605.20", 2027: "CHF 633.00" };

test.describe("premium calculator", () => {
  test("the default search 8001 / 1990 / 300 / with accident / standard shows 27 premiums, SLKK cheapest and BESTE", { tag: "@instances" }, async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.open();
    await expect(page.getByTestId("results-empty")).toBeVisible();
    await expect(calc.location).toHaveValue("8001");
    await expect(calc.birthYear).toHaveValue("1990");
    await expect(calc.franchise).toHaveValue("300");
    await expect(calc.accident).toBeChecked();
    await expect(calc.model("Standard")).toBeChecked();

    await calc.search();
    await expect(calc.cards).toHaveCount(27, { timeout: 30_000 });
    await expect(calc.count).toHaveText("27");
    await expect(calc.region).toContainText("8001 Zürich (ZH), Prämienregion 1");
    // The default year is the one the server shows today (2027 from 20 September 2026 on).
    const year = await calc.shownYear();
    await expect(calc.region).toContainText(`Prämien ${year}`);
    await expect(page.getByTestId("stat-lowest")).toHaveText(CHEAPEST_8001[year]!);

    const first = calc.cards.first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText("SLKK");
    await expect(first.getByTestId("monthly-premium")).toContainText(CHEAPEST_8001[year]!);
    await expect(first.getByText("BESTE", { exact: true })).toBeVisible();
    await expect(calc.bestCards).toHaveCount(1);
    await expect(page.getByRole("status").filter({ hasText: "27 Prämien gefunden" })).toBeAttached();
    await expect(page.getByText("Suche erfolgreich")).toBeVisible();
    await expect(page).toHaveURL(`/calculator?${DEFAULT_URL}`);

    // Sorted by insurer there is no "BESTE".
    await calc.sort.selectOption("insurer_asc");
    await calc.search();
    await expect(calc.cards).toHaveCount(27);
    await expect(calc.bestCards).toHaveCount(0);
  });

  test("the URL carries the search: loading and reloading it shows the same results", async ({ page }) => {
    const calc = new CalculatorPage(page);
    const url = "plz=8001&jahrgang=1990&franchise=2500&unfall=0&modelle=standard,hmo&sortierung=price_desc";
    await calc.open(url);
    await expect(calc.cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(calc.franchise).toHaveValue("2500");
    await expect(calc.accident).not.toBeChecked();
    await expect(calc.model("HMO")).toBeChecked();
    const count = await calc.count.textContent();
    const firstCard = await calc.cards.first().textContent();
    await expect(calc.cards.first()).toContainText("ohne Unfalldeckung");

    await page.reload();
    await expect(calc.cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(calc.count).toHaveText(count ?? "");
    await expect(calc.cards.first()).toHaveText(firstCard ?? "");
    await expect(page).toHaveURL(`/calculator?${url}`);
  });

  test("locality suggestions: typing zur lists Zürich, the keyboard picks one", async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.open();
    await calc.location.fill("zur");
    await expect(calc.suggestions).toBeVisible();
    await expect(calc.suggestions.getByRole("option").first()).toContainText("Zürich");
    await expect(calc.location).toHaveAttribute("aria-expanded", "true");

    await calc.location.press("ArrowDown");
    const active = await calc.location.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    const chosen = (await page.locator(`[id="${active}"]`).textContent()) ?? "";
    expect(chosen).toContain("Zürich");
    await calc.location.press("Enter");
    await expect(calc.location).toHaveValue(chosen);
    await expect(calc.suggestions).toBeHidden();

    await calc.location.fill("zuri");
    await expect(calc.suggestions).toBeVisible();
    await calc.location.press("Escape");
    await expect(calc.suggestions).toBeHidden();

    // A 4-digit postal code gets no suggestions.
    await calc.location.fill("8001");
    await page.waitForTimeout(500);
    await expect(calc.suggestions).toBeHidden();

    await calc.location.fill(chosen);
    await calc.search();
    await expect(calc.cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(calc.region).toContainText(chosen.slice(0, 4));
  });

  test("an ambiguous postal code asks for the municipality, then shows its premiums", async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.open();
    // 1290 Versoix / Chavannes-des-Bois lies in Geneva and Vaud (plz_praemienregion_summary_2026.csv, mehrdeutig=1).
    await calc.location.fill("1290");
    await calc.search();
    await expect(calc.choices).toBeVisible({ timeout: 30_000 });
    await expect(calc.choices.getByRole("heading", { name: "Wähle deine Gemeinde" })).toBeFocused();
    await expect(calc.choices).toContainText("Die Postleitzahl 1290 gehört zu mehreren Gemeinden mit unterschiedlichen Prämien. Bitte wähle deine Gemeinde.");
    await expect(calc.cards).toHaveCount(0);
    const versoix = calc.choices.getByRole("button", { name: /^Versoix \(GE\), Prämienregion 0/ });
    await expect(calc.choices.getByRole("button", { name: /^Chavannes-des-Bois \(VD\), Prämienregion 1/ })).toBeVisible();
    await versoix.click();
    await expect(calc.cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(calc.region).toContainText("(GE), Prämienregion 0");
    await expect(page).toHaveURL(/plz=1290&.*gemeinde=6644/);
    const count = await calc.count.textContent();

    await page.reload();
    await expect(calc.cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(calc.count).toHaveText(count ?? "");
    await expect(calc.choices).toHaveCount(0);
  });

  test("a municipality picked from the suggestions settles an ambiguous postal code without a second question", async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.open();
    await calc.location.fill("Chavannes-des");
    await calc.suggestion(/1290 Chavannes-des-Bois/).click();
    await calc.search();
    await expect(calc.cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(calc.choices).toHaveCount(0);
    await expect(calc.region).toContainText("(VD), Prämienregion 1");
    await expect(page).toHaveURL(/plz=1290&.*gemeinde=5708/);

    // Typing the exact name settles it too.
    await calc.location.fill("Versoix");
    await calc.search();
    await expect(calc.region).toContainText("(GE), Prämienregion 0", { timeout: 30_000 });
    await expect(calc.choices).toHaveCount(0);
  });

  test("every validation message of spec section 5", async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.open();

    await calc.location.fill("");
    await calc.search();
    await calc.expectError(calc.location, "Bitte gib PLZ/Ort und Geburtsjahr ein");

    await calc.location.fill("8001");
    await calc.birthYear.fill("");
    await calc.search();
    await calc.expectError(calc.birthYear, "Bitte gib PLZ/Ort und Geburtsjahr ein");

    for (const year of ["1874", String(latestBirthYear() + 1), "abcd"]) {
      await calc.birthYear.fill(year);
      await calc.search();
      await calc.expectError(calc.birthYear, `Geburtsjahr muss zwischen 1875 und ${latestBirthYear()} liegen`);
    }
    await calc.birthYear.fill("1990");

    // The server's details for an unknown postal code (its error is "Ungültige Postleitzahl").
    const check = page.waitForResponse((r) => r.url().includes("/api/location?postal_code=9999"));
    await calc.location.fill("9999");
    await calc.search();
    const body = await (await check).json();
    expect(body.error).toBe("Ungültige Postleitzahl");
    await calc.expectError(calc.location, body.details ?? "Ungültige Postleitzahl");

    // Buchs is a municipality in AG, SG and ZH: the person chooses.
    await calc.location.fill("Buchs");
    await calc.search();
    await calc.expectError(calc.location, "Mehrere Orte gefunden für Buchs. Bitte wähle aus der Liste.");
    await expect(calc.suggestions).toBeVisible();

    // "123" is a mistyped postal code, not several places.
    await calc.location.fill("123");
    await calc.search();
    await calc.expectError(calc.location, "Die Postleitzahl muss aus 4 Ziffern bestehen");

    await calc.location.fill("Qxyzqxyz");
    await calc.search();
    await calc.expectError(calc.location, "Ort nicht gefunden. Bitte verwende eine gültige PLZ oder einen anderen Ortsnamen.");

    await page.route("**/api/location/search**", (route) => route.abort());
    await calc.location.fill("Winterthur");
    await calc.location.press("Escape");
    await calc.search();
    await calc.expectError(calc.location, "Fehler bei der Ortsvalidierung");
    await expect(calc.cards).toHaveCount(0);
  });

  test("details and model dialogs open and close with the keyboard", async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.open(DEFAULT_URL);
    const card = calc.cards.first();
    await expect(card).toBeVisible({ timeout: 30_000 });

    const details = card.getByRole("button", { name: /^Details/ });
    await details.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2 })).toContainText("SLKK");
    await expect(dialog).toContainText(CHEAPEST_8001[await calc.shownYear()]!);
    await expect(dialog.getByRole("heading", { name: "Produktmerkmale" })).toBeVisible();
    // What basic insurance covers comes from the fact list, with its source; no waiting periods, no capped extras.
    await expect(dialog.getByTestId("basic-insurance-facts")).toContainText("Art. 34 Abs. 1 KVG");
    await expect(dialog).not.toContainText("365 Tage");
    await expect(dialog).not.toContainText("Komplementärmedizin bis CHF");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();

    const model = card.getByRole("button", { name: "Modell Standard erklären" });
    await model.focus();
    await page.keyboard.press("Enter");
    const modelDialog = page.getByRole("dialog", { name: "Standard" });
    await expect(modelDialog).toBeVisible();
    await expect(modelDialog).toContainText("Freie Arztwahl");
    await page.keyboard.press("Tab");
    await expect(modelDialog.getByRole("button", { name: "Schliessen" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(modelDialog).toBeHidden();
    await expect(model).toBeFocused();

    // Until the quote dialog exists, "Offerte anfordern" opens the details.
    await card.getByRole("button", { name: /^Offerte anfordern/ }).press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("results, suggestions and the details dialog have no serious accessibility violation", async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.open(DEFAULT_URL);
    await expect(calc.cards.first()).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await calc.location.fill("zur");
    await expect(calc.suggestions).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await calc.location.press("Escape");
    await calc.cards.first().getByRole("button", { name: /^Details/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
