import { act, fireEvent, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { Toaster } from "@/components/ui/sonner";

beforeAll(() => {
  // sonner measures toasts and listens for media queries, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

describe("toaster (spec section 9)", () => {
  it("shows at most one toast at a time and names its region, reachable with F8", async () => {
    render(<Toaster containerAriaLabel="Benachrichtigungen" closeLabel="Schliessen" />);
    act(() => {
      toast("Erste Meldung");
      toast("Zweite Meldung");
    });
    await screen.findByText("Zweite Meldung");
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(1);
    expect(visible[0]).toHaveTextContent("Zweite Meldung");
    const region = screen.getByRole("region", { name: /Benachrichtigungen.*F8/ });
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(region.querySelector("ol")).toHaveFocus();
  });
});
