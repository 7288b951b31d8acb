"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, type ComponentProps } from "react";

const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

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
  return ready ? <Toaster {...props} /> : null;
}
