import { readCalculatorUrl, parseCalculatorQuery } from "@/lib/calculator/url-read";
import { serializeCalculatorQuery, type CalculatorQuery } from "@/lib/calculator/url-state";
import { toHouseholdRequest } from "@/lib/calculator/household-request";
import { householdSearchSchema } from "@/lib/validations/household";

const read = (search: string) => readCalculatorUrl(new URLSearchParams(search), new Date("2026-06-01T12:00:00Z"));

const FAMILY: CalculatorQuery = {
  postalCode: "8001",
  birthYear: 1984,
  franchise: 300,
  accidentCoverage: true,
  label: "Mama",
  others: [
    { birthYear: 1986, franchise: 2500, accidentCoverage: false },
    { birthYear: 2016, franchise: 0, accidentCoverage: true, label: "Kind 1" },
    { birthYear: 2019, franchise: 0, accidentCoverage: true, label: "Kind, das zweite" },
  ],
  models: ["standard", "hmo"],
  sortBy: "price_asc",
  tariffYear: 2026,
};

describe("the household in the calculator's URL", () => {
  it("writes a readable, versioned link and reads it back to the same search", () => {
    const url = serializeCalculatorQuery(FAMILY);
    expect(url).toBe(
      "plz=8001&haushalt=1&person=1984-300-u-Mama&person=1986-2500-n&person=2016-0-u-Kind+1&person=2019-0-u-Kind,+das+zweite" +
        "&modelle=standard,hmo&sortierung=price_asc&jahr=2026",
    );
    expect(read(url)).toEqual({ query: FAMILY, problems: [] });
  });

  it("keeps today's single-person link and writes a single person the old way", () => {
    const single = "plz=8001&jahrgang=1990&franchise=300&unfall=1&modelle=standard&sortierung=price_asc";
    const { query, problems } = read(single);
    expect(problems).toEqual([]);
    expect(query).toEqual({ postalCode: "8001", birthYear: 1990, franchise: 300, accidentCoverage: true, models: ["standard"], sortBy: "price_asc" });
    expect(serializeCalculatorQuery(query!)).toBe(single);
    // A household link of one person is a single search.
    expect(serializeCalculatorQuery(read("plz=8001&haushalt=1&person=1990-300-u").query!)).toBe(single);
  });

  it("leaves out a person it cannot read and says which, without failing the others", () => {
    const { query, problems } = read("plz=8001&haushalt=1&person=1984-300-u&person=19x6-300-u&person=1850-300-u&person=2016-0-x&person=2016-0-n");
    expect(query?.birthYear).toBe(1984);
    expect(query?.others).toEqual([{ birthYear: 2016, franchise: 0, accidentCoverage: false }]);
    expect(problems).toEqual([
      { code: "invalidPerson", position: 2, value: "19x6-300-u" },
      { code: "invalidPerson", position: 3, value: "1850-300-u" },
      { code: "invalidPerson", position: 4, value: "2016-0-x" },
    ]);
  });

  it("takes the nearest deductible of the age class and says so", () => {
    const { query, problems } = read("plz=8001&jahr=2026&haushalt=1&person=1984-700-u&person=2016-2500-u");
    expect(query).toMatchObject({ franchise: 500, others: [{ birthYear: 2016, franchise: 600 }] });
    expect(problems).toEqual([
      { code: "franchiseAdjusted", position: 1, from: 700, to: 500 },
      { code: "franchiseAdjusted", position: 2, from: 2500, to: 600 },
    ]);
  });

  it("reads at most six persons", () => {
    const persons = Array.from({ length: 8 }, (_, i) => `person=${1980 + i}-300-u`).join("&");
    const { query, problems } = read(`plz=8001&haushalt=1&${persons}`);
    expect(query?.others).toHaveLength(5);
    expect(problems).toEqual([{ code: "tooMany", max: 6 }]);
  });

  it("refuses an unknown version and a link without a readable person, with a reason", () => {
    expect(read("plz=8001&haushalt=2&person=1984-300-u")).toEqual({ query: null, problems: [{ code: "version", version: "2" }] });
    expect(read("plz=8001&haushalt=1")).toEqual({ query: null, problems: [] });
    expect(read("plz=80&haushalt=1&person=1984-300-u").query).toBeNull();
    expect(parseCalculatorQuery(new URLSearchParams("plz=8001&haushalt=1&person=%00%FF"))).toBeNull();
  });

  it("turns a name longer than 40 characters into a problem, not a crash", () => {
    const { problems } = read(`plz=8001&haushalt=1&person=1984-300-u&person=2016-0-u-${"x".repeat(41)}`);
    expect(problems[0]).toMatchObject({ code: "invalidPerson", position: 2 });
  });

  it("asks the household search for every person with its deductible, cover and name", () => {
    const request = toHouseholdRequest({ ...FAMILY, sortBy: "insurer_asc", currentInsurer: "1560" });
    expect(householdSearchSchema.safeParse(request).success).toBe(true);
    expect(request).toEqual({
      postalCode: "8001",
      sortBy: "insurer_asc",
      modelCodes: ["standard", "hmo"],
      tariffYear: 2026,
      currentInsurerCode: "1560",
      persons: [
        { birthYear: 1984, franchiseAmount: 300, accidentCoverage: true, label: "Mama" },
        { birthYear: 1986, franchiseAmount: 2500, accidentCoverage: false },
        { birthYear: 2016, franchiseAmount: 0, accidentCoverage: true, label: "Kind 1" },
        { birthYear: 2019, franchiseAmount: 0, accidentCoverage: true, label: "Kind, das zweite" },
      ],
    });
    // The single search's other orders fall back to the cheapest total first.
    expect(toHouseholdRequest({ ...FAMILY, sortBy: "franchise_desc" }).sortBy).toBe("total_asc");
  });
});
