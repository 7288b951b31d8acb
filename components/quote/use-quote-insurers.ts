"use client";

import { useEffect, useState } from "react";
import { fetchJson } from "@/lib/http/fetch-json";
import type { InsurerListEntry } from "@/lib/premiums/types";
import { insurerListResponseSchema } from "@/lib/validations/cancellation";

export type QuoteInsurers = { status: "loading" } | { status: "ready"; insurers: InsurerListEntry[] } | { status: "empty" };

/** GET /api/quote/insurers, fetched each time the dialog opens (spec section 4). */
export function useQuoteInsurers(open: boolean): QuoteInsurers {
  const [state, setState] = useState<QuoteInsurers>({ status: "loading" });
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchJson<unknown>("/api/quote/insurers", { signal: controller.signal })
      .then((body) => {
        const { insurers } = insurerListResponseSchema.parse(body);
        const sorted = [...insurers].sort((a, b) => a.name.localeCompare(b.name, "de-CH"));
        setState(sorted.length > 0 ? { status: "ready", insurers: sorted } : { status: "empty" });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "empty" });
      });
    return () => controller.abort();
  }, [open]);
  return state;
}
