import { ageClassFor, ageInTariffYear } from "@/lib/domain/age-class";
import { franchisesFor, statutoryFranchise } from "@/lib/domain/franchise";

describe("age classes (age = tariff year − birth year)", () => {
  it.each([
    [2026, 0, "child"],
    [2008, 18, "child"],
    [2007, 19, "young_adult"],
    [2001, 25, "young_adult"],
    [2000, 26, "adult"],
    [1990, 36, "adult"],
    [1875, 151, "adult"],
  ])("born %i is %i in 2026: %s", (birthYear, age, ageClass) => {
    expect(ageInTariffYear(birthYear, 2026)).toBe(age);
    expect(ageClassFor(birthYear, 2026)).toBe(ageClass);
  });

  it("moves with the tariff year: born 2008 is a young adult in 2027", () => {
    expect(ageClassFor(2008, 2027)).toBe("young_adult");
  });

  it("gives children the deductibles 0–600 and everyone else 300–2500", () => {
    expect(franchisesFor("child")).toEqual([0, 100, 200, 300, 400, 500, 600]);
    expect(franchisesFor("young_adult")).toEqual([300, 500, 1000, 1500, 2000, 2500]);
    expect(franchisesFor("adult")).toEqual([300, 500, 1000, 1500, 2000, 2500]);
    expect(statutoryFranchise("child")).toBe(0);
    expect(statutoryFranchise("adult")).toBe(300);
  });
});
