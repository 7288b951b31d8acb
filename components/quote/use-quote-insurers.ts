"use client";

import { useEffect, useState } from "react";
import { fetchInsurerList } from "@/lib/insurers/client";
import type { InsurerListEntry } from "@/lib/catalog/types";

export type QuoteInsurers = { status: "loading" } | { status: "ready"; insurers: InsurerListEntry[] } | { status: "empty" };

/** GET /api/quote/insurers, fetched each time the dialog opens. */
export function useQuoteInsurers(open: boolean): QuoteInsurers {
  const [state, setState] = useState<QuoteInsurers>({ status: "loading" });
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchInsurerList("/api/quote/insurers", controller.signal)
      .then((insurers) => setState(insurers.length > 0 ? { status: "ready", insurers } : { status: "empty" }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "empty" });
      });
    return () => controller.abort();
  }, [open]);
  return state;
}
