"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The visitor's current year, or null while rendering on the server: the server's HTML is the same
 * for every visitor, so the year (and an age shown from it) comes from the browser's clock.
 */
export function useCurrentYear(): number | null {
  return useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => null);
}
