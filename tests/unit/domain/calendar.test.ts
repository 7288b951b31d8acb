/** @jest-environment node */
import {
  addDays,
  easterSunday,
  formatDateLong,
  formatDateShort,
  isSwissPublicHoliday,
  isValidDay,
  isWorkingDay,
  parseSwissDate,
  swissToday,
} from "@/lib/domain/calendar";

describe("calendar days", () => {
  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("knows which days exist", () => {
    expect(isValidDay(2028, 2, 29)).toBe(true);
    expect(isValidDay(2026, 2, 29)).toBe(false);
    expect(isValidDay(2026, 4, 31)).toBe(false);
    expect(isValidDay(2026, 13, 1)).toBe(false);
  });

  it("writes dates the Swiss German way", () => {
    expect(formatDateLong("2026-12-31")).toBe("31. Dezember 2026");
    expect(formatDateLong("2026-03-01")).toBe("1. März 2026");
    expect(formatDateLong("2026-11-30", { weekday: true })).toBe("Montag, 30. November 2026");
    expect(formatDateShort("1985-03-07")).toBe("07.03.1985");
  });

  it("reads dates written TT.MM.JJJJ", () => {
    expect(parseSwissDate("07.03.1985")).toBe("1985-03-07");
    expect(parseSwissDate(" 7.3.1985 ")).toBe("1985-03-07");
    expect(parseSwissDate("29.02.2026")).toBeNull();
    expect(parseSwissDate("1985-03-07")).toBeNull();
    expect(parseSwissDate("07.03.85")).toBeNull();
  });

  it("computes Easter Sunday", () => {
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2029)).toBe("2029-04-01");
  });

  it("treats weekends and the common public holidays as non-working days", () => {
    expect(isSwissPublicHoliday("2029-03-30")).toBe(true); // Good Friday
    expect(isSwissPublicHoliday("2026-04-06")).toBe(true); // Easter Monday
    expect(isSwissPublicHoliday("2026-05-14")).toBe(true); // Ascension
    expect(isSwissPublicHoliday("2026-05-25")).toBe(true); // Whit Monday
    expect(isSwissPublicHoliday("2026-08-01")).toBe(true);
    expect(isSwissPublicHoliday("2026-11-30")).toBe(false);
    expect(isWorkingDay("2026-11-30")).toBe(true); // Monday
    expect(isWorkingDay("2025-11-30")).toBe(false); // Sunday
    expect(isWorkingDay("2025-11-29")).toBe(false); // Saturday
  });

  it("takes today's date in Swiss time", () => {
    expect(swissToday(new Date("2026-11-22T22:30:00Z"))).toBe("2026-11-22"); // 23:30 in Zurich
    expect(swissToday(new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-23"); // 00:30 in Zurich
  });
});
