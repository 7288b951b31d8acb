import { comparators, PREMIUM_SORTS, type PremiumSort, type Sortable } from "@/lib/domain/premium-sort";

const sortPremiums = <T extends Sortable>(items: readonly T[], sort: PremiumSort): T[] => [...items].sort(comparators[sort]);

const p = (id: string, insurerName: string, franchise: number, monthlyRappen: number): Sortable => ({ id, insurerName, franchise, monthlyRappen });

const items = [
  p("a", "Sanitas", 300, 61_000),
  p("b", "CSS", 2500, 45_000),
  p("c", "Assura", 300, 60_520),
  p("d", "ÖKK", 1000, 52_000),
  p("e", "Concordia", 300, 61_000),
];
const ids = (list: Sortable[]) => list.map((item) => item.id).join("");

describe("the six sort orders", () => {
  it("has exactly the spec's options", () => {
    expect(PREMIUM_SORTS).toEqual(["price_asc", "price_desc", "insurer_asc", "insurer_desc", "franchise_asc", "franchise_desc"]);
  });

  it("price ascending; equal prices by insurer name", () => {
    expect(ids(sortPremiums(items, "price_asc"))).toBe("bdcea"); // 450, 520, 605.20, 610 Concordia, 610 Sanitas
  });

  it("price descending; equal prices still by insurer name", () => {
    expect(ids(sortPremiums(items, "price_desc"))).toBe("eacdb");
  });

  it("insurer A–Z and Z–A, with umlauts sorted as in German (Ö with O)", () => {
    expect(ids(sortPremiums(items, "insurer_asc"))).toBe("cebda"); // Assura, Concordia, CSS, ÖKK, Sanitas
    expect(ids(sortPremiums(items, "insurer_desc"))).toBe("adbec");
  });

  it("deductible ascending and descending, cheapest first within one deductible", () => {
    expect(ids(sortPremiums(items, "franchise_asc"))).toBe("ceadb");
    expect(ids(sortPremiums(items, "franchise_desc"))).toBe("bdcea");
  });

  it("does not change its input", () => {
    const copy = [...items];
    sortPremiums(items, "price_desc");
    expect(items).toEqual(copy);
  });
});
