import { expect, type Locator, type Page } from "@playwright/test";

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

/**
 * Waits until React has hydrated the element: from then on its handlers run. A `change` typed or
 * selected before hydration is not replayed (clicks are), so forms wait for this before they are filled.
 */
export async function expectHydrated(element: Locator) {
  const hydrated = () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber")));
  await expect.poll(hydrated, { message: "the element is hydrated" }).toBe(true);
}
