import {
  ACCEPT_ALL,
  CONSENT_CHANGED_EVENT,
  CONSENT_STORAGE_KEY,
  NECESSARY_ONLY,
  readConsent,
  saveConsent,
} from "@/lib/consent/consent";

beforeEach(() => window.localStorage.clear());

describe("cookie consent storage", () => {
  it("has no choice until one is saved", () => {
    expect(readConsent()).toBeNull();
  });

  it("stores the choice under cookie-consent with necessary always true", () => {
    saveConsent({ necessary: true, analytics: true, marketing: false });
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
    expect(readConsent()).toEqual({ necessary: true, analytics: true, marketing: false });
  });

  it("announces a saved choice", () => {
    const listener = jest.fn();
    window.addEventListener(CONSENT_CHANGED_EVENT, listener);
    saveConsent(ACCEPT_ALL);
    window.removeEventListener(CONSENT_CHANGED_EVENT, listener);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual(ACCEPT_ALL);
  });

  it.each([
    ["not JSON", "{oops"],
    ["necessary switched off", JSON.stringify({ necessary: false, analytics: true, marketing: true })],
    ["wrong types", JSON.stringify({ necessary: true, analytics: "yes", marketing: false })],
  ])("ignores a stored value that is %s", (_label, raw) => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    expect(readConsent()).toBeNull();
  });

  it("keeps necessary-only distinct from accept-all", () => {
    saveConsent(NECESSARY_ONLY);
    expect(readConsent()).toEqual({ necessary: true, analytics: false, marketing: false });
  });
});
