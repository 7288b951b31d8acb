/** @jest-environment node */
import { daysBetween, nextSwitchYear, switchDeadlines, switchTerm, upcomingSwitch } from "@/lib/domain/switch-deadlines";

describe("switch terms of a tariff year", () => {
  it("into 2027 on 1 January: notice by Monday 30 November 2026, posted by Saturday 14 November", () => {
    expect(switchTerm("yearEnd", 2027)).toEqual({
      kind: "yearEnd",
      tariffYear: 2027,
      endDate: "2026-12-31",
      switchDate: "2027-01-01",
      legalDeadline: "2026-11-30",
      deadline: "2026-11-30",
      postBy: "2026-11-14",
    });
  });

  it("moves the deadline to the last working day of November when the 30th falls on a weekend", () => {
    // 30 November 2025 is a Sunday, 30 November 2030 a Saturday, 30 November 2031 a Sunday.
    expect(switchTerm("yearEnd", 2026).deadline).toBe("2025-11-28");
    expect(switchTerm("yearEnd", 2031).deadline).toBe("2030-11-29");
    expect(switchTerm("yearEnd", 2032).deadline).toBe("2031-11-28");
    // A Tuesday stays.
    expect(switchTerm("yearEnd", 2028).deadline).toBe("2027-11-30");
  });

  it("within the tariff year on 1 July: notice by 31 March, moved before Easter when needed", () => {
    expect(switchTerm("midYear", 2027)).toMatchObject({
      endDate: "2027-06-30",
      switchDate: "2027-07-01",
      legalDeadline: "2027-03-31",
      deadline: "2027-03-31",
    });
    // 31 March 2029 is a Saturday and 30 March 2029 Good Friday: Thursday the 29th.
    expect(switchTerm("midYear", 2029).deadline).toBe("2029-03-29");
  });
});

describe("deadlines seen from today", () => {
  it("counts the days left, 0 on the day itself, negative afterwards", () => {
    expect(switchDeadlines(2027, "2026-11-22").yearEnd).toMatchObject({ daysLeft: 8, open: true });
    expect(switchDeadlines(2027, "2026-11-30").yearEnd).toMatchObject({ daysLeft: 0, open: true });
    expect(switchDeadlines(2027, "2026-12-01").yearEnd).toMatchObject({ daysLeft: -1, open: false });
  });

  it("names the 1 July switch and the following 1 January for a missed year end", () => {
    const d = switchDeadlines(2027, "2026-12-15");
    expect(d.yearEnd.open).toBe(false);
    expect([d.midYear.deadline, d.midYear.daysLeft, d.midYear.open]).toEqual(["2027-03-31", 106, true]);
    expect([d.followingYearEnd.switchDate, d.followingYearEnd.deadline]).toEqual(["2028-01-01", "2027-11-30"]);
  });

  it("finds the next reachable term across the year boundary", () => {
    expect(upcomingSwitch("yearEnd", "2026-11-22").switchDate).toBe("2027-01-01");
    expect(upcomingSwitch("yearEnd", "2026-12-01").switchDate).toBe("2028-01-01");
    expect(upcomingSwitch("yearEnd", "2026-12-31").tariffYear).toBe(2028);
    expect(upcomingSwitch("yearEnd", "2027-01-01")).toMatchObject({ tariffYear: 2028, deadline: "2027-11-30", daysLeft: 333 });
    // 30 November 2025 is a Sunday: on Saturday the 29th the 2026 switch is gone already.
    expect(upcomingSwitch("yearEnd", "2025-11-28").tariffYear).toBe(2026);
    expect(upcomingSwitch("yearEnd", "2025-11-29").tariffYear).toBe(2027);
    expect(upcomingSwitch("midYear", "2026-11-22")).toMatchObject({ switchDate: "2027-07-01", deadline: "2027-03-31" });
    expect(upcomingSwitch("midYear", "2027-03-31").tariffYear).toBe(2027);
    expect(upcomingSwitch("midYear", "2027-04-01").tariffYear).toBe(2028);
  });

  it("names the year a person can switch to next", () => {
    expect(nextSwitchYear("2026-11-22")).toBe(2027);
    expect(nextSwitchYear("2026-12-24")).toBe(2028);
    expect(nextSwitchYear("2027-06-01")).toBe(2028);
  });

  it("counts days over month, year and leap-day boundaries", () => {
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2027-03-01", "2027-02-28")).toBe(-1);
  });
});
