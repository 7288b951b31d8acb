"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, type ComponentProps } from "react";

const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/**
 * Toasts only ever follow a user action, so the toaster's code loads once the page is
 * idle instead of competing with the first paint and hydration.
 */
export function LazyToaster(props: ComponentProps<typeof Toaster>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(() => setReady(true), 1500);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return ready ? <Toaster {...props} /> : null;
}
