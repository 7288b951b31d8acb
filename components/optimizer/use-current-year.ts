"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The visitor's current year, or null while rendering on the server: the page is
 * prerendered at build time, so the year (and an age shown from it) is only known in the browser.
 */
export function useCurrentYear(): number | null {
  return useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => null);
}
