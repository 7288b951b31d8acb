import { readConsent } from "@/lib/consent/consent";
import type { AnalyticsEvent, PixelEvent, PixelParams } from "./events";

/**
 * Consent-gated tracking. The marketing pixel is loaded only when a pixel id is configured
 * and the visitor gave marketing consent; analytics events are sent only with analytics
 * consent to a configured endpoint. Without either, every call is a no-op that returns false.
 */
export type TrackingConfig = { pixelId?: string; analyticsUrl?: string };

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const PIXEL_SCRIPT_URL = "https://connect.facebook.net/en_US/fbevents.js";

let config: TrackingConfig = {};

export function configureTracking(next: TrackingConfig): void {
  config = { ...next };
}

function loadPixel(pixelId: string): Fbq {
  if (window.fbq) return window.fbq;
  // The pixel's documented queue stub, written as code instead of an inline script (CSP).
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  window.fbq = fbq;
  window._fbq = fbq;
  const script = document.createElement("script");
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  document.head.appendChild(script);
  fbq("init", pixelId);
  return fbq;
}

function pixel(): Fbq | null {
  if (typeof window === "undefined" || !config.pixelId) return null;
  if (!readConsent()?.marketing) return null;
  return loadPixel(config.pixelId);
}

export function trackPixel(event: PixelEvent, params?: PixelParams): boolean {
  const fbq = pixel();
  if (!fbq) return false;
  if (params) fbq("track", event, params);
  else fbq("track", event);
  return true;
}

/** Custom engagement events. */
export function trackCustom(name: string, params?: Record<string, unknown>): boolean {
  const fbq = pixel();
  if (!fbq) return false;
  fbq("trackCustom", name, params ?? {});
  return true;
}

export function trackAnalytics(name: AnalyticsEvent, props: Record<string, unknown> = {}): boolean {
  if (typeof window === "undefined" || !config.analyticsUrl) return false;
  if (!readConsent()?.analytics) return false;
  const body = JSON.stringify({ event: name, props, path: window.location.pathname, at: new Date().toISOString() });
  const blob = new Blob([body], { type: "application/json" });
  if (typeof navigator.sendBeacon === "function") return navigator.sendBeacon(config.analyticsUrl, blob);
  void fetch(config.analyticsUrl, { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } });
  return true;
}

/** Withdrawn marketing consent: tell a loaded pixel to stop. */
export function revokePixel(): void {
  window.fbq?.("consent", "revoke");
}
