import { annualPremium, leadLifetimeValue } from "@/lib/domain/premium-value";

/**
 * The tracking events of the spec (section 7) and how their values are computed.
 * Pure: the sending lives in ./tracker.ts.
 */
export type PixelEvent =
  | "PageView"
  | "InitiateCheckout"
  | "Search"
  | "AddToCart"
  | "Lead"
  | "Purchase"
  | "ViewContent"
  | "CompleteRegistration";

export type PixelParams = { value?: number; currency?: "CHF"; [key: string]: unknown };

/** First-party analytics events, only sent with analytics consent. */
export type AnalyticsEvent =
  | "welcome_popup_shown"
  | "welcome_popup_closed"
  | "chat_started"
  | "offer_selected"
  | "lead_submitted";

export const pixelEvents = {
  initiateCheckout: () => ["InitiateCheckout", {}] as const,
  search: (premiumCount: number) => ["Search", { value: premiumCount, currency: "CHF" }] as const,
  addToCart: (monthlyPremium: number) =>
    ["AddToCart", { value: annualPremium(monthlyPremium), currency: "CHF" }] as const,
  lead: (annualPremium: number) =>
    ["Lead", { value: annualPremium, currency: "CHF", predicted_ltv: leadLifetimeValue(annualPremium) }] as const,
  purchase: (annualPremium: number) => ["Purchase", { value: annualPremium, currency: "CHF" }] as const,
} satisfies Record<string, (...args: never[]) => readonly [PixelEvent, PixelParams]>;
