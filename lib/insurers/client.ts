import type { InsurerListEntry } from "@/lib/catalog/types";
import { fetchJson } from "@/lib/http/fetch-json";
import type { LeadView } from "@/lib/leads/lead-record";
import type { PageSize } from "@/lib/validations/insurer-portal";

/**
 * An insurer list endpoint's answer (`{ insurers: [{ code, name }] }`), sorted by name: quote dialog,
 * calculator, letter. Its schema (with zod) loads with the answer, not with the page.
 */
export async function fetchInsurerList(url: string, signal?: AbortSignal): Promise<InsurerListEntry[]> {
  const [answer, { insurerListResponseSchema }] = await Promise.all([fetchJson<unknown>(url, { signal }), import("@/lib/validations/cancellation")]);
  const { insurers } = insurerListResponseSchema.parse(answer);
  return [...insurers].sort((a, b) => a.name.localeCompare(b.name, "de-CH"));
}

/**
 * The portal's calls. The credentials travel only as the X-Insurer-Code and
 * X-API-Key headers; the caller keeps them in memory and passes them in every time.
 */
export type PortalCredentials = { insurerCode: string; companyName: string; apiKey: string };
export type LeadPage = { leads: LeadView[]; totalCount: number };
export type LeadFilter = { hideDownloaded: boolean };

const headersOf = (credentials: PortalCredentials) => ({
  "x-insurer-code": credentials.insurerCode,
  "x-api-key": credentials.apiKey,
});

export async function validateAccess(credentials: PortalCredentials): Promise<void> {
  await fetchJson("/api/insurer/validate-access", { method: "POST", headers: headersOf(credentials) });
}

export function fetchLeadPage(
  credentials: PortalCredentials,
  { page, pageSize, hideDownloaded }: LeadFilter & { page: number; pageSize: PageSize },
  signal?: AbortSignal,
): Promise<LeadPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize), hideDownloaded: String(hideDownloaded) });
  return fetchJson<LeadPage>(`/api/insurer/leads?${query}`, { headers: headersOf(credentials), signal });
}

/** Every lead the filter matches, page by page (100 at a time): for "export all". */
export async function fetchAllLeads(credentials: PortalCredentials, filter: LeadFilter): Promise<LeadView[]> {
  const all: LeadView[] = [];
  for (let page = 1; ; page++) {
    const { leads, totalCount } = await fetchLeadPage(credentials, { ...filter, page, pageSize: 100 });
    all.push(...leads);
    if (leads.length < 100 || page * 100 >= totalCount) return all;
  }
}

export async function markDownloaded(credentials: PortalCredentials, quoteIds: string[]): Promise<number> {
  const { downloadedCount } = await fetchJson<{ downloadedCount: number }>("/api/insurer/download", {
    method: "POST",
    headers: headersOf(credentials),
    body: { quoteIds },
  });
  return downloadedCount;
}
