import { defaultTariffYear, expectedTariffYear, isNextYearSeason, swissDate } from "@/lib/domain/tariff-year";

const at = (iso: string) => new Date(iso);

describe("the default tariff year", () => {
  it("is next year's from 20 September on, once it is loaded", () => {
    expect(defaultTariffYear([2026, 2027], at("2026-11-22T12:00:00Z"))).toBe(2027);
    expect(defaultTariffYear([2026, 2027], at("2026-09-20T00:30:00+02:00"))).toBe(2027);
    expect(defaultTariffYear([2026, 2027], at("2026-12-31T12:00:00Z"))).toBe(2027);
  });

  it("is the current year's before 20 September", () => {
    expect(defaultTariffYear([2026, 2027], at("2026-09-19T21:00:00Z"))).toBe(2026); // 23:00 in Zurich
    expect(defaultTariffYear([2026, 2027], at("2026-03-01T12:00:00Z"))).toBe(2026);
  });

  it("stays the current year's in autumn while next year's is not loaded", () => {
    expect(defaultTariffYear([2026], at("2026-11-22T12:00:00Z"))).toBe(2026);
  });

  it("turns with the year in Switzerland, not in UTC", () => {
    // 1 January 2027, 00:30 in Zurich is still 31 December in UTC.
    expect(swissDate(at("2026-12-31T23:30:00Z"))).toEqual({ year: 2027, month: 1, day: 1 });
    expect(defaultTariffYear([2026, 2027], at("2026-12-31T23:30:00Z"))).toBe(2027);
    expect(defaultTariffYear([2026, 2027, 2028], at("2027-01-15T12:00:00Z"))).toBe(2027);
  });

  it("falls back to the newest earlier year, else the oldest loaded, else none", () => {
    expect(defaultTariffYear([2026, 2027], at("2028-02-01T12:00:00Z"))).toBe(2027);
    expect(defaultTariffYear([2027], at("2026-05-01T12:00:00Z"))).toBe(2027);
    expect(defaultTariffYear([], at("2026-05-01T12:00:00Z"))).toBeUndefined();
  });

  it("tells the browser which year to expect before the server answers", () => {
    expect(isNextYearSeason(at("2026-09-20T08:00:00Z"))).toBe(true);
    expect(expectedTariffYear(at("2026-11-22T12:00:00Z"))).toBe(2027);
    expect(expectedTariffYear(at("2026-06-22T12:00:00Z"))).toBe(2026);
  });
});
