import { expect, type Locator, type Page } from "@playwright/test";

/** The welcome popup (home page) and the cookie banner with its settings view. */
export class ConsentUi {
  readonly welcome: Locator;
  readonly banner: Locator;

  constructor(readonly page: Page) {
    this.welcome = page.getByRole("dialog", { name: "Willkommen beim Prämienkompass!" });
    this.banner = page.getByTestId("cookie-banner");
  }

  button(name: string) {
    return this.banner.getByRole("button", { name, exact: true });
  }

  storedConsent() {
    return this.page.evaluate(() => JSON.parse(window.localStorage.getItem("cookie-consent") ?? "null"));
  }

  async expectBannerVisible() {
    await expect(this.banner).toBeVisible();
    await expect(this.banner.getByRole("heading", { name: "Cookies und Datenschutz" })).toBeVisible();
  }
}
