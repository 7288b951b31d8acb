import type { AgeClass } from "@/lib/domain/age-class";
import type { ModelCode, TariffType } from "@/lib/domain/insurance-models";
import { comparators } from "@/lib/domain/premium-sort";
import { foldForSearch } from "@/lib/domain/search-text";
import { Column } from "./typed-column";

export type IndexedPremium = {
  id: string;
  insurerCode: string;
  insurerName: string;
  model: ModelCode;
  tariffType: TariffType;
  tariffName: string;
  franchise: number;
  monthlyRappen: number;
};

export type SoldPremium = IndexedPremium & { soldIn: ReadonlySet<number> | null };

export type PremiumRow = IndexedPremium & {
  tariffYear: number;
  canton: string;
  region: number;
  ageClass: AgeClass;
  accident: boolean;
  /** Children: 1 for the first child, 2 and more for the sibling premiums (BAG's K2, K3...); adults null. */
  childRank?: number | null;
};

/** A tariff sold only in some municipalities of its region (BFS numbers of the locality directory). */
export type TariffRestriction = {
  tariffYear: number;
  insurerCode: string;
  canton: string;
  region: number;
  tariffType: TariffType;
  tariffName: string;
  bfsNumbers: readonly number[];
};

export type InsurerInfo = { code: string; name: string; place: string | null };

/** A sibling rank (2 and more) has its own groups, so the single search never sees them. */
export const groupKey = (tariffYear: number, canton: string, region: number, ageClass: AgeClass, accident: boolean, childRank = 1) =>
  `${tariffYear}|${canton}|${region}|${ageClass}|${accident ? 1 : 0}${childRank > 1 ? `|k${childRank}` : ""}`;

/** What premiums share: one product of one insurer (and, for a restricted tariff, where it is sold). */
export type Product = {
  insurerCode: string;
  insurerName: string;
  model: ModelCode;
  tariffType: TariffType;
  tariffName: string;
  /** The municipalities (BFS numbers) the tariff is sold in; null: the whole region. */
  soldIn: ReadonlySet<number> | null;
};

/** Words of tariff names that name no one product ("Modell", "Versicherung", the models' names). */
const GENERIC_PRODUCT_WORDS = new Set(["modell", "model", "modele", "modello", "versicherung", "grundversicherung", "krankenversicherung", "assurance", "assicurazione", "insurance", "standard", "hausarzt", "hausarztmodell", "telmed", "franchise", "sante", "gesundheit", "praxis", "basis", "classic", "familie", "famille", "plus", "gliche", "gleiche", "meme", "stesso"]);

/** A premium id as the importer makes it: "p" + tariff year + "-" + 16 base64url characters (12 bytes). */
const COMPACT_ID = /^p(\d{4})-([A-Za-z0-9_-]{16})$/;
const ID_BYTES = 12;

/**
 * Every premium in memory, grouped by what a person's situation fixes (tariff year, canton,
 * region, age class, accident cover) and sorted by price within each group, so a search is a
 * filter over a few hundred premiums and never touches the database.
 *
 * Several tariff years are kept side by side, so the premiums are stored compactly: per premium
 * 4 bytes of price, 2 of deductible, 4 of product (insurer, model, tariff) and the 12 bytes of its
 * id's hash, in typed arrays (about 22 bytes instead of an object of ≈ 130 bytes).
 */
export class PremiumIndex {
  private readonly groups: Map<string, { start: number; end: number; tariffYear: number }>;
  private readonly rappen: Int32Array;
  private readonly franchises: Uint16Array;
  private readonly productOf: Uint32Array;
  private readonly idHashes: Uint8Array;
  /** Ids not in the importer's form (hand-made test data), by position. */
  private readonly otherIds: Map<number, string>;
  private readonly products: Product[];
  private readonly restrictions: ReadonlyMap<string, ReadonlySet<number>>;
  private readonly siblingYears: ReadonlySet<number>;
  private readonly restrictedInCanton: ReadonlySet<string>;
  readonly tariffYears: readonly number[];
  readonly insurers: ReadonlyMap<string, InsurerInfo>;
  readonly size: number;

