import { expect, type Locator, type Page } from "@playwright/test";
import { expectHydrated, NECESSARY_ONLY, primeBrowser } from "./browser-state";

/** The premium calculator (/calculator): its form, the results and the result dialogs. */
export class CalculatorPage {
  readonly form: Locator;
  readonly location: Locator;
  readonly birthYear: Locator;
  readonly franchise: Locator;
  readonly accident: Locator;
  readonly sort: Locator;
  readonly submit: Locator;
  readonly suggestions: Locator;
  readonly cards: Locator;
  readonly bestCards: Locator;
  readonly errorPanel: Locator;
  readonly choices: Locator;
  readonly region: Locator;
  readonly count: Locator;
  readonly currentInsurer: Locator;
  readonly currentModel: Locator;
  readonly currentSummary: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("calculator-form");
    this.location = page.getByRole("combobox", { name: "PLZ oder Ort" });
    this.birthYear = page.getByRole("textbox", { name: "Geburtsjahr" });
    this.franchise = page.getByRole("combobox", { name: "Franchise" });
    this.accident = page.getByRole("switch", { name: "Unfalldeckung" });
    this.sort = page.getByRole("combobox", { name: "Sortierung" });
    this.submit = page.getByRole("button", { name: "Prämien berechnen" });
    this.suggestions = page.getByRole("listbox", { name: "Vorschläge für PLZ und Ort" });
    this.cards = page.getByTestId("premium-card");
    this.bestCards = page.locator('[data-testid="premium-card"][data-best]');
    this.errorPanel = page.getByTestId("results-error");
    this.choices = page.getByTestId("location-choices");
    this.region = page.getByTestId("results-region");
    this.count = page.getByTestId("stat-count");
    this.currentInsurer = page.getByRole("combobox", { name: "Deine heutige Krankenkasse (optional)" });
    this.currentModel = page.getByRole("combobox", { name: "Dein heutiges Modell" });
    this.currentSummary = page.getByTestId("current-insurer");
  }

  /** The year switch's option "Prämien <year>" (a radio button). */
  year(year: number) {
    return this.page.getByRole("radiogroup", { name: "Prämienjahr" }).getByRole("radio", { name: `Prämien ${year}` });
  }

  /** The tariff year the results show, read from the first card ("Prämie 2027"). */
  async shownYear(): Promise<number> {
    const label = (await this.cards.first().getByTestId("premium-year").textContent()) ?? "";
    return Number(/\d{4}/.exec(label)?.[0]);
  }

  /** Opens the calculator (optionally with a search in the URL) without banner or popup. */
  async open(query = "") {
    await primeBrowser(this.page, { consent: NECESSARY_ONLY, welcomeSeen: true });
    await this.page.goto(`/calculator${query ? `?${query}` : ""}`);
    await expect(this.submit).toBeEnabled();
    await expectHydrated(this.currentInsurer);
  }

  model(name: string) {
    return this.form.getByRole("checkbox", { name, exact: true });
  }

  /** The validation message shown for a field (linked by aria-describedby). */
  errorFor(field: Locator) {
    return field.evaluate((el) => {
      const ids = (el.getAttribute("aria-describedby") ?? "").split(" ");
      const alert = ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute("role") === "alert");
      return alert?.textContent ?? null;
    });
  }

  async expectError(field: Locator, message: string) {
    await expect.poll(() => this.errorFor(field)).toBe(message);
  }

  async fill(field: Locator, value: string) {
    await field.fill(value);
  }

  async search() {
    await this.submit.click();
  }

  card(insurer: string) {
    return this.cards.filter({ has: this.page.getByRole("heading", { name: insurer, exact: true }) });
  }

  suggestion(name: string | RegExp) {
    return this.suggestions.getByRole("option", { name });
  }
}
