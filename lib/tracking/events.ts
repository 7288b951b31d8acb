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

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Annual value of an offer: monthly premium × 12. */
export const annualValue = (monthlyPremium: number) => round2(monthlyPremium * 12);

/** Predicted lifetime value of a lead: annual premium × 5. */
export const leadLifetimeValue = (annualPremium: number) => round2(annualPremium * 5);

export const pixelEvents = {
  search: (premiumCount: number) => ["Search", { value: premiumCount, currency: "CHF" }] as const,
  addToCart: (monthlyPremium: number) =>
    ["AddToCart", { value: annualValue(monthlyPremium), currency: "CHF" }] as const,
  lead: (annualPremium: number) =>
    ["Lead", { value: annualPremium, currency: "CHF", predicted_ltv: leadLifetimeValue(annualPremium) }] as const,
  purchase: (annualPremium: number) => ["Purchase", { value: annualPremium, currency: "CHF" }] as const,
} satisfies Record<string, (...args: never[]) => readonly [PixelEvent, PixelParams]>;
