import { expect, type Locator, type Page } from "@playwright/test";
import { latestCode, outboxFiles } from "../../support/outbox";
import { expectNoAxeViolations } from "./axe";
import { NECESSARY_ONLY, primeBrowser } from "./browser-state";

/** The admin panel (/admin): password step, code step, key management, lead deletion, logout. */
export class AdminPage {
  readonly passwordForm: Locator;
  readonly password: Locator;
  readonly next: Locator;
  readonly codeForm: Locator;
  readonly code: Locator;
  readonly verify: Locator;
  readonly resend: Locator;
  readonly back: Locator;
  readonly countdown: Locator;
  readonly dashboardHeading: Locator;
  readonly logoutButton: Locator;
  readonly statusTable: Locator;
  readonly newKeys: Locator;
  readonly renewAllButton: Locator;
  readonly exportKeys: Locator;
  readonly leadQuery: Locator;

  constructor(
    readonly page: Page,
    private readonly outbox: string,
  ) {
    this.passwordForm = page.getByTestId("admin-password-form");
    this.password = page.getByLabel("Passwort", { exact: true });
    this.next = page.getByRole("button", { name: "Weiter" });
    this.codeForm = page.getByTestId("admin-code-form");
    this.code = page.getByRole("textbox", { name: "Code aus der E-Mail" });
    this.verify = page.getByRole("button", { name: "Bestätigen" });
    this.resend = page.getByRole("button", { name: "Code erneut senden" });
    this.back = page.getByRole("button", { name: "Zurück" });
    this.countdown = page.getByTestId("admin-countdown");
    this.dashboardHeading = page.getByRole("heading", { name: "Verwaltung" });
    this.logoutButton = page.getByRole("button", { name: "Abmelden" });
    this.statusTable = page.getByTestId("key-status-table");
    this.newKeys = page.getByTestId("new-key-row");
    this.renewAllButton = page.getByRole("button", { name: "Alle Schlüssel erneuern" });
    this.exportKeys = page.getByRole("button", { name: "Neue Schlüssel als CSV exportieren" });
    this.leadQuery = page.getByRole("textbox", { name: "Offert-ID oder E-Mail-Adresse" });
  }

  /** Opens /admin as a returning visitor (no cookie banner); the login form once the session check is done. */
  async open() {
    await primeBrowser(this.page, { consent: NECESSARY_ONLY, welcomeSeen: true });
    await this.page.goto("/admin");
    await expect(this.passwordForm.or(this.dashboardHeading)).toBeVisible();
  }

  /** The mails in the outbox now: a later `newCode` reads only a mail sent after this. */
  mailsNow(): Set<string> {
    return new Set(outboxFiles(this.outbox));
  }

  /** The code of the first mail that arrives after `before`. */
  async newCode(before: Set<string>): Promise<string> {
    await expect.poll(() => outboxFiles(this.outbox).filter((file) => !before.has(file)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    return latestCode(this.outbox, before);
  }

  /** Step 1 with the password; answers the e-mailed code once the code step shows. */
  async submitPassword(password: string): Promise<string> {
    const before = this.mailsNow();
    await this.password.fill(password);
    await this.next.click();
    await expect(this.codeForm).toBeVisible();
    return this.newCode(before);
  }

  async login(password: string) {
    const code = await this.submitPassword(password);
    await this.code.fill(code);
    await this.verify.click();
    await expect(this.dashboardHeading).toBeVisible();
  }

  async logout() {
    await this.logoutButton.click();
    await expect(this.passwordForm).toBeVisible();
  }

  /** A visible toast (sonner) with this title. */
  toast(title: string) {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: title });
  }

  statusRow(insurerCode: string) {
    return this.statusTable.locator(`[data-testid="key-status-row"][data-insurer-code="${insurerCode}"]`);
  }

  newKeyRow(insurerCode: string) {
    return this.page.locator(`[data-testid="new-key-row"][data-insurer-code="${insurerCode}"]`);
  }

  /** Renews one insurer's key and answers it (shown with "Anzeigen"). */
  async renewKey(insurerName: string, insurerCode: string): Promise<string> {
    const before = await this.newKeyRow(insurerCode).count();
    await this.page.getByRole("button", { name: `Erneuern: Schlüssel für ${insurerName}` }).click();
    await expect(this.newKeyRow(insurerCode)).toHaveCount(before + 1);
    const row = this.newKeyRow(insurerCode).first();
    await expect(row.getByTestId("new-key-masked")).toBeVisible();
    await row.getByRole("button", { name: `Anzeigen: Schlüssel für ${insurerName}` }).click();
    return (await row.getByTestId("new-key-value").textContent())!.trim();
  }

  /** No axe violation at all (WCAG 2.0-2.2 A/AA and best practices) on the page as it is now. */
  async expectAccessible(what = "admin panel") {
    await expectNoAxeViolations(this.page, what);
  }
}
