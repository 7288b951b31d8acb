import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CookieBanner } from "@/components/consent/cookie-banner";
import { CONSENT_STORAGE_KEY, OPEN_CONSENT_SETTINGS_EVENT, WELCOME_CLOSED_EVENT, WELCOME_SEEN_KEY } from "@/lib/consent/consent";
import { messages } from "@/lib/i18n/messages";
import { render } from "@testing-library/react";

let mockPathname = "/faq";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null");
const setup = () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<CookieBanner texts={{ banner: messages.consent.banner, settings: messages.consent.settings }} />);
  return user;
};

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  mockPathname = "/faq";
});
afterEach(() => jest.useRealTimers());

describe("cookie banner", () => {
  it("appears 1000 ms after load when no choice is stored", () => {
    setup();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByTestId("cookie-banner")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("heading", { name: "Cookies und Datenschutz" })).toBeInTheDocument();
  });

  it("stays hidden when a choice is stored", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    setup();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByTestId("cookie-banner")).not.toBeInTheDocument();
  });

  it("waits for the welcome popup on the home page until it has closed", () => {
    mockPathname = "/";
    setup();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByTestId("cookie-banner")).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(WELCOME_CLOSED_EVENT));
    });
    expect(screen.getByTestId("cookie-banner")).toBeInTheDocument();
  });

  it("does not wait on the home page when the popup was already seen this session", () => {
    mockPathname = "/";
    window.sessionStorage.setItem(WELCOME_SEEN_KEY, "1");
    setup();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId("cookie-banner")).toBeInTheDocument();
  });

  it('"Alle akzeptieren" stores every category and hides the banner', async () => {
    const user = setup();
    act(() => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole("button", { name: "Alle akzeptieren" }));
    expect(stored()).toEqual({ necessary: true, analytics: true, marketing: true });
    expect(screen.queryByTestId("cookie-banner")).not.toBeInTheDocument();
  });

  it('"Nur notwendige" stores necessary only', async () => {
    const user = setup();
    act(() => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole("button", { name: "Nur notwendige" }));
    expect(stored()).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it("the settings view keeps necessary on and saves the chosen categories", async () => {
    const user = setup();
    act(() => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole("button", { name: "Einstellungen" }));
    const necessary = await screen.findByRole("switch", { name: "Notwendig" });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    await user.click(screen.getByRole("switch", { name: "Marketing" }));
    await user.click(screen.getByRole("button", { name: "Einstellungen speichern" }));
    expect(stored()).toEqual({ necessary: true, analytics: false, marketing: true });
  });

  it('"Abbrechen" returns to the banner without saving', async () => {
    const user = setup();
    act(() => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole("button", { name: "Einstellungen" }));
    await user.click(await screen.findByRole("button", { name: "Abbrechen" }));
    expect(screen.getByRole("button", { name: "Alle akzeptieren" })).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it("closes without storing a choice", async () => {
    const user = setup();
    act(() => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole("button", { name: "Banner schliessen" }));
    expect(screen.queryByTestId("cookie-banner")).not.toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it("reopens the settings with the stored choice from the footer link", async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: false }));
    setup();
    act(() => {
      window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT));
    });
    expect(await screen.findByRole("switch", { name: "Analyse" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
  });
});
