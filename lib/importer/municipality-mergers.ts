/**
 * Municipality mergers after swisstopo's 2026 locality directory, which the postal codes come
 * from (its BFS numbers are those of 1 January 2026). Per tariff year: BFS number of 2026 → the
 * merged municipality's new number. Source: the 2027 data README (BAG premium regions from
 * 1.1.2027 compared with the 2025 annex): L'Abbaye, Le Chenit and Le Lieu formed La Vallée de
 * Joux (5940); Mathod and Suscévaz formed Mathod-Suscévaz (5941). Municipalities absorbed into an
 * existing one (e.g. Saint-Oyens, Saubraz, Curtilles) need no entry: the README states that every
 * merged municipality had the same premium region as its successor, so their 2026 region holds.
 */
export const MUNICIPALITY_SUCCESSORS: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  2027: { 5871: 5940, 5872: 5940, 5873: 5940, 5919: 5941, 5930: 5941 },
};

/** The successor numbers valid in a tariff year (mergers of that year and before, after 2026). */
export function successorsFor(tariffYear: number): ReadonlyMap<number, number> {
  const map = new Map<number, number>();
  for (const [year, mergers] of Object.entries(MUNICIPALITY_SUCCESSORS).sort(([a], [b]) => Number(a) - Number(b))) {
    if (Number(year) > tariffYear) continue;
    for (const [from, to] of Object.entries(mergers)) {
      map.set(Number(from), to);
      // A successor that merges again later: follow the chain.
      for (const [earlier, target] of map) if (target === Number(from)) map.set(earlier, to);
    }
  }
  return map;
}
