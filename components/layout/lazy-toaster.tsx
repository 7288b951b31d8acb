"use client";

import { Suspense, lazy, useEffect, useState, type ComponentProps } from "react";

const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

/**
 * Every toast follows something the visitor did, so the toaster's code loads at the first
 * interaction instead of competing with the first paint and hydration. sonner replays
 * toasts created before its Toaster mounted, so none is lost while the code loads.
 */
export function LazyToaster(props: ComponentProps<typeof Toaster>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const mount = () => setReady(true);
    for (const type of INTERACTIONS) window.addEventListener(type, mount, { once: true, passive: true, capture: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, mount, { capture: true });
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  ) : null;
}
