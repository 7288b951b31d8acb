import { expect, type Locator, type Page } from "@playwright/test";
import { NECESSARY_ONLY, primeBrowser } from "./browser-state";

/** de-CH thousands mark: ICU writes ' or ’ depending on its version. */
export const chf = (amount: string) => new RegExp(`CHF\\s${amount.replace(/'/g, "['’]").replace(/\./g, "\\.")}`);

/** The deductible optimizer at /optimizer: its form, the recommendation, the formula beside it and the chart. */
export class OptimizerPage {
  readonly postalCode: Locator;
  readonly birthYear: Locator;
  readonly age: Locator;
  readonly submit: Locator;
  readonly running: Locator;
  readonly result: Locator;
  readonly realTable: Locator;
  readonly realRows: Locator;
  readonly chart: Locator;
  readonly recalculate: Locator;

  constructor(readonly page: Page) {
    this.postalCode = page.getByLabel("Postleitzahl");
    this.birthYear = page.getByLabel("Geburtsjahr");
    this.age = page.getByTestId("optimizer-age");
    this.submit = page.getByRole("button", { name: "Optimale Franchise berechnen" });
    this.running = page.getByRole("button", { name: "Berechne optimale Franchise …" });
    this.result = page.getByTestId("optimizer-result");
    this.realTable = page.getByTestId("real-table");
    this.realRows = page.getByTestId("real-row");
    this.chart = page.getByTestId("cost-chart");
    this.recalculate = page.getByRole("button", { name: "Neu berechnen" });
  }

  async goto() {
    await primeBrowser(this.page, { consent: NECESSARY_ONLY, welcomeSeen: true });
    await this.page.goto("/optimizer");
    // The age appears once the page is interactive (it needs the visitor's current year).
    await expect(this.age).toHaveText(/Alter: \d+ Jahre/);
  }

  async selectOption(label: "Versicherungsmodell" | "Geschlecht", option: string) {
    await this.page.getByRole("combobox", { name: label }).selectOption({ label: option });
  }

  async optimise(postalCode: string, birthYear?: string) {
    await this.postalCode.fill(postalCode);
    if (birthYear !== undefined) await this.birthYear.fill(birthYear);
    await this.submit.click();
  }
}
