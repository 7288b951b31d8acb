/**
 * @jest-environment node
 */
import { extractAccident } from "@/lib/advisor/extract/accident";
import { extractCostWords, HIGH_COSTS, LOW_COSTS } from "@/lib/advisor/extract/costs";
import { extractFranchiseWish } from "@/lib/advisor/extract/franchise";
import { extractModel } from "@/lib/advisor/extract/model";
import { normalizeText } from "@/lib/domain/message-text";
import { extractNumbers, type NumberContext } from "@/lib/advisor/extract/numbers";

const postalCodes: Record<string, string[]> = { "8001": ["zurich"], "8400": ["winterthur"], "1950": ["sion"], "2500": ["biel bienne"], "3011": ["bern"] };
const ctx = (over: Partial<NumberContext> = {}): NumberContext => ({
  currentYear: 2026,
  expecting: null,
  hasPostalCode: false,
  hasBirthYear: false,
  isPostalCode: (code) => code in postalCodes,
  localitiesOf: (code) => postalCodes[code] ?? [],
  ...over,
});
const numbers = (text: string, over?: Partial<NumberContext>) => extractNumbers(normalizeText(text), ctx(over));

describe("normalizeText", () => {
  it("folds case, umlauts and ae/oe/ue, and removes thousands marks", () => {
    expect(normalizeText("ZÜRICH Zuerich")).toBe("zurich zurich");
    expect(normalizeText("Franchise 2'500, Kosten 3’000.-")).toBe("franchise 2500 , kosten 3000");
    expect(normalizeText("geboren am 12.3.1987")).toBe("geboren am 1987");
  });
});

describe("extractNumbers", () => {
  it.each([
    ["Jahrgang 85", 1985],
    ["geboren 1990", 1990],
    ["i bi 1985 gebore", 1985],
    ["ich bin 34", 1992],
    ["34 Jahre alt", 1992],
    ["bin 52-jährig", 1974],
    ["Jg. 03", 2003],
  ])("reads the birth year in %p", (text, year) => {
    expect(numbers(text).birthYear).toBe(year);
  });

  it("tells a postal code from a year by range and context", () => {
    expect(numbers("8001 1990")).toEqual({ postalCode: "8001", birthYear: 1990 });
    expect(numbers("1988, 8400")).toEqual({ postalCode: "8400", birthYear: 1988 });
    expect(numbers("PLZ 1950, Jahrgang 1980")).toEqual({ postalCode: "1950", birthYear: 1980 });
    expect(numbers("1950 Sion")).toEqual({ postalCode: "1950" });
    expect(numbers("1950", { expecting: "birthYear", hasPostalCode: true })).toEqual({ birthYear: 1950 });
    expect(numbers("1950", { expecting: "location", hasBirthYear: true })).toEqual({ postalCode: "1950" });
  });

  it("reads a two-digit answer to the birth-year question as a year or an age", () => {
    expect(numbers("85", { expecting: "birthYear" }).birthYear).toBe(1985);
    expect(numbers("30", { expecting: "birthYear" }).birthYear).toBe(1996);
    expect(numbers("30").birthYear).toBeUndefined();
  });

  it("rejects years no one can be born in", () => {
    expect(numbers("Jahrgang 1850")).toEqual({ rejectedYear: 1850 });
  });

  it("reads deductibles", () => {
    expect(numbers("Franchise 2500").franchise).toBe(2500);
    expect(numbers("mit 1500 Franchise").franchise).toBe(1500);
    expect(numbers("300er").franchise).toBe(300);
    expect(numbers("Franchise bitte auf 2'000").franchise).toBe(2000);
    expect(numbers("2500", { hasPostalCode: true, hasBirthYear: true }).franchise).toBe(2500);
    expect(numbers("ich arbeite 100% und will Franchise 2500").franchise).toBe(2500);
  });

  it("reads expected yearly health costs", () => {
    expect(numbers("ich habe etwa 3000 Franken Arztkosten im Jahr").costs).toBe(3000);
    expect(numbers("meine Kosten sind rund 2'500 Franken").costs).toBe(2500);
    expect(numbers("Gesundheitskosten von 500 CHF").costs).toBe(500);
  });
});

