import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { Locale } from "@/lib/i18n/config";
import type { LeadSubmitter } from "./offer-collection";

/** What a turn of the advisor needs from outside: the catalog, the clock, the lead store. */
export type EngineDeps = {
  catalog: SearchCatalog;
  now: Date;
  submitLead?: LeadSubmitter;
  newIdempotencyKey: () => string;
  /** The language of the page the person writes from (its Accept-Language); the reply's when the message does not say. */
  pageLanguage?: Locale;
};
