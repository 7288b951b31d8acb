import { expect, type Locator, type Page } from "@playwright/test";

/** The header, mobile menu and footer that wrap every route. */
export class SiteShell {
  readonly header: Locator;
  readonly footer: Locator;
  readonly menuToggle: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole("banner");
    this.footer = page.getByRole("contentinfo");
    this.menuToggle = page.getByTestId("mobile-menu-toggle");
  }

  navLink(name: string) {
    return this.header.getByRole("link", { name, exact: true });
  }

  async openMobileMenu() {
    await expect(this.menuToggle).toHaveText("Menü");
    await this.menuToggle.click();
    await expect(this.menuToggle).toHaveAttribute("aria-expanded", "true");
    await expect(this.menuToggle).toHaveText("Schliessen");
  }

  async expectMobileMenuClosed() {
    await expect(this.menuToggle).toHaveAttribute("aria-expanded", "false");
    await expect(this.menuToggle).toHaveText("Menü");
  }

  footerLink(name: string) {
    return this.footer.getByRole("link", { name, exact: true });
  }
}
