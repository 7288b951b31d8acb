import type { Page } from "@playwright/test";

export type StoredConsent = { necessary: true; analytics: boolean; marketing: boolean };

/**
 * Sets what a returning visitor's browser would hold before the first page loads:
 * a stored cookie choice and/or the welcome popup already seen this session.
 */
export async function primeBrowser(page: Page, state: { consent?: StoredConsent; welcomeSeen?: boolean }) {
  await page.addInitScript((s) => {
    if (s.consent) window.localStorage.setItem("cookie-consent", JSON.stringify(s.consent));
    if (s.welcomeSeen) window.sessionStorage.setItem("welcome-popup-seen", "1");
  }, state);
}

export const NECESSARY_ONLY: StoredConsent = { necessary: true, analytics: false, marketing: false };
