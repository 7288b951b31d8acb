import { cheapestAt, cheapestSegments, legendOrder, markerPosition, realCurves, sampleCurves } from "@/components/optimizer/cost-curves";
import type { DeductiblePremium } from "@/lib/domain/real-premium-costs";

const p = (franchise: number, annualPremium: number): DeductiblePremium => ({ franchise, annualPremium, insurerName: "Kasse" });
const adult = [p(300, 4000), p(500, 3800), p(1000, 3300), p(1500, 2900), p(2000, 2500), p(2500, 2100)];

describe("the chart's cost curves", () => {
  it("samples every deductible from 0 to 10'000 in steps of 100", () => {
    const points = sampleCurves(realCurves(adult, 700));
    expect(points).toHaveLength(101);
    expect(points[0]).toEqual({ costs: 0, f300: 4000, f500: 3800, f1000: 3300, f1500: 2900, f2000: 2500, f2500: 2100 });
    expect(points[12]).toMatchObject({ costs: 1200, f300: 4390, f2500: 3300 });
    expect(points[100]).toMatchObject({ costs: 10000, f300: 5000, f2500: 5300 });
  });

  it("orders the legend by deductible as a number, not as text", () => {
    const items = ["f1000", "f2500", "f300", "f500", "f1500", "f2000"].map((dataKey) => ({ dataKey }));
    const sorted = [...items].sort((a, b) => legendOrder(a) - legendOrder(b)).map((item) => item.dataKey);
    expect(sorted).toEqual(["f300", "f500", "f1000", "f1500", "f2000", "f2500"]);
  });

  it("puts the marker's label on the side of the line with room", () => {
    expect(markerPosition(0)).toBe("insideTopLeft");
    expect(markerPosition(1200)).toBe("insideTopLeft");
    expect(markerPosition(5000)).toBe("insideTopRight");
  });

  it("summarises which deductible is cheapest where", () => {
    // 2500 until 1000 overtakes it at 2333.33 (2100 + C = 4200 + 0.1 C); from 8000 on 300, 500 and 1000 all cost 5000.
    expect(cheapestSegments(realCurves(adult, 700))).toEqual([
      { from: 0, to: 2300, franchises: [2500] },
      { from: 2400, to: 7900, franchises: [1000] },
      { from: 8000, to: null, franchises: [300, 500, 1000] },
    ]);
    expect(cheapestAt(realCurves(adult, 700), 1200)).toEqual([2500]);
  });
});