  /** From rows at hand, or from a builder that collected them (the catalog reads canton by canton). */
  constructor(
    rows: Iterable<PremiumRow> | PremiumIndexBuilder,
    insurers: readonly InsurerInfo[],
    tariffYears: readonly number[],
    restrictions: readonly TariffRestriction[] = [],
  ) {
    let builder: PremiumIndexBuilder;
    if (rows instanceof PremiumIndexBuilder) builder = rows;
    else {
      builder = new PremiumIndexBuilder(restrictions);
      for (const row of rows) builder.add(row);
    }
    const built = builder.finish();
    this.groups = built.groups;
    this.rappen = built.rappen;
    this.franchises = built.franchises;
    this.productOf = built.productOf;
    this.idHashes = built.idHashes;
    this.otherIds = built.otherIds;
    this.products = built.products;
    this.restrictions = built.restrictions;
    this.siblingYears = built.siblingYears;
    this.restrictedInCanton = built.restrictedInCanton;
    this.size = built.rappen.length;
    this.insurers = new Map(insurers.map((insurer) => [insurer.code, insurer]));
    this.tariffYears = [...tariffYears].sort((a, b) => a - b);
  }

  private productWords: Map<string, Map<string, ModelCode | null>> | undefined;

  /**
   * The model of the insurer's product a text names by a distinctive word of its tariff name
   * ("atupri caremed": Atupri's CareMed), undefined when no word names one, or names products of
   * several models. Built once per index.
   */
  productModelNamed(insurerCode: string, foldedText: string): ModelCode | undefined {
    if (!this.productWords) {
      this.productWords = new Map();
      for (const product of this.products) {
        const words = this.productWords.get(product.insurerCode) ?? new Map<string, ModelCode | null>();
        this.productWords.set(product.insurerCode, words);
        for (const word of foldForSearch(product.tariffName).split(" ")) {
          if (word.length < 5 || /\d/.test(word) || GENERIC_PRODUCT_WORDS.has(word) || foldForSearch(product.insurerName).split(" ").includes(word)) continue;
          words.set(word, words.has(word) && words.get(word) !== product.model ? null : product.model);
        }
      }
    }
    const words = this.productWords.get(insurerCode);
    for (const word of foldedText.split(" ")) {
      const model = words?.get(word);
      if (model) return model;
    }
    return undefined;
  }

  premiumAt(i: number, tariffYear: number): IndexedPremium {
    const product = this.products[this.productOf[i]!]!;
    return {
      id: this.otherIds.get(i) ?? idFromHash(tariffYear, this.idHashes, i),
      insurerCode: product.insurerCode,
      insurerName: product.insurerName,
      model: product.model,
      tariffType: product.tariffType,
      tariffName: product.tariffName,
      franchise: this.franchises[i]!,
      monthlyRappen: this.rappen[i]!,
    };
  }

  /**
   * The premiums sold in one municipality (BFS number) of a situation, cheapest first; tariffs
   * restricted to other municipalities of the region are left out. Empty when there are none.
   */
  group(tariffYear: number, canton: string, region: number, ageClass: AgeClass, accident: boolean, bfsNumber: number): IndexedPremium[] {
    return this.positions(tariffYear, canton, region, ageClass, accident, bfsNumber).map((i) => this.premiumAt(i, tariffYear));
  }

  /**
   * Where `group`'s premiums (or a sibling rank's, or only one deductible's) sit, cheapest first: a
   * scan over several situations reads them with the accessors below and builds only those it keeps.
   */
  positions(
    tariffYear: number, canton: string, region: number, ageClass: AgeClass, accident: boolean, bfsNumber: number, childRank = 1, franchise?: number,
  ): number[] {
    const range = this.groups.get(groupKey(tariffYear, canton, region, ageClass, accident, childRank));
    const list: number[] = [];
    if (range) for (let i = range.start; i < range.end; i++) {
      if (franchise !== undefined && this.franchises[i] !== franchise) continue;
      const soldIn = this.products[this.productOf[i]!]!.soldIn;
      if (soldIn === null || soldIn.has(bfsNumber)) list.push(i);
    }
    return list;
  }

  franchiseAt = (i: number) => this.franchises[i]!;
  rappenAt = (i: number) => this.rappen[i]!;
  /** The product's number: premiums of one tariff cell share it across sibling ranks. */
  productIdAt = (i: number) => this.productOf[i]!;
  productAt = (i: number): Product => this.products[this.productOf[i]!]!;

  /** Whether a tariff year's data has sibling premiums (2026 has; 2027's source only the first child's). */
  hasSiblingPremiums(tariffYear: number): boolean {
    return this.siblingYears.has(tariffYear);
  }

