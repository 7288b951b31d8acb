import {
  breakEven,
  copaymentCap,
  neighbourBreakEvens,
  realPremiumCosts,
  yearlyCost,
  type DeductiblePremium,
} from "@/lib/domain/real-premium-costs";

const p = (franchise: number, annualPremium: number): DeductiblePremium => ({ franchise, annualPremium, insurerName: `Kasse ${franchise}` });

// Yearly premiums of an adult, cheapest per deductible (hand-picked round figures).
const adult = [p(2500, 2100), p(300, 4000), p(500, 3800), p(1000, 3300), p(1500, 2900), p(2000, 2500)];

describe("yearly cost with real premiums", () => {
  it("adds premium, the costs up to the deductible and 10 % above it", () => {
    expect(yearlyCost(p(300, 4000), 0, 700)).toBe(4000);
    expect(yearlyCost(p(300, 4000), 200, 700)).toBe(4200); // still below the deductible
    expect(yearlyCost(p(300, 4000), 1200, 700)).toBe(4390); // 4000 + 300 + 90
    expect(yearlyCost(p(300, 4000), 7300, 700)).toBe(5000); // co-payment reaches 700
    expect(yearlyCost(p(300, 4000), 20000, 700)).toBe(5000); // the most it can cost
    expect(yearlyCost(p(0, 1300), 5000, 350)).toBe(1650); // child: 10 % of 5000 capped at 350
  });

  it("uses the children's cap of 350 and the adults' 700", () => {
    expect(copaymentCap("child")).toBe(350);
    expect(copaymentCap("young_adult")).toBe(700);
    expect(copaymentCap("adult")).toBe(700);
  });

  it("lists every deductible ascending with its parts and marks the cheapest", () => {
    const rows = realPremiumCosts(adult, 1200, 700);
    expect(rows.map((r) => [r.franchise, r.annualPremium, r.deductiblePart, r.copayment, r.total, r.optimal])).toEqual([
      [300, 4000, 300, 90, 4390, false],
      [500, 3800, 500, 70, 4370, false],
      [1000, 3300, 1000, 20, 4320, false],
      [1500, 2900, 1200, 0, 4100, false],
      [2000, 2500, 1200, 0, 3700, false],
      [2500, 2100, 1200, 0, 3300, true],
    ]);
    expect(rows[0]?.insurerName).toBe("Kasse 300");
  });

  it("marks ties", () => {
    const rows = realPremiumCosts([p(300, 3000), p(500, 2800)], 500, 700);
    expect(rows.map((r) => [r.total, r.optimal])).toEqual([[3320, false], [3300, true]]); // 3000 + 300 + 20 / 2800 + 500
    const tied = realPremiumCosts([p(300, 3000), p(500, 2820)], 500, 700); // 3000 + 300 + 20 = 2820 + 500
    expect(tied.every((r) => r.optimal)).toBe(true);
  });
});

describe("break-even between neighbouring deductibles", () => {
  it("solves the crossing between the two deductibles", () => {
    // 1000 vs 1500, premiums 3300 / 2900: on [1000, 1500] 4200 + 0.1 C = 2900 + C  ->  C = 1300 / 0.9
    expect(breakEven(p(1000, 3300), p(1500, 2900), 700)).toEqual({ lower: 1000, higher: 1500, kind: "at", costs: 1444.44 });
  });

  it("finds a crossing only once the co-payment of the lower deductible is capped", () => {
    // 500 vs 1000, premiums 3800 / 3300: 50 apart from 1000 to 7500, then the gap shrinks by 10 % until 8000
    expect(breakEven(p(500, 3800), p(1000, 3300), 700)).toEqual({ lower: 500, higher: 1000, kind: "at", costs: 8000 });
    // 300 vs 500: 4000 + 300 + 700 = 3800 + 500 + 700, equal from 7500 on
    expect(breakEven(p(300, 4000), p(500, 3800), 700)).toMatchObject({ kind: "at", costs: 7500 });
  });

  it("uses the children's cap", () => {
    // 0 vs 100, premiums 1300 / 1200: 10 apart from 100 to 3500 (cap 350 reached), equal at 3600
    expect(breakEven(p(0, 1300), p(100, 1200), 350)).toEqual({ lower: 0, higher: 100, kind: "at", costs: 3600 });
    // 0 vs 600, premiums 1400 / 1000: 1400 + 0.1 C = 1000 + C  ->  C = 400 / 0.9
    expect(breakEven(p(0, 1400), p(600, 1000), 350)).toMatchObject({ kind: "at", costs: 444.44 });
  });

  it("says never when one deductible always wins", () => {
    // The higher deductible saves more premium than it can ever cost extra (800 > 200).
    expect(breakEven(p(300, 4000), p(500, 3000), 700)).toEqual({ lower: 300, higher: 500, kind: "never", cheaper: 500 });
    // The lower deductible is not dearer: it is never worse.
    expect(breakEven(p(300, 3000), p(500, 3000), 700)).toEqual({ lower: 300, higher: 500, kind: "never", cheaper: 300 });
    expect(breakEven(p(300, 2900), p(500, 3000), 700)).toMatchObject({ kind: "never", cheaper: 300 });
  });

  it("pairs every neighbour in ascending order", () => {
    expect(neighbourBreakEvens(adult, 700).map((b) => (b.kind === "at" ? [b.lower, b.higher, b.costs] : [b.lower, b.higher, b.kind]))).toEqual([
      [300, 500, 7500],
      [500, 1000, 8000],
      [1000, 1500, 1444.44],
      [1500, 2000, 1944.44], // 4250 + 0.1 C = 2500 + C
      [2000, 2500, 2444.44], // 4300 + 0.1 C = 2100 + C
    ]);
  });
});
