/**
 * @jest-environment node
 */
import { PremiumIndex, type PremiumRow } from "@/lib/catalog/premium-index";

// Where an insurer sells basic insurance, per tariff year (the advisor says so when it sells nowhere near the person).
const row = (tariffYear: number, insurerCode: string, canton: string, region = 1): PremiumRow => ({
  id: `${tariffYear}-${insurerCode}-${canton}-${region}`, tariffYear, insurerCode, insurerName: insurerCode, tariffType: "BASE", model: "standard",
  tariffName: "Grundversicherung", franchise: 300, monthlyRappen: 50_000, canton, region, ageClass: "adult", accident: true,
});
const index = new PremiumIndex(
  [row(2026, "1322", "AG"), row(2026, "1322", "ZH"), row(2027, "1322", "AG"), row(2027, "1322", "AG", 2), row(2027, "8", "ZH"), row(2027, "8", "BE"), row(2027, "8", "AG")],
  [{ code: "1322", name: "Birchmeier", place: null }, { code: "8", name: "CSS", place: null }],
  [2026, 2027],
);

describe("the cantons an insurer sells in", () => {
  it("names each canton once, sorted, for the year asked", () => {
    expect(index.cantonsOf("1322", 2027)).toEqual(["AG"]);
    expect(index.cantonsOf("1322", 2026)).toEqual(["AG", "ZH"]);
    expect(index.cantonsOf("8", 2027)).toEqual(["AG", "BE", "ZH"]);
  });

  it("is empty for an insurer or a year without premiums", () => {
    expect(index.cantonsOf("8", 2026)).toEqual([]);
    expect(index.cantonsOf("999", 2027)).toEqual([]);
  });
});
