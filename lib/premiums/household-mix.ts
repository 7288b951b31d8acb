import type { HouseholdPerson } from "./household-types";
import type { PersonQuotes } from "./household-quotes";

/** Who is insured where: per person (in request order) the insurer, the premium's position and the sibling rank charged. */
export type Assignment = { insurer: string; position: number; rank: number }[];

/**
 * The persons' premiums when the whole household is at one insurer (children ranked by age),
 * or null when the insurer has nothing for one of them.
 */
export function atOneInsurer(persons: readonly HouseholdPerson[], quotes: readonly PersonQuotes[], insurer: string): Assignment | null {
  const assignment: Assignment = [];
  for (const person of persons) {
    const rank = person.childOrder ?? 1;
    const quote = quotes[person.index]!.get(insurer)?.[rank - 1];
    if (quote === undefined) return null;
    assignment.push({ insurer, ...quote });
  }
  return assignment;
}

/**
 * The cheapest way to insure everyone, insurers mixed. Adults simply take their cheapest
 * premium anywhere. Children interact: a sibling premium applies only among the children at the
 * same insurer, so every split of the children over the insurers is weighed (at most 6 children:
 * 3^6 subset pairs per insurer). Ties keep the earlier insurer of `insurers`.
 */
export function cheapestMix(
  persons: readonly HouseholdPerson[],
  quotes: readonly PersonQuotes[],
  insurers: readonly string[],
  rappenAt: (position: number) => number,
): Assignment | null {
  const assignment: Assignment = [];
  for (const person of persons.filter((p) => p.childOrder === null)) {
    let best: Assignment[number] | undefined;
    for (const insurer of insurers) {
      const quote = quotes[person.index]!.get(insurer)?.[0];
      if (quote !== undefined && (best === undefined || rappenAt(quote.position) < rappenAt(best.position))) best = { insurer, ...quote };
    }
    if (!best) return null;
    assignment[person.index] = best;
  }
  const children = persons.filter((p) => p.childOrder !== null).sort((a, b) => a.childOrder! - b.childOrder!);
  const split = splitChildren(children, quotes, insurers, rappenAt);
  if (!split) return null;
  for (const [k, choice] of split.entries()) assignment[children[k]!.index] = choice;
  return assignment;
}

/** Subsets of children as bit masks (bit k: the k-th child by age); a DP over the insurers. */
function splitChildren(
  children: readonly HouseholdPerson[],
  quotes: readonly PersonQuotes[],
  insurers: readonly string[],
  rappenAt: (position: number) => number,
): Assignment | null {
  const full = (1 << children.length) - 1;
  // Each child of a subset at an insurer pays the rank of its place among them (oldest first).
  const placed = (insurer: string, subset: number): Assignment | null => {
    const list: Assignment = [];
    for (let k = 0; k < children.length; k++) {
      if (!(subset & (1 << k))) continue;
      const quote = quotes[children[k]!.index]!.get(insurer)?.[list.length];
      if (quote === undefined) return null;
      list.push({ insurer, ...quote });
    }
    return list;
  };
  const costOf = (list: Assignment | null) => (list ? list.reduce((sum, c) => sum + rappenAt(c.position), 0) : Infinity);
  let best = new Float64Array(full + 1).fill(Infinity);
  best[0] = 0;
  const choices: Int32Array[] = [];
  for (const insurer of insurers) {
    const cost = new Float64Array(full + 1);
    for (let subset = 1; subset <= full; subset++) cost[subset] = costOf(placed(insurer, subset));
    const next = Float64Array.from(best);
    const choice = new Int32Array(full + 1);
    for (let mask = 1; mask <= full; mask++) {
      for (let subset = mask; subset > 0; subset = (subset - 1) & mask) {
        const total = best[mask ^ subset]! + cost[subset]!;
        if (total < next[mask]!) {
          next[mask] = total;
          choice[mask] = subset;
        }
      }
    }
    best = next;
    choices.push(choice);
  }
  if (best[full] === Infinity) return null;
  const result: Assignment = [];
  for (let mask = full, at = insurers.length - 1; mask !== 0 && at >= 0; at--) {
    const subset = choices[at]![mask]!;
    if (subset === 0) continue;
    const list = placed(insurers[at]!, subset)!;
    for (let k = 0, n = 0; k < children.length; k++) if (subset & (1 << k)) result[k] = list[n++]!;
    mask ^= subset;
  }
  return result;
}
