import { bestPremiumId } from "@/lib/domain/best-premium";

const results = [
  { id: "a", monthlyPremium: 605.2 },
  { id: "b", monthlyPremium: 610 },
  { id: "c", monthlyPremium: 605.2 },
];

describe("the BESTE mark", () => {
  it("goes to the cheapest result only when sorted by price", () => {
    expect(bestPremiumId(results, "price_asc", 605.2)).toBe("a");
    expect(bestPremiumId([...results].reverse(), "price_desc", 605.2)).toBe("c");
    expect(bestPremiumId(results, "insurer_asc", 605.2)).toBeNull();
    expect(bestPremiumId(results, "franchise_desc", 605.2)).toBeNull();
  });

  it("is left off when the cheapest premium is not loaded yet", () => {
    expect(bestPremiumId([{ id: "x", monthlyPremium: 700 }], "price_desc", 605.2)).toBeNull();
    expect(bestPremiumId([], "price_asc")).toBeNull();
  });
});
