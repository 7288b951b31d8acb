/**
 * @jest-environment node
 */
import { successorsFor } from "@/lib/importer/municipality-mergers";
import { municipalityRegionsFor } from "@/lib/importer/read-sources";
import type { LocalityRecord, MunicipalityRegionRecord } from "@/lib/importer/row-schemas";

const locality = (bfsNumber: number, municipality: string, canton: string, region: number): LocalityRecord => ({
  postalCode: "1000", suffix: 0, name: municipality, municipality, bfsNumber, canton, addressShare: 100, language: "de", region,
});
const annex = (bfsNumber: number, municipality: string, canton: string, region: number): MunicipalityRegionRecord => ({ bfsNumber, municipality, canton, region });

// The locality directory of 2026 (its regions from the 2026 join table).
const localities = [
  locality(261, "Zürich", "ZH", 1),
  locality(2701, "Basel", "BS", 0),
  locality(5872, "Le Chenit", "VD", 2),
  locality(5436, "Saint-Oyens", "VD", 1),
  locality(5586, "Lausanne", "VD", 1),
];

describe("premium regions per tariff year", () => {
  it("reads each year's own annex, so a municipality that changes region is in its new one from that year", () => {
    const y2026 = municipalityRegionsFor(2026, [annex(261, "Zürich", "ZH", 1), annex(5586, "Lausanne", "VD", 1)], localities);
    const y2027 = municipalityRegionsFor(2027, [annex(261, "Zürich", "ZH", 2), annex(5586, "Lausanne", "VD", 1), annex(5940, "La Vallée de Joux", "VD", 2)], localities);
    const region = (rows: MunicipalityRegionRecord[], bfs: number) => rows.find((r) => r.bfsNumber === bfs)?.region;
    expect(region(y2026, 261)).toBe(1);
    expect(region(y2027, 261)).toBe(2);
  });

  it("puts every municipality of a canton the annex does not list in region 0", () => {
    const rows = municipalityRegionsFor(2027, [annex(261, "Zürich", "ZH", 1)], localities);
    expect(rows.find((r) => r.bfsNumber === 2701)).toEqual({ bfsNumber: 2701, municipality: "Basel", canton: "BS", region: 0 });
  });

  it("gives a municipality merged on 1.1.2027 its successor's region (Le Chenit 5872 → La Vallée de Joux 5940)", () => {
    expect(successorsFor(2027).get(5872)).toBe(5940);
    expect(successorsFor(2026).get(5872)).toBeUndefined();
    const rows = municipalityRegionsFor(2027, [annex(5586, "Lausanne", "VD", 1), annex(5940, "La Vallée de Joux", "VD", 3)], localities);
    expect(rows.find((r) => r.bfsNumber === 5872)).toMatchObject({ canton: "VD", region: 3 });
    expect(rows.find((r) => r.bfsNumber === 5940)).toMatchObject({ region: 3 });
  });

  it("keeps the 2026 region of a municipality absorbed into an existing one (no successor known)", () => {
    const rows = municipalityRegionsFor(2027, [annex(5586, "Lausanne", "VD", 1)], localities);
    expect(rows.find((r) => r.bfsNumber === 5436)).toMatchObject({ canton: "VD", region: 1 });
  });
});
