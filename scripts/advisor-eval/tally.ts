/** Shares per category and measure, for the evaluation's table. */
export const MEASURES = ["fields", "act", "action", "figures", "answered"] as const;
export type Measure = (typeof MEASURES)[number];
type Count = { right: number; total: number };

export class Tally {
  private readonly counts = new Map<string, Map<Measure, Count>>();

  add(category: string, measure: Measure, right: boolean): void {
    const row = this.counts.get(category) ?? new Map<Measure, Count>();
    this.counts.set(category, row);
    const count = row.get(measure) ?? { right: 0, total: 0 };
    count.total++;
    if (right) count.right++;
    row.set(measure, count);
  }

  /** The Markdown table: one row per category, a share per measure ("–" where none was checked). */
  table(): string {
    const cell = (count?: Count) => (count ? `${((100 * count.right) / count.total).toFixed(1)} % (${count.right}/${count.total})` : "–");
    const lines = [`| category | ${MEASURES.join(" | ")} |`, `|---|${MEASURES.map(() => "---").join("|")}|`];
    for (const [category, row] of [...this.counts].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`| ${category} | ${MEASURES.map((measure) => cell(row.get(measure))).join(" | ")} |`);
    }
    return lines.join("\n");
  }

  below(target: number): boolean {
    return [...this.counts.values()].some((row) => [...row.values()].some((count) => count.right / count.total < target));
  }
}
