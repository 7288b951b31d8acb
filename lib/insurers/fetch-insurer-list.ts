import { fetchJson } from "@/lib/http/fetch-json";
import type { InsurerListEntry } from "@/lib/catalog/types";
import { insurerListResponseSchema } from "@/lib/validations/cancellation";

/** An insurer list endpoint's answer in the browser (`{ insurers: [{ code, name }] }`), sorted by name. */
export async function fetchInsurerList(url: string, signal?: AbortSignal): Promise<InsurerListEntry[]> {
  const { insurers } = insurerListResponseSchema.parse(await fetchJson<unknown>(url, { signal }));
  return [...insurers].sort((a, b) => a.name.localeCompare(b.name, "de-CH"));
}
