import { foldForSearch, matchRank } from "@/lib/domain/search-text";

describe("tolerant place-name matching", () => {
  it.each([
    ["Zürich", "zurich"],
    ["ZUERICH", "zurich"],
    ["Zuerich", "zurich"],
    ["St. Gallen", "st gallen"],
    ["St.Gallen", "st gallen"],
    ["Neuchâtel", "neuchatel"],
    ["Genève", "geneve"],
    ["  Biel/Bienne ", "biel bienne"],
    ["Basel", "basel"],
  ])("%s → %s", (input, folded) => {
    expect(foldForSearch(input)).toBe(folded);
  });

  it("ranks exact before prefix before word prefix before inside", () => {
    expect(matchRank("zurich", "zurich")).toBe(0);
    expect(matchRank("zurich", "zur")).toBe(1);
    expect(matchRank("bad zurzach", "zur")).toBe(2);
    expect(matchRank("affoltern am albis", "albis")).toBe(2);
    expect(matchRank("winterthur", "thur")).toBe(3);
    expect(matchRank("bern", "zur")).toBeNull();
  });
});
