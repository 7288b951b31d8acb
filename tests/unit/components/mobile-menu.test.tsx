import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { renderWithIntl } from "../../support/render";

jest.mock("next/navigation", () => ({ usePathname: () => "/calculator" }));

describe("mobile menu", () => {
  it('toggles between "Menü" and "Schließen" and exposes its state', async () => {
    const user = userEvent.setup();
    renderWithIntl(<MobileMenu />);
    const toggle = screen.getByRole("button", { name: "Menü" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Prämienrechner" })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Schließen" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Prämienrechner" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "KI-Versicherungsberatung" })).not.toHaveAttribute("aria-current");
  });

  it("closes when a link is clicked", async () => {
    const user = userEvent.setup();
    renderWithIntl(<MobileMenu />);
    await user.click(screen.getByRole("button", { name: "Menü" }));
    await user.click(screen.getByRole("link", { name: "Franchisenoptimierer" }));
    expect(screen.getByRole("button", { name: "Menü" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes with Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderWithIntl(<MobileMenu />);
    await user.click(screen.getByRole("button", { name: "Menü" }));
    await user.keyboard("{Escape}");
    const toggle = screen.getByRole("button", { name: "Menü" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });
});
