"use client";

import { useEffect, useState } from "react";
import { fetchInsurerList } from "@/lib/insurers/client";
import type { InsurerListEntry } from "@/lib/catalog/types";

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
    fetchInsurerList("/api/insurer/list", controller.signal)
      .then((insurers) => {
        // The letter names the insurer: one entry per name.
        const unique = [...new Map(insurers.map((insurer) => [insurer.name, insurer])).values()];
        setList(unique.length > 0 ? { status: "ready", insurers: unique } : { status: "unavailable" });
      })
      .catch(() => {
        if (!controller.signal.aborted) setList({ status: "unavailable" });
      });
    return () => controller.abort();
  }, []);

  return list;
}
