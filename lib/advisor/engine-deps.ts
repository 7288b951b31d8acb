import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { LeadSubmitter } from "./offer-collection";

/** What a turn of the advisor needs from outside: the catalog, the clock, the lead store. */
export type EngineDeps = {
  catalog: SearchCatalog;
  now: Date;
  submitLead?: LeadSubmitter;
  newIdempotencyKey: () => string;
};
