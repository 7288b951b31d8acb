"use client";

import { useEffect, useState } from "react";

/** Whole seconds left until `deadline` (epoch ms), updated twice a second, never below 0. */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 75 -> "1:15", 9 -> "0:09". */
export const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** The countdown warns at 10 seconds or less. */
export const WARNING_SECONDS = 10;
/** Screen readers hear the time left only at these marks, not every second. */
export const ANNOUNCE_AT = [30, 10] as const;
