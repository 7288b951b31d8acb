import { franchiseOptionsForBirthYear, isChildBirthYear, nearestFranchise } from "@/lib/domain/franchise-choice";

describe("deductible choice by birth year (tariff year 2026)", () => {
  it("offers 0–600 to children (18 or younger in 2026) and 300–2500 to everyone else", () => {
    expect(franchiseOptionsForBirthYear(2008, 2026)).toEqual([0, 100, 200, 300, 400, 500, 600]); // 18
    expect(franchiseOptionsForBirthYear(2007, 2026)).toEqual([300, 500, 1000, 1500, 2000, 2500]); // 19
    expect(franchiseOptionsForBirthYear(1990, 2026)).toEqual([300, 500, 1000, 1500, 2000, 2500]);
    expect(isChildBirthYear(2025, 2026)).toBe(true);
    expect(isChildBirthYear(2007, 2026)).toBe(false);
  });

  it("keeps the closest allowed deductible when the age class changes", () => {
    const child = franchiseOptionsForBirthYear(2010, 2026);
    const adult = franchiseOptionsForBirthYear(1990, 2026);
    expect(nearestFranchise(1000, child)).toBe(600);
    expect(nearestFranchise(300, child)).toBe(300);
    expect(nearestFranchise(0, adult)).toBe(300);
    expect(nearestFranchise(600, adult)).toBe(500);
    // 750 is 250 from both 500 and 1000: the lower one wins.
    expect(nearestFranchise(750, adult)).toBe(500);
  });
});
