/**
 * @jest-environment node
 */
import { latestBirthYear, premiumSearchSchema } from "@/lib/validations/premiums";

const latest = latestBirthYear();
const rangeMessage = `Geburtsjahr muss zwischen 1875 und ${latest} liegen`;

const messages = (input: unknown) => {
  const result = premiumSearchSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("premium search request", () => {
  it("applies the spec's defaults", () => {
    expect(premiumSearchSchema.parse({ postalCode: "8001", birthYear: 1990 })).toEqual({
      postalCode: "8001",
      birthYear: 1990,
      limit: 50,
      offset: 0,
      sortBy: "price_asc",
      accidentCoverage: true,
      cheapestPerFranchise: false,
    });
  });

  it("asks for postal code and birth year with the spec's message", () => {
    expect(messages({})).toEqual(["Bitte gib PLZ/Ort und Geburtsjahr ein", "Bitte gib PLZ/Ort und Geburtsjahr ein"]);
    expect(messages({ postalCode: "", birthYear: "" })).toEqual(["Bitte gib PLZ/Ort und Geburtsjahr ein", "Bitte gib PLZ/Ort und Geburtsjahr ein"]);
  });

  it.each([1874, latest + 1, 1990.5, "neunzehn", true])("refuses birth year %p with the range message", (birthYear) => {
    expect(messages({ postalCode: "8001", birthYear })).toEqual([rangeMessage]);
  });

  it("follows the calendar: in November 2026 a child born 2026 or 2027 is priced for 2027", () => {
    expect(latestBirthYear(new Date("2026-11-24T12:00:00Z"))).toBe(2027);
    // New Year's Eve 23:30 UTC is already 1 January in Switzerland.
    expect(latestBirthYear(new Date("2026-12-31T23:30:00Z"))).toBe(2028);
  });

  it("accepts numbers as text, 1875, this year and next year", () => {
    expect(premiumSearchSchema.parse({ postalCode: 8001, birthYear: "1875" })).toMatchObject({ postalCode: "8001", birthYear: 1875 });
    expect(messages({ postalCode: "8001", birthYear: latest - 1 })).toEqual([]);
    expect(messages({ postalCode: "8001", birthYear: latest })).toEqual([]);
  });

  it.each(["800", "80011", "abcd", "8 001"])("refuses postal code %p", (postalCode) => {
    expect(messages({ postalCode, birthYear: 1990 })).toEqual(["Die Postleitzahl muss aus 4 Ziffern bestehen"]);
  });

  it("refuses unknown models and sort orders, and limits out of range", () => {
    expect(messages({ postalCode: "8001", birthYear: 1990, modelCode: "premium" })).toEqual(["Unbekanntes Versicherungsmodell"]);
    expect(messages({ postalCode: "8001", birthYear: 1990, modelCodes: ["hmo", "x"] })).toEqual(["Unbekanntes Versicherungsmodell"]);
    expect(messages({ postalCode: "8001", birthYear: 1990, sortBy: "cheapest" })).toEqual(["Unbekannte Sortierung"]);
    expect(messages({ postalCode: "8001", birthYear: 1990, limit: 0 })).toEqual(["limit muss zwischen 1 und 200 liegen"]);
    expect(messages({ postalCode: "8001", birthYear: 1990, limit: 201 })).toEqual(["limit muss zwischen 1 und 200 liegen"]);
    expect(messages({ postalCode: "8001", birthYear: 1990, offset: -1 })).toEqual(["offset muss 0 oder grösser sein"]);
    expect(messages({ postalCode: "8001", birthYear: 1990, accidentCoverage: "ja" })).toEqual(["accidentCoverage muss true oder false sein"]);
  });
});
