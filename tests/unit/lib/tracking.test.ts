import { saveConsent, ACCEPT_ALL, NECESSARY_ONLY } from "@/lib/consent/consent";
import { pixelEvents } from "@/lib/tracking/events";
import { PIXEL_SCRIPT_URL, configureTracking, trackAnalytics, trackPixel } from "@/lib/tracking/tracker";

const pixelScripts = () => document.querySelectorAll(`script[src="${PIXEL_SCRIPT_URL}"]`);

beforeEach(() => {
  window.localStorage.clear();
  document.head.innerHTML = "";
  delete window.fbq;
  delete window._fbq;
  configureTracking({});
  Object.defineProperty(navigator, "sendBeacon", { value: jest.fn(() => true), configurable: true });
});

describe("consent-gated tracking", () => {
  it("sends nothing and loads nothing without a stored choice", () => {
    configureTracking({ pixelId: "123456789", analyticsUrl: "https://stats.example.ch/e" });
    expect(trackPixel("PageView")).toBe(false);
    expect(trackAnalytics("welcome_popup_shown")).toBe(false);
    expect(pixelScripts()).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it("sends nothing with necessary cookies only", () => {
    configureTracking({ pixelId: "123456789", analyticsUrl: "https://stats.example.ch/e" });
    saveConsent(NECESSARY_ONLY);
    expect(trackPixel("Search", { value: 3, currency: "CHF" })).toBe(false);
    expect(trackAnalytics("offer_selected")).toBe(false);
    expect(pixelScripts()).toHaveLength(0);
  });

  it("goes nowhere without a configured pixel id, even with consent", () => {
    saveConsent(ACCEPT_ALL);
    expect(trackPixel("PageView")).toBe(false);
    expect(trackAnalytics("welcome_popup_shown")).toBe(false);
    expect(pixelScripts()).toHaveLength(0);
  });

  it("loads the pixel once and queues events with marketing consent", () => {
    configureTracking({ pixelId: "123456789" });
    saveConsent({ necessary: true, analytics: false, marketing: true });
    expect(trackPixel("PageView")).toBe(true);
    expect(trackPixel(...pixelEvents.addToCart(400))).toBe(true);
    expect(pixelScripts()).toHaveLength(1);
    expect(window.fbq!.queue).toEqual([
      ["init", "123456789"],
      ["track", "PageView"],
      ["track", "AddToCart", { value: 4800, currency: "CHF" }],
    ]);
  });

  it("beacons analytics events with analytics consent", () => {
    configureTracking({ analyticsUrl: "https://stats.example.ch/e" });
    saveConsent({ necessary: true, analytics: true, marketing: false });
    expect(trackAnalytics("welcome_popup_closed", { seconds: 4 })).toBe(true);
    const [url, blob] = (navigator.sendBeacon as jest.Mock).mock.calls[0]!;
    expect(url).toBe("https://stats.example.ch/e");
    expect((blob as Blob).type).toBe("application/json");
    expect(trackPixel("PageView")).toBe(false);
  });
});

describe("event values (spec section 7)", () => {
  it("values an offer at monthly premium × 12 and a lead at annual premium × 5", () => {
    expect(pixelEvents.addToCart(605.2)).toEqual(["AddToCart", { value: 7262.4, currency: "CHF" }]);
    expect(pixelEvents.search(42)).toEqual(["Search", { value: 42, currency: "CHF" }]);
    expect(pixelEvents.lead(4719.6)).toEqual(["Lead", { value: 4719.6, currency: "CHF", predicted_ltv: 23598 }]);
    expect(pixelEvents.purchase(4719.6)).toEqual(["Purchase", { value: 4719.6, currency: "CHF" }]);
  });
});
