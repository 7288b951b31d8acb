import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { render } from "@testing-library/react";

const menu = (
  <MobileMenu
    items={[
      { href: "/", label: "KI-Versicherungsberatung" },
      { href: "/calculator", label: "Prämienrechner" },
      { href: "/optimizer", label: "Franchisenoptimierer" },
    ]}
    labels={{ open: "Menü", close: "Schliessen", title: "Navigation" }}
  />
);

jest.mock("next/navigation", () => ({ usePathname: () => "/calculator" }));

describe("mobile menu", () => {
  it('toggles between "Menü" and "Schliessen" and exposes its state', async () => {
    const user = userEvent.setup();
    render(menu);
    const toggle = screen.getByRole("button", { name: "Menü" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Prämienrechner" })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Schliessen" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Prämienrechner" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "KI-Versicherungsberatung" })).not.toHaveAttribute("aria-current");
  });

  it("closes when a link is clicked", async () => {
    // jsdom cannot navigate; the click itself is what closes the menu.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("click", stopNavigation);
    const user = userEvent.setup();
    render(menu);
    await user.click(screen.getByRole("button", { name: "Menü" }));
    await user.click(screen.getByRole("link", { name: "Franchisenoptimierer" }));
    expect(screen.getByRole("button", { name: "Menü" })).toHaveAttribute("aria-expanded", "false");
    document.removeEventListener("click", stopNavigation);
  });

  it("closes with Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    render(menu);
    await user.click(screen.getByRole("button", { name: "Menü" }));
    await user.keyboard("{Escape}");
    const toggle = screen.getByRole("button", { name: "Menü" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });
});
