/**
 * @jest-environment node
 */
import { LocationIndex, type LocalityEntry, type RegionOf } from "@/lib/catalog/location-index";

const entry = (postalCode: string, name: string, municipality: string, bfsNumber: number, canton: string, addressShare = 100): LocalityEntry => ({
  postalCode, name, municipality, bfsNumber, canton, addressShare,
});

// Hand-made: 8001 Zürich; 7000 Chur spans two municipalities of the same region; 1797 spans
// two cantons; 1000 Lausanne has several suffixes (Lausanne 25, 26) in one municipality.
const index = new LocationIndex([
  entry("8001", "Zürich", "Zürich", 261, "ZH"),
  entry("8002", "Zürich", "Zürich", 261, "ZH"),
  entry("5330", "Bad Zurzach", "Zurzach", 4324, "AG"),
  entry("7000", "Chur", "Chur", 3901, "GR", 98),
  entry("7000", "Chur", "Churwalden", 3911, "GR", 2),
  entry("1797", "Münchenwiler", "Münchenwiler", 669, "BE", 60),
  entry("1797", "Münchenwiler", "Courgevaux", 2250, "FR", 40),
  entry("1000", "Lausanne 25", "Lausanne", 5586, "VD"),
  entry("1000", "Lausanne 26", "Lausanne", 5586, "VD"),
  entry("9000", "St. Gallen", "St. Gallen", 3203, "SG"),
]);

const regions: Record<number, { canton: string; region: number }> = {
  261: { canton: "ZH", region: 1 },
  4324: { canton: "AG", region: 0 },
  3901: { canton: "GR", region: 1 },
  3911: { canton: "GR", region: 1 },
  669: { canton: "BE", region: 2 },
  2250: { canton: "FR", region: 1 },
  5586: { canton: "VD", region: 1 },
  3203: { canton: "SG", region: 1 },
};
const regionOf: RegionOf = (bfs) => regions[bfs];

describe("LocationIndex.resolve", () => {
  it("resolves a postal code with one municipality", () => {
    expect(index.resolve("8001", regionOf)).toEqual({
      kind: "resolved",
      location: { postalCode: "8001", locality: "Zürich", municipality: "Zürich", bfsNumber: 261, canton: "ZH", region: 1 },
    });
  });

  it("is not ambiguous when all municipalities share one premium region (7000 Chur)", () => {
    const resolution = index.resolve("7000", regionOf);
    expect(resolution).toMatchObject({ kind: "resolved", location: { municipality: "Chur", region: 1 } });
  });

  it("asks which municipality when they lie in different cantons or regions", () => {
    const resolution = index.resolve("1797", regionOf);
    expect(resolution.kind).toBe("ambiguous");
    if (resolution.kind !== "ambiguous") return;
    expect(resolution.choices.map((c) => [c.municipality, c.canton, c.region, c.displayName])).toEqual([
      ["Münchenwiler", "BE", 2, "1797 Münchenwiler"],
      ["Courgevaux", "FR", 1, "1797 Münchenwiler (Courgevaux)"],
    ]);
  });

  it("resolves an ambiguous postal code once a municipality is chosen", () => {
    expect(index.resolve("1797", regionOf, 2250)).toMatchObject({ kind: "resolved", location: { canton: "FR", region: 1, municipality: "Courgevaux" } });
    expect(index.resolve("1797", regionOf, 261)).toEqual({ kind: "municipalityMismatch" });
  });

  it("does not know a postal code that swisstopo does not list", () => {
    expect(index.resolve("0000", regionOf)).toEqual({ kind: "unknown" });
    expect(index.resolve("9999", regionOf)).toEqual({ kind: "unknown" });
  });
});

describe("LocationIndex.search", () => {
  const names = (query: string) => index.search(query).map((s) => s.display_name);

  it("finds Zürich for 'zur', 'ZÜR' and 'zuer', prefix matches before word matches", () => {
    expect(names("zur")).toEqual(["8001 Zürich", "8002 Zürich", "5330 Bad Zurzach (Zurzach)"]);
    expect(names("ZÜR")).toEqual(names("zur"));
    expect(names("Zuerich")).toEqual(["8001 Zürich", "8002 Zürich"]);
  });

  it("matches postal-code prefixes for digits", () => {
    expect(names("80")).toEqual(["8001 Zürich", "8002 Zürich"]);
  });

  it("tolerates a missing dot and finds by municipality", () => {
    expect(names("st gallen")).toEqual(["9000 St. Gallen"]);
    expect(names("courgevaux")).toEqual(["1797 Münchenwiler (Courgevaux)"]);
  });

  it("answers the spec's fields and at most the limit", () => {
    expect(index.search("zürich")[0]).toEqual({
      postal_code: "8001",
      locality: "Zürich",
      municipality: "Zürich",
      display_name: "8001 Zürich",
      canton: "ZH",
      bfs_number: 261,
    });
    expect(index.search("a", 2)).toHaveLength(2);
    expect(index.search("   ")).toEqual([]);
  });
});