describe("extractModel", () => {
  it.each([
    ["Telmed", "telmed"],
    ["Telemedizin bitte", "telmed"],
    ["HMO", "hmo"],
    ["Hausarztmodell", "hausarzt"],
    ["mit Hausarzt", "hausarzt"],
    ["Standard", "standard"],
    ["freie Arztwahl", "standard"],
  ] as const)("%p → %p", (text, model) => {
    expect(extractModel(normalizeText(text))).toBe(model);
  });

  it("skips negated mentions", () => {
    expect(extractModel(normalizeText("kein HMO, lieber Hausarzt"))).toBe("hausarzt");
    expect(extractModel(normalizeText("statt Telmed lieber Standard"))).toBe("standard");
    expect(extractModel(normalizeText("nicht HMO"))).toBeUndefined();
  });
});

describe("extractFranchiseWish", () => {
  it("reads the highest and the lowest deductible", () => {
    expect(extractFranchiseWish(normalizeText("höchste Franchise"))).toBe("highest");
    expect(extractFranchiseWish(normalizeText("hoechste Franchise"))).toBe("highest");
    expect(extractFranchiseWish(normalizeText("tiefste Franchise"))).toBe("lowest");
    expect(extractFranchiseWish(normalizeText("Franchise 300"))).toBeUndefined();
  });
});

describe("extractAccident", () => {
  it.each([
    ["mit Unfall", true],
    ["ohne Unfall", false],
    ["ich arbeite mehr als 8 Stunden pro Woche", false],
    ["ich arbeite weniger als 8 Stunden", true],
    ["Unfall brauche ich nicht", false],
    ["bin über den Arbeitgeber gegen Unfall versichert", false],
    ["ich bin pensioniert", true],
    ["schaffe 100%", false],
  ] as const)("%p → %p", (text, accident) => {
    expect(extractAccident(normalizeText(text))).toBe(accident);
  });

  it("says nothing when accident cover is not mentioned", () => {
    expect(extractAccident(normalizeText("8001 Zürich, 1990"))).toBeUndefined();
  });
});

describe("extractCostWords", () => {
  it("reads cost levels from words", () => {
    expect(extractCostWords(normalizeText("ich bin selten krank"))).toBe(LOW_COSTS);
    expect(extractCostWords(normalizeText("ich bin chronisch krank"))).toBe(HIGH_COSTS);
    expect(extractCostWords(normalizeText("Telmed bitte"))).toBeUndefined();
  });
});

describe("round 3: numbers, accident cover and persons read by their context", () => {
  it("reads a deductible next to a model word or before accident words, also before the place is known", () => {
    expect(numbers("telmed 2500 ohni unfall, 8400 winterthur, 1990")).toMatchObject({ franchise: 2500, postalCode: "8400", birthYear: 1990 });
    expect(numbers("2500 sans accident, 8001 zürich, 1985")).toMatchObject({ franchise: 2500, postalCode: "8001" });
    // 2500 alone is Biel's postal code.
    expect(numbers("2500 biel, 1985")).toMatchObject({ postalCode: "2500" });
  });

  it("never reads a postal code from a word that only ends in 'in' or 'us' ('bin 1983', 'glarus 1983')", () => {
    expect(numbers("bin 1983, 8001 zürich")).toMatchObject({ birthYear: 1983, postalCode: "8001" });
  });

  it("tells a tariff year that is not loaded from a postal code", () => {
    expect(numbers("und 2029?", { hasPostalCode: true, hasBirthYear: true, tariffYears: [2026, 2027] })).toEqual({ otherTariffYear: 2029 });
    expect(numbers("franchise 4000", { tariffYears: [2026, 2027] })).toEqual({ franchise: 4000 });
  });

  it("reads accident cover in French and Italian, with typos and from a work percentage", () => {
    expect(extractAccident(normalizeText("sans accident"))).toBe(false);
    expect(extractAccident(normalizeText("con infortunio"))).toBe(true);
    expect(extractAccident(normalizeText("ohni unfal bitte"))).toBe(false);
    expect(extractAccident(normalizeText("ich arbeite 50% im büro"))).toBe(false);
    expect(extractAccident(normalizeText("ich schaffe 10 prozent"))).toBeUndefined();
  });
});
