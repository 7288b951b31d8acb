import { expect, type Download, type Locator, type Page } from "@playwright/test";

export type LetterData = {
  fullName: string;
  street: string;
  postalCode: string;
  city: string;
  birthDate: string;
  insuranceNumber: string;
  insurer: string;
  reason: "Auf Ende Jahr" | "Auf Ende Jahr nach einer Prämienerhöhung" | "Auf Mitte Jahr";
};

/** The switching guide's cancellation letter dialog. */
export class CancellationDialog {
  readonly trigger: Locator;
  readonly dialog: Locator;
  readonly reminder: Locator;
  readonly downloadLink: Locator;

  constructor(readonly page: Page) {
    this.trigger = page.getByRole("main").getByRole("button", { name: "Kündigungsvorlage herunterladen" });
    this.dialog = page.getByRole("dialog", { name: "Kündigungsbrief erstellen" });
    this.reminder = this.dialog.getByTestId("cancellation-reminder");
    this.downloadLink = this.dialog.getByRole("link", { name: "Kündigungsbrief herunterladen (PDF)" });
  }

  async open() {
    await this.trigger.click();
    await expect(this.dialog).toBeVisible();
    await expect(this.field("Vorname und Nachname")).toBeFocused();
  }

  field(label: string) {
    return this.dialog.getByLabel(label, { exact: true });
  }

  insurerSelect() {
    return this.dialog.getByRole("combobox", { name: "Bisherige Krankenkasse" });
  }

  async submit() {
    await this.dialog.getByRole("button", { name: "PDF erstellen" }).click();
  }

  async fill(data: LetterData) {
    await this.field("Vorname und Nachname").fill(data.fullName);
    await this.field("Strasse und Hausnummer").fill(data.street);
    await this.field("PLZ").fill(data.postalCode);
    await this.field("Ort").fill(data.city);
    await this.field("Geburtsdatum").fill(data.birthDate);
    await this.field("Versichertennummer").fill(data.insuranceNumber);
    await this.insurerSelect().selectOption({ label: data.insurer });
    await expect(this.insurerSelect()).toHaveValue(data.insurer);
    await this.dialog.getByRole("radio", { name: data.reason, exact: true }).check();
  }

  async download(): Promise<Download> {
    const downloaded = this.page.waitForEvent("download");
    await this.downloadLink.click();
    return downloaded;
  }
}
