/** @jest-environment node */
import { LocationIndex } from "@/lib/catalog/location-index";

// swisstopo's address share is the share of one locality's addresses, so a hamlet with its own
// small locality has 100 %: the locality named like its municipality stands for the postal code.
const index = new LocationIndex([
  { postalCode: "6300", name: "Zug", municipality: "Zug", bfsNumber: 1711, canton: "ZG", addressShare: 99.518 },
  { postalCode: "6300", name: "Zug", municipality: "Baar", bfsNumber: 1701, canton: "ZG", addressShare: 0.482 },
  { postalCode: "6300", name: "Zugerberg", municipality: "Zug", bfsNumber: 1711, canton: "ZG", addressShare: 100 },
  { postalCode: "3930", name: "Eyholz", municipality: "Visp", bfsNumber: 6297, canton: "VS", addressShare: 100 },
  { postalCode: "3930", name: "Visp", municipality: "Visp", bfsNumber: 6297, canton: "VS", addressShare: 100 },
  { postalCode: "3084", name: "Wabern", municipality: "Köniz", bfsNumber: 355, canton: "BE", addressShare: 100 },
]);
const regionOf = () => ({ canton: "ZG", region: 0 });

describe("the locality that stands for a postal code", () => {
  it("is the one named like its municipality, before a hamlet's 100 % share", () => {
    expect(index.localities("6300").map((entry) => `${entry.name} (${entry.municipality})`)).toEqual(["Zug (Zug)", "Zugerberg (Zug)", "Zug (Baar)"]);
    expect(index.localities("3930")[0]?.name).toBe("Visp");
  });

  it("names the resolved location", () => {
    const resolved = index.resolve("6300", regionOf);
    expect(resolved.kind === "resolved" && resolved.location.locality).toBe("Zug");
  });

  it("keeps the only locality where none is named like its municipality", () => {
    expect(index.localities("3084")[0]?.name).toBe("Wabern");
  });
});
