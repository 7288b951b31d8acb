/** Kept in the browser's local storage under this key. */
export const CONSENT_STORAGE_KEY = "cookie-consent";
/** The welcome-seen flag lives in session storage: once per browser session. */
export const WELCOME_SEEN_KEY = "welcome-popup-seen";
/** Fired on window when the welcome popup has closed; the cookie banner waits for it. */
export const WELCOME_CLOSED_EVENT = "welcome-popup-closed";
/** Fired on window when the consent changes, so tracking applies it at once. */
export const CONSENT_CHANGED_EVENT = "cookie-consent-changed";
/** Fired on window to reopen the cookie settings (footer link). */
export const OPEN_CONSENT_SETTINGS_EVENT = "open-cookie-settings";

export type Consent = { necessary: true; analytics: boolean; marketing: boolean };

/**
 * Validates what the browser hands back. A three-field guard instead of a zod schema:
 * this runs on every page, and zod would add its runtime to every page's bundle.
 */
function parseConsent(value: unknown): Consent | null {
  if (typeof value !== "object" || value === null) return null;
  const { necessary, analytics, marketing } = value as Record<string, unknown>;
  if (necessary !== true || typeof analytics !== "boolean" || typeof marketing !== "boolean") return null;
  return { necessary, analytics, marketing };
}

export const ACCEPT_ALL: Consent = { necessary: true, analytics: true, marketing: true };
export const NECESSARY_ONLY: Consent = { necessary: true, analytics: false, marketing: false };

/** The stored choice, or null when none (or an unreadable one) is stored. */
export function readConsent(storage: Storage | undefined = safeLocalStorage()): Consent | null {
  try {
    const raw = storage?.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    return parseConsent(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function saveConsent(consent: Consent, storage: Storage | undefined = safeLocalStorage()): void {
  const value: Consent = { necessary: true, analytics: consent.analytics, marketing: consent.marketing };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the choice still applies for this page view.
  }
  if (typeof window !== "undefined") {
    window.dispatchEvent(new CustomEvent<Consent>(CONSENT_CHANGED_EVENT, { detail: value }));
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function welcomeSeen(): boolean {
  try {
    return window.sessionStorage.getItem(WELCOME_SEEN_KEY) === "1";
  } catch {
    return false;
  }
}

export function markWelcomeSeen(): void {
  try {
    window.sessionStorage.setItem(WELCOME_SEEN_KEY, "1");
  } catch {
    // Without session storage the popup may show again on the next page load.
  }
}
