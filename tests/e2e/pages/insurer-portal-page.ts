import { expect, type Download, type Locator, type Page } from "@playwright/test";
import { NECESSARY_ONLY, primeBrowser } from "./browser-state";

/** The insurer portal (/insurer-portal): login, lead table, marking, filter, export, logout. */
export class InsurerPortalPage {
  readonly loginForm: Locator;
  readonly insurer: Locator;
  readonly insurerCode: Locator;
  readonly companyName: Locator;
  readonly apiKey: Locator;
  readonly loginButton: Locator;
  readonly logoutButton: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly empty: Locator;
  readonly selectAll: Locator;
  readonly hideDownloaded: Locator;
  readonly pageSize: Locator;
  readonly markButton: Locator;
  readonly exportButton: Locator;
  readonly pagination: Locator;

  constructor(readonly page: Page) {
    this.loginForm = page.getByTestId("insurer-login-form");
    this.insurer = page.getByRole("combobox", { name: "Versicherer", exact: true });
    this.insurerCode = page.getByRole("textbox", { name: "Versicherer-Code" });
    this.companyName = page.getByRole("textbox", { name: "Firmenname" });
    this.apiKey = page.getByLabel("Zugangsschlüssel");
    this.loginButton = page.getByRole("button", { name: "Anmelden" });
    this.logoutButton = page.getByRole("button", { name: "Abmelden" });
    this.table = page.getByTestId("lead-table");
    this.rows = page.getByTestId("lead-row");
    this.empty = page.getByTestId("lead-empty");
    this.selectAll = page.getByRole("checkbox", { name: "Alle Leads dieser Seite auswählen" });
    this.hideDownloaded = page.getByRole("checkbox", { name: "Heruntergeladene ausblenden" });
    this.pageSize = page.getByRole("combobox", { name: "Leads pro Seite" });
    this.markButton = page.getByRole("button", { name: "Als heruntergeladen markieren" });
    this.exportButton = page.getByRole("button", { name: /als CSV exportieren/ });
    this.pagination = page.getByRole("navigation", { name: "Seitennavigation" });
  }

  /** Opens the portal as a returning visitor (no cookie banner, no welcome popup). */
  async open() {
    await primeBrowser(this.page, { consent: NECESSARY_ONLY, welcomeSeen: true });
    await this.page.goto("/insurer-portal");
    await expect(this.insurer).toBeEnabled(); // the insurer list has loaded
  }

  /** Chooses the insurer by name from the list (fills code and company) and logs in with the key. */
  async login(insurerName: string, apiKey: string) {
    await this.insurer.selectOption({ label: insurerName });
    await this.apiKey.fill(apiKey);
    await this.loginButton.click();
  }

  /** Logs in with the code and company typed in (an insurer missing from the list). */
  async loginWithCode(insurerCode: string, company: string, apiKey: string) {
    await this.insurerCode.fill(insurerCode);
    await this.companyName.fill(company);
    await this.apiKey.fill(apiKey);
    await this.loginButton.click();
  }

  async expectLoggedIn(company: string) {
    await expect(this.page.getByRole("heading", { name: `Offertanfragen von ${company}` })).toBeVisible();
    await expect(this.logoutButton).toBeVisible();
  }

  async logout() {
    await this.logoutButton.click();
    await expect(this.loginForm).toBeVisible();
  }

  /** A visible toast (sonner) with this title. */
  toast(title: string) {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: title });
  }

  row(quoteId: string) {
    return this.page.locator(`[data-testid="lead-row"][data-quote-id="${quoteId}"]`);
  }

  async select(quoteId: string) {
    await this.row(quoteId).getByRole("checkbox").check();
  }

  async expectLead(quoteId: string, { status, downloads }: { status: "neu" | "heruntergeladen"; downloads: number }) {
    await expect(this.row(quoteId).getByTestId("lead-status")).toHaveText(status);
    await expect(this.row(quoteId).getByTestId("lead-downloads")).toHaveText(String(downloads));
  }

  async markSelectedDownloaded() {
    await this.markButton.click();
  }

  /** Exports (the selected leads, or all) and answers the downloaded file's name and text. */
  async exportCsv(): Promise<{ download: Download; fileName: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent("download"), this.exportButton.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { download, fileName: download.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
  }
}
