"use client";

import { useEffect, useState } from "react";
import { fetchJson } from "@/lib/http/fetch-json";
import type { InsurerListEntry } from "@/lib/premiums/types";
import { insurerListResponseSchema } from "@/lib/validations/cancellation";

export type InsurerList =
  | { status: "loading" }
  | { status: "ready"; insurers: InsurerListEntry[] }
  /** The list failed or is empty: the insurer's name is typed freely. */
  | { status: "unavailable" };

/** Loads GET /api/insurer/list once, when the form opens; names sorted, duplicates dropped. */
export function useInsurerList(): InsurerList {
  const [list, setList] = useState<InsurerList>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    fetchJson<unknown>("/api/insurer/list", { signal: controller.signal })
      .then((body) => {
        const { insurers } = insurerListResponseSchema.parse(body);
        const unique = [...new Map(insurers.map((insurer) => [insurer.name, insurer])).values()];
        unique.sort((a, b) => a.name.localeCompare(b.name, "de-CH"));
        setList(unique.length > 0 ? { status: "ready", insurers: unique } : { status: "unavailable" });
      })
      .catch(() => {
        if (!controller.signal.aborted) setList({ status: "unavailable" });
      });
    return () => controller.abort();
  }, []);

  return list;
}
