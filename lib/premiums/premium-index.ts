import type { AgeClass } from "@/lib/domain/age-class";
import type { ModelCode } from "@/lib/domain/insurance-models";
import { comparators } from "@/lib/domain/premium-sort";

export type IndexedPremium = {
  id: string;
  insurerCode: string;
  insurerName: string;
  model: ModelCode;
  tariffName: string;
  franchise: number;
  monthlyRappen: number;
};

export type PremiumRow = IndexedPremium & {
  tariffYear: number;
  canton: string;
  region: number;
  ageClass: AgeClass;
  accident: boolean;
};

export type InsurerInfo = { code: string; name: string; place: string | null };

export const groupKey = (tariffYear: number, canton: string, region: number, ageClass: AgeClass, accident: boolean) =>
  `${tariffYear}|${canton}|${region}|${ageClass}|${accident ? 1 : 0}`;

/**
 * Every premium in memory, grouped by what a person's situation fixes (tariff year, canton,
 * region, age class, accident cover) and sorted by price within each group, so a search is a
 * filter over a few hundred premiums and never touches the database.
 */
export class PremiumIndex {
  private readonly groups = new Map<string, IndexedPremium[]>();
  readonly tariffYears: readonly number[];
  readonly insurers: ReadonlyMap<string, InsurerInfo>;
  readonly size: number;

  constructor(rows: Iterable<PremiumRow>, insurers: readonly InsurerInfo[], tariffYears: readonly number[]) {
    let size = 0;
    // A few hundred distinct names repeat across 175,000 premiums: keep one copy of each.
    const names = new Map<string, string>();
    const intern = (text: string) => names.get(text) ?? (names.set(text, text), text);
    for (const row of rows) {
      const key = groupKey(row.tariffYear, row.canton, row.region, row.ageClass, row.accident);
      const list = this.groups.get(key) ?? [];
      if (list.length === 0) this.groups.set(key, list);
      list.push({
        id: row.id,
        insurerCode: intern(row.insurerCode),
        insurerName: intern(row.insurerName),
        model: row.model,
        tariffName: intern(row.tariffName),
        franchise: row.franchise,
        monthlyRappen: row.monthlyRappen,
      });
      size++;
    }
    for (const list of this.groups.values()) {
      list.sort(comparators.price_asc); // the search's default order: it pages these lists as they are
    }
    this.size = size;
    this.insurers = new Map(insurers.map((insurer) => [insurer.code, insurer]));
    this.tariffYears = [...tariffYears].sort((a, b) => b - a);
  }

  /** The premiums for one situation, cheapest first (an empty list when there are none). */
  group(tariffYear: number, canton: string, region: number, ageClass: AgeClass, accident: boolean): readonly IndexedPremium[] {
    return this.groups.get(groupKey(tariffYear, canton, region, ageClass, accident)) ?? [];
  }

  /** The newest loaded tariff year. */
  get currentYear(): number | undefined {
    return this.tariffYears[0];
  }
}
