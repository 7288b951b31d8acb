import type { Catalog } from "@/lib/catalog/catalog";

export type SearchFailure = { ok: false; status: 400 | 404 | 422 | 503; error: string; details: string };

/** What a search reads of the catalog (tests build it from fixtures); `now` is the clock the default tariff year is read from. */
export type SearchCatalog = Pick<Catalog, "premiums" | "locations" | "regionsOf"> & { now?: () => Date };
