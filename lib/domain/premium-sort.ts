/** The six sort orders of the spec (section 9); price ascending is the default. */
export const PREMIUM_SORTS = [
  "price_asc",
  "price_desc",
  "insurer_asc",
  "insurer_desc",
  "franchise_asc",
  "franchise_desc",
] as const;
export type PremiumSort = (typeof PREMIUM_SORTS)[number];

export type Sortable = { monthlyRappen: number; insurerName: string; franchise: number; id: string };

const byName = new Intl.Collator("de-CH", { sensitivity: "base" });

/**
 * Comparators. Ties fall back to price, then insurer name, then the stable id, so a page of
 * results never changes order between two identical requests.
 */
const tieBreak = (a: Sortable, b: Sortable) =>
  a.monthlyRappen - b.monthlyRappen || byName.compare(a.insurerName, b.insurerName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const comparators: Record<PremiumSort, (a: Sortable, b: Sortable) => number> = {
  price_asc: tieBreak,
  price_desc: (a, b) => b.monthlyRappen - a.monthlyRappen || tieBreak(a, b),
  insurer_asc: (a, b) => byName.compare(a.insurerName, b.insurerName) || tieBreak(a, b),
  insurer_desc: (a, b) => byName.compare(b.insurerName, a.insurerName) || tieBreak(a, b),
  franchise_asc: (a, b) => a.franchise - b.franchise || tieBreak(a, b),
  franchise_desc: (a, b) => b.franchise - a.franchise || tieBreak(a, b),
};
