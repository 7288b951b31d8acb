import { expect, type Locator, type Page } from "@playwright/test";
import { NECESSARY_ONLY, primeBrowser } from "./browser-state";

/** The home page's advisor: the chat panel and the results panel. */
export class AdvisorPage {
  readonly input: Locator;
  readonly send: Locator;
  readonly assistant: Locator;
  readonly cards: Locator;
  readonly loading: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByRole("textbox", { name: "Deine Nachricht" });
    this.send = page.getByRole("button", { name: "Senden" });
    this.assistant = page.getByTestId("assistant-message");
    this.cards = page.getByTestId("premium-card");
    this.loading = page.getByTestId("advisor-loading");
  }

  async open() {
    await primeBrowser(this.page, { consent: NECESSARY_ONLY, welcomeSeen: true });
    await this.page.goto("/");
    await expect(this.assistant.first()).toContainText("PLZ oder deinen Wohnort");
  }

  /** Sends a message with Enter and waits for the advisor's answer. */
  async say(text: string) {
    const before = await this.assistant.count();
    await this.input.fill(text);
    await this.input.press("Enter");
    await expect.poll(() => this.assistant.count(), { timeout: 20_000 }).toBeGreaterThan(before);
    await expect(this.loading).toHaveCount(0);
    return this.assistant.last();
  }
}
