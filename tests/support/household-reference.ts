import type { BagPremium } from "./bag-reference";

export type FamilyMember = { birthYear: number; franchise?: number; accident?: boolean };
type Priced = { rappen: number; rank: number };

const ageClassOf = (birthYear: number, year: number) => (year - birthYear <= 18 ? "child" : year - birthYear <= 25 ? "young_adult" : "adult");

/**
 * A household priced by brute force from the BAG rows, as a reader of BAG's tables would: each
 * person's cheapest tariff per insurer; a child that is the n-th child at an insurer pays the
 * tariff's premium of rank n, or its highest rank below n. Written apart from lib/premiums.
 */
export function referenceHousehold(rows: readonly BagPremium[], year: number, canton: string, region: number, family: readonly FamilyMember[], tariffTypes?: ReadonlySet<string>) {
  const people = family.map((m, index) => {
    const ageClass = ageClassOf(m.birthYear, year);
    return { index, ageClass, birthYear: m.birthYear, franchise: m.franchise ?? (ageClass === "child" ? 0 : 300), accident: m.accident ?? true };
  });
  // insurer -> person -> tariff -> rank -> rappen
  const cells = new Map<string, Map<number, Map<string, Map<number, number>>>>();
  for (const r of rows) {
    if (r.canton !== canton || r.region !== region || (tariffTypes && !tariffTypes.has(r.tariffType))) continue;
    for (const p of people) {
      if (r.ageClass !== p.ageClass || r.accident !== p.accident || r.franchise !== p.franchise) continue;
      const byPerson = cells.get(r.insurer) ?? cells.set(r.insurer, new Map()).get(r.insurer)!;
      const byTariff = byPerson.get(p.index) ?? byPerson.set(p.index, new Map()).get(p.index)!;
      const ranks = byTariff.get(`${r.tariffType}|${r.tariff}`) ?? byTariff.set(`${r.tariffType}|${r.tariff}`, new Map()).get(`${r.tariffType}|${r.tariff}`)!;
      ranks.set(r.rank, r.rappen);
    }
  }
  /** A person's cheapest premium at an insurer as its n-th child (n = 1 for everyone else). */
  const price = (insurer: string, person: number, n: number): Priced | undefined => {
    let best: Priced | undefined;
    for (const ranks of cells.get(insurer)?.get(person)?.values() ?? []) {
      const rank = Math.max(...[...ranks.keys()].filter((k) => k <= n));
      const rappen = ranks.get(rank)!;
      if (!best || rappen < best.rappen) best = { rappen, rank };
    }
    return best;
  };
  const children = people.filter((p) => p.ageClass === "child").sort((a, b) => a.birthYear - b.birthYear || a.index - b.index);
  const orderOf = new Map(children.map((c, i) => [c.index, i + 1]));
  const insurers = [...cells.keys()];
  const offers = new Map<string, { total: number; persons: Priced[] }>();
  const excluded: string[] = [];
  for (const insurer of insurers) {
    const persons = people.map((p) => price(insurer, p.index, orderOf.get(p.index) ?? 1));
    if (persons.every(Boolean)) offers.set(insurer, { total: persons.reduce((s, p) => s + p!.rappen, 0), persons: persons as Priced[] });
    else excluded.push(insurer);
  }
  // The mix: adults at their cheapest anywhere, every assignment of the children tried.
  let mix = 0;
  for (const p of people.filter((q) => q.ageClass !== "child")) mix += Math.min(...insurers.map((i) => price(i, p.index, 1)?.rappen ?? Infinity));
  let bestChildren = children.length ? Infinity : 0;
  const assign = (k: number, chosen: string[]) => {
    if (k === children.length) {
      let sum = 0;
      chosen.forEach((insurer, i) => {
        const n = chosen.slice(0, i + 1).filter((x) => x === insurer).length;
        sum += price(insurer, children[i]!.index, n)?.rappen ?? Infinity;
      });
      bestChildren = Math.min(bestChildren, sum);
      return;
    }
    for (const insurer of insurers) assign(k + 1, [...chosen, insurer]);
  };
  assign(0, []);
  return { offers, excluded, mix: mix + bestChildren };
}