  /** Every premium of a situation, cheapest first, with where it is sold (null: the whole region; empty: nowhere). */
  offers(tariffYear: number, canton: string, region: number, ageClass: AgeClass, accident: boolean): SoldPremium[] {
    const range = this.groups.get(groupKey(tariffYear, canton, region, ageClass, accident));
    if (!range) return [];
    const list: SoldPremium[] = [];
    for (let i = range.start; i < range.end; i++) list.push({ ...this.premiumAt(i, tariffYear), soldIn: this.products[this.productOf[i]!]!.soldIn });
    return list;
  }

  /** The municipalities a tariff is sold in, or null when it is sold in its whole region. */
  soldIn(tariff: Omit<TariffRestriction, "bfsNumbers">): ReadonlySet<number> | null {
    return this.restrictions.get(restrictionKey(tariff)) ?? (this.restrictedInCanton.has(cantonTariffKey(tariff)) ? NOWHERE : null);
  }

  private readonly cantonsByYear = new Map<number, ReadonlyMap<string, readonly string[]>>();

  /** The cantons (codes, sorted) where an insurer sells basic insurance in a tariff year; empty when none. */
  cantonsOf(insurerCode: string, tariffYear: number): readonly string[] {
    let byInsurer = this.cantonsByYear.get(tariffYear);
    if (!byInsurer) {
      const sets = new Map<string, Set<string>>();
      for (const [key, range] of this.groups) {
        if (range.tariffYear !== tariffYear) continue;
        const canton = key.split("|")[1]!;
        for (let i = range.start; i < range.end; i++) {
          const code = this.products[this.productOf[i]!]!.insurerCode;
          let cantons = sets.get(code);
          if (!cantons) sets.set(code, (cantons = new Set()));
          cantons.add(canton);
        }
      }
      byInsurer = new Map([...sets].map(([code, cantons]) => [code, [...cantons].sort()]));
      this.cantonsByYear.set(tariffYear, byInsurer);
    }
    return byInsurer.get(insurerCode) ?? [];
  }

  /** The newest loaded tariff year. */
  get newestYear(): number | undefined {
    return this.tariffYears[this.tariffYears.length - 1];
  }
}

const restrictionKey = (r: Omit<TariffRestriction, "bfsNumbers">) =>
  `${r.tariffYear}|${r.insurerCode}|${r.canton}|${r.region}|${r.tariffType}|${r.tariffName}`;

const cantonTariffKey = (r: Omit<TariffRestriction, "bfsNumbers" | "region">) =>
  `${r.tariffYear}|${r.insurerCode}|${r.canton}|${r.tariffType}|${r.tariffName}`;

const NOWHERE: ReadonlySet<number> = new Set();

const idFromHash = (tariffYear: number, hashes: Uint8Array, i: number) =>
  `p${tariffYear}-${Buffer.from(hashes.buffer, hashes.byteOffset + i * ID_BYTES, ID_BYTES).toString("base64url")}`;

type Built = {
  groups: Map<string, { start: number; end: number; tariffYear: number }>;
  rappen: Int32Array;
  franchises: Uint16Array;
  productOf: Uint32Array;
  idHashes: Uint8Array;
  otherIds: Map<number, string>;
  products: Product[];
  restrictions: ReadonlyMap<string, ReadonlySet<number>>;
  siblingYears: ReadonlySet<number>;
  restrictedInCanton: ReadonlySet<string>;
};

/** Collects rows one at a time into growing columns; PremiumIndex sorts them by situation and price. */
export class PremiumIndexBuilder {
  private readonly groupIds = new Map<string, number>();
  private readonly groupYears: number[] = [];
  private readonly groupOf = new Column(new Uint32Array(0));
  private readonly rappen = new Column(new Int32Array(0));
  private readonly franchises = new Column(new Uint16Array(0));
  private readonly productOf = new Column(new Uint32Array(0));
  private readonly idHashes = new Column(new Uint8Array(0), ID_BYTES);
  private readonly otherIds = new Map<number, string>();
  private readonly productIds = new Map<string, number>();
  private readonly products: Product[] = [];
  private readonly restricted = new Map<string, ReadonlySet<number>>();
  private readonly siblingYears = new Set<number>();
  /** Tariffs restricted anywhere in their canton: BAG lists their municipalities for the canton. */
  private readonly restrictedInCanton = new Set<string>();
  constructor(restrictions: readonly TariffRestriction[] = []) {
    for (const r of restrictions) {
      this.restricted.set(restrictionKey(r), new Set(r.bfsNumbers));
      this.restrictedInCanton.add(cantonTariffKey(r));
    }
  }

