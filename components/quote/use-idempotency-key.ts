"use client";

import { useRef } from "react";

/** A fresh key per distinct submission: a double click or a retry of the same data sends the same key. */
export function useIdempotencyKey() {
  const last = useRef<{ data: string; key: string } | null>(null);
  return {
    forData(data: unknown) {
      const text = JSON.stringify(data);
      if (last.current?.data !== text) last.current = { data: text, key: crypto.randomUUID() };
      return last.current.key;
    },
    reset() {
      last.current = null;
    },
  };
}
