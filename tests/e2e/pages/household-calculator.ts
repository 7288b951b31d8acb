import { expect, type Locator, type Page } from "@playwright/test";
import { NECESSARY_ONLY, primeBrowser } from "./browser-state";
import { CalculatorPage } from "./calculator-page";

/** The calculator with a household: the person rows and the household cards. */
export class HouseholdCalculator extends CalculatorPage {
  readonly addPerson: Locator;
  readonly rows: Locator;
  readonly householdCards: Locator;
  readonly mix: Locator;
  readonly urlNotice: Locator;
  readonly share: Locator;

  constructor(page: Page) {
    super(page);
    this.addPerson = page.getByRole("button", { name: "Person hinzufügen" });
    this.rows = page.getByTestId("household-person");
    this.householdCards = page.getByTestId("household-card");
    this.mix = page.getByTestId("household-mix");
    this.urlNotice = page.getByTestId("household-url-notice");
    this.share = page.getByRole("button", { name: "Link kopieren" });
  }

  /** Opens the calculator like `CalculatorPage.open`, with more patience for hydration on a loaded machine. */
  override async open(query = "") {
    await primeBrowser(this.page, { consent: NECESSARY_ONLY, welcomeSeen: true });
    await this.page.goto(`/calculator${query ? `?${query}` : ""}`);
    await expect(this.submit).toBeEnabled({ timeout: 20_000 });
    const hydrated = () => this.currentInsurer.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber")));
    await expect.poll(hydrated, { message: "the form is hydrated", timeout: 20_000 }).toBe(true);
  }

  /** A person's field in a household: "Geburtsjahr (Person 2)". */
  field(role: "textbox" | "combobox" | "switch", label: string, number: number) {
    return this.page.getByRole(role, { name: `${label} (Person ${number})`, exact: true });
  }

  async cardTotals(): Promise<string[]> {
    return this.householdCards.getByTestId("household-total").allTextContents();
  }

  async expectRows(count: number) {
    await expect(this.rows).toHaveCount(count);
  }
}