  add(row: PremiumRow): void {
    const key = groupKey(row.tariffYear, row.canton, row.region, row.ageClass, row.accident, row.childRank ?? 1);
    if ((row.childRank ?? 1) > 1) this.siblingYears.add(row.tariffYear);
    let group = this.groupIds.get(key);
    if (group === undefined) {
      group = this.groupYears.length;
      this.groupIds.set(key, group);
      this.groupYears.push(row.tariffYear);
    }
    const restriction = restrictionKey(row);
    // A region of a restricted tariff without a listed municipality gets none of it (a database
    // imported before the importer recorded such regions has no row for them).
    const soldIn = this.restricted.get(restriction) ?? (this.restrictedInCanton.has(cantonTariffKey(row)) ? NOWHERE : null);
    const productKey = `${row.insurerCode}|${row.insurerName}|${row.model}|${row.tariffType}|${row.tariffName}|${soldIn ? restriction : ""}`;
    let product = this.productIds.get(productKey);
    if (product === undefined) {
      product = this.products.length;
      this.productIds.set(productKey, product);
      this.products.push({ insurerCode: row.insurerCode, insurerName: row.insurerName, model: row.model, tariffType: row.tariffType, tariffName: row.tariffName, soldIn });
    }
    const position = this.rappen.length;
    // reserve() may replace a column's array: take the index first, then write.
    const at = this.idHashes.reserve();
    this.groupOf.reserve();
    this.rappen.reserve();
    this.franchises.reserve();
    this.productOf.reserve();
    this.groupOf.data[position] = group;
    this.rappen.data[position] = row.monthlyRappen;
    this.franchises.data[position] = row.franchise;
    this.productOf.data[position] = product;
    const compact = COMPACT_ID.exec(row.id);
    if (compact && Number(compact[1]) === row.tariffYear) this.idHashes.data.set(Buffer.from(compact[2]!, "base64url"), at);
    else this.otherIds.set(position, row.id);
  }

  finish(): Built {
    const n = this.rappen.length;
    const groupOf = this.groupOf.data;
    // A column is longer than its rows while it grows; only the first n count.
    const rappen = this.rappen.data;
    const sortable = (i: number) => ({
      monthlyRappen: rappen[i]!,
      insurerName: this.products[this.productOf.data[i]!]!.insurerName,
      franchise: this.franchises.data[i]!,
      id: this.otherIds.get(i) ?? idFromHash(this.groupYears[groupOf[i]!]!, this.idHashes.data, i),
    });
    // The search's default order within each situation: it pages these lists as they are.
    const order = Array.from({ length: n }, (_, i) => i).sort(
      (a, b) => groupOf[a]! - groupOf[b]! || rappen[a]! - rappen[b]! || comparators.price_asc(sortable(a), sortable(b)),
    );
    const built: Built = {
      groups: new Map(),
      rappen: new Int32Array(n),
      franchises: new Uint16Array(n),
      productOf: new Uint32Array(n),
      idHashes: new Uint8Array(n * ID_BYTES),
      otherIds: new Map(),
      products: this.products,
      restrictions: this.restricted,
      siblingYears: this.siblingYears,
      restrictedInCanton: this.restrictedInCanton,
    };
    const keys = [...this.groupIds.keys()];
    order.forEach((from, to) => {
      built.rappen[to] = rappen[from]!;
      built.franchises[to] = this.franchises.data[from]!;
      built.productOf[to] = this.productOf.data[from]!;
      built.idHashes.set(this.idHashes.data.subarray(from * ID_BYTES, (from + 1) * ID_BYTES), to * ID_BYTES);
      const other = this.otherIds.get(from);
      if (other !== undefined) built.otherIds.set(to, other);
      const group = groupOf[from]!;
      const key = keys[group]!;
      const range = built.groups.get(key);
      if (range) range.end = to + 1;
      else built.groups.set(key, { start: to, end: to + 1, tariffYear: this.groupYears[group]! });
    });
    return built;
  }
}
