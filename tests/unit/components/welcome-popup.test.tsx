import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WelcomePopup } from "@/components/consent/welcome-popup";
import { WELCOME_CLOSED_EVENT, WELCOME_SEEN_KEY } from "@/lib/consent/consent";
import { messages } from "@/lib/i18n/messages";
import { render } from "@testing-library/react";

const popup = <WelcomePopup texts={messages.consent.welcome} closeLabel="Schliessen" />;

const closedEvents = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  window.addEventListener(WELCOME_CLOSED_EVENT, closedEvents);
  closedEvents.mockClear();
});
afterEach(() => {
  window.removeEventListener(WELCOME_CLOSED_EVENT, closedEvents);
  jest.useRealTimers();
});

const showPopup = async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(popup);
  act(() => jest.advanceTimersByTime(1000));
  await screen.findByRole("dialog"); // its code loads on demand
  return user;
};

describe("welcome popup", () => {
  it("opens about 1 s after load", async () => {
    render(popup);
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole("dialog", { name: "Willkommen beim Prämienkompass!" })).toBeInTheDocument();
  });

  it("closes by its button, remembers it for the session and announces the close after 300 ms", async () => {
    const user = await showPopup();
    await user.click(screen.getByRole("button", { name: "Beratung starten" }));
    expect(window.sessionStorage.getItem(WELCOME_SEEN_KEY)).toBe("1");
    act(() => jest.advanceTimersByTime(299));
    expect(closedEvents).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(closedEvents).toHaveBeenCalledTimes(1);
  });

  it("closes with Escape", async () => {
    const user = await showPopup();
    await user.keyboard("{Escape}");
    act(() => jest.advanceTimersByTime(400));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(closedEvents).toHaveBeenCalledTimes(1);
  });

  it("is not shown again in the same browser session", () => {
    window.sessionStorage.setItem(WELCOME_SEEN_KEY, "1");
    render(popup);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
