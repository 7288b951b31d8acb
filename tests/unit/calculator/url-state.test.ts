import { latestBirthYear } from "@/lib/validations/premiums";
import { parseCalculatorQuery } from "@/lib/calculator/url-read";
import { CALCULATOR_DEFAULTS, sameQuery, serializeCalculatorQuery, type CalculatorQuery } from "@/lib/calculator/url-state";

const parse = (search: string) => parseCalculatorQuery(new URLSearchParams(search));

describe("calculator URL state", () => {
  it("reads the spec's example URL", () => {
    expect(parse("plz=8001&jahrgang=1990&franchise=300&unfall=1&modelle=standard,hmo&sortierung=price_asc")).toEqual({
      postalCode: "8001",
      birthYear: 1990,
      franchise: 300,
      accidentCoverage: true,
      models: ["standard", "hmo"],
      sortBy: "price_asc",
    });
  });

  it("writes the same URL back (round trip both ways)", () => {
    const url = "plz=3176&jahrgang=2012&franchise=600&unfall=0&modelle=hausarzt,telmed&sortierung=insurer_desc&gemeinde=355";
    const query = parse(url);
    expect(query).not.toBeNull();
    expect(serializeCalculatorQuery(query!)).toBe(url);
    const original: CalculatorQuery = { ...CALCULATOR_DEFAULTS, models: ["standard", "hmo"], bfsNumber: 261 };
    expect(parse(serializeCalculatorQuery(original))).toEqual(original);
  });

  it("holds no search without a valid postal code and birth year", () => {
    expect(parse("")).toBeNull();
    expect(parse("plz=800&jahrgang=1990")).toBeNull();
    expect(parse("plz=8001")).toBeNull();
    expect(parse("plz=8001&jahrgang=1874")).toBeNull();
    expect(parse(`plz=8001&jahrgang=${latestBirthYear() + 1}`)).toBeNull();
    // A child born this year or next is priced with next year's premiums.
    expect(parse(`plz=8001&jahrgang=${latestBirthYear()}`)).toMatchObject({ birthYear: latestBirthYear() });
    expect(parse("plz=8001&jahrgang=abcd")).toBeNull();
  });

  it("falls back to the defaults for missing or unknown parameters", () => {
    expect(parse("plz=8001&jahrgang=1990&unfall=x&modelle=vip,,&sortierung=cheap&gemeinde=-3")).toEqual({
      postalCode: "8001",
      birthYear: 1990,
      franchise: 300,
      accidentCoverage: true,
      models: ["standard"],
      sortBy: "price_asc",
    });
  });

  it("keeps only known models, each once", () => {
    expect(parse("plz=8001&jahrgang=1990&modelle=hmo,hmo,foo,telmed")?.models).toEqual(["hmo", "telmed"]);
  });

  it("moves a deductible the age class does not have to the nearest one", () => {
    // Born 2010: 16 in 2026, a child: 0–600.
    expect(parse("plz=8001&jahrgang=2010&franchise=2500")?.franchise).toBe(600);
    // Born 1990: 36, an adult: 300–2500.
    expect(parse("plz=8001&jahrgang=1990&franchise=0")?.franchise).toBe(300);
    expect(parse("plz=8001&jahrgang=1990&franchise=1200")?.franchise).toBe(1000);
  });

  it("compares searches by their URL", () => {
    const a = parse("plz=8001&jahrgang=1990");
    const b = parse("jahrgang=1990&plz=8001&franchise=300");
    expect(sameQuery(a, b)).toBe(true);
    expect(sameQuery(a, { ...a!, sortBy: "price_desc" })).toBe(false);
    expect(sameQuery(null, null)).toBe(true);
    expect(sameQuery(a, null)).toBe(false);
  });
});
