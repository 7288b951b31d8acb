"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { CONSENT_CHANGED_EVENT, type Consent } from "@/lib/consent/consent";
import { configureTracking, revokePixel, trackPixel, type TrackingConfig } from "@/lib/tracking/tracker";

/**
 * Hands the server's tracking configuration to the tracker, sends PageView on every
 * navigation (only with consent, see the tracker) and applies a changed consent at once.
 */
export function TrackingSetup(config: TrackingConfig) {
  configureTracking(config);
  const pathname = usePathname();

  useEffect(() => {
    trackPixel("PageView");
  }, [pathname]);

  useEffect(() => {
    const onChange = (event: Event) => {
      const consent = (event as CustomEvent<Consent>).detail;
      if (consent.marketing) trackPixel("PageView");
      else revokePixel();
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  }, []);

  return null;
}
