import { canonicalPlaceName } from "@/lib/domain/place-aliases";
import { foldForSearch } from "@/lib/domain/search-text";

describe("other names of Swiss places", () => {
  it.each([
    ["Genf", "geneve"],
    ["Neuenburg", "neuchatel"],
    ["Lucerne", "luzern"],
    ["Sankt Gallen", "st gallen"],
    ["Biel", "biel bienne"],
    ["Züri", "zurich"],
    ["Bern", "bern"],
  ])("%s is searched as %s", (name, official) => {
    expect(canonicalPlaceName(foldForSearch(name))).toBe(official);
  });
});
