import { expect, type Locator, type Page } from "@playwright/test";

/** A person's data for a quote request, as typed into the quote dialog. */
export type QuotePerson = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthDate: string;
  street: string;
  houseNumber: string;
  gender: "male" | "female" | "other";
  currentInsurer?: string;
};

/** The quote request dialog opened by "Offerte anfordern" (calculator and advisor). */
export class QuoteDialog {
  readonly dialog: Locator;
  readonly summary: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: "Offerte anfordern" });
    this.summary = this.dialog.getByTestId("quote-summary");
    this.submit = this.dialog.getByRole("button", { name: "Offerte anfordern" });
  }

  field(label: string) {
    return this.dialog.getByLabel(label, { exact: true });
  }

  async fill(person: QuotePerson) {
    await this.field("Vorname").fill(person.firstName);
    await this.field("Nachname").fill(person.lastName);
    await this.field("E-Mail").fill(person.email);
    await this.field("Telefon").fill(person.phone);
    await this.field("Geburtsdatum").fill(person.birthDate);
    await this.field("Geschlecht").selectOption(person.gender);
    await this.field("Strasse").fill(person.street);
    await this.field("Hausnummer").fill(person.houseNumber);
    if (person.currentInsurer) {
      await expect(this.field("Aktuelle Krankenkasse (optional)")).toBeEnabled();
      await this.field("Aktuelle Krankenkasse (optional)").selectOption({ label: person.currentInsurer });
    }
    await this.dialog.getByRole("checkbox").check();
  }

  /** Sends the form and waits for the success toast; answers the quote id the server gave. */
  async send(): Promise<string> {
    const answer = this.page.waitForResponse((response) => response.url().endsWith("/api/quote/request"));
    await this.submit.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { quoteId } = (await response.json()) as { quoteId: string };
    await expect(this.page.getByText("Erfolgreich gesendet!")).toBeVisible();
    await expect(this.dialog).toBeHidden();
    return quoteId;
  }
}
