/** @jest-environment node */
import { cancellationDeadlines } from "@/lib/domain/cancellation-deadlines";

describe("cancellation deadlines", () => {
  it("to 31 December, early in November: post by 14 November 2026 (the 15th is a Sunday)", () => {
    expect(cancellationDeadlines("endOfYear", "2026-11-10")).toEqual({
      reason: "endOfYear",
      endDate: "2026-12-31",
      newCoverFrom: "2027-01-01",
      receiptDeadline: "2026-11-30",
      lastArrivalDay: "2026-11-30", // a Monday
      postBy: "2026-11-14",
      status: "onTime",
      missedEndDate: null,
    });
  });

  it("from January the end of the same year is the next term", () => {
    const d = cancellationDeadlines("endOfYear", "2026-01-05");
    expect([d.endDate, d.status]).toEqual(["2026-12-31", "onTime"]);
  });

  it("is on time on the recommended day itself (15 November 2025, a Saturday, stays)", () => {
    const d = cancellationDeadlines("endOfYear", "2025-11-15");
    expect([d.postBy, d.status]).toEqual(["2025-11-15", "onTime"]);
  });

  it("is tight after the 15th until the last working day before 30 November", () => {
    const d = cancellationDeadlines("endOfYear", "2026-11-22");
    expect([d.endDate, d.lastArrivalDay, d.status]).toEqual(["2026-12-31", "2026-11-30", "tight"]);
    // 30 November 2025 is a Sunday: the letter must arrive on Friday 28 November (as the guide says).
    const late2025 = cancellationDeadlines("premiumIncrease", "2025-11-28");
    expect([late2025.receiptDeadline, late2025.lastArrivalDay, late2025.status]).toEqual(["2025-11-30", "2025-11-28", "tight"]);
  });

  it("after the last arrival day moves to the next year and names the missed end date", () => {
    expect(cancellationDeadlines("endOfYear", "2025-11-29")).toEqual({
      reason: "endOfYear",
      endDate: "2026-12-31",
      newCoverFrom: "2027-01-01",
      receiptDeadline: "2026-11-30",
      lastArrivalDay: "2026-11-30",
      postBy: "2026-11-14",
      status: "missed",
      missedEndDate: "2025-12-31",
    });
    const december = cancellationDeadlines("premiumIncrease", "2026-12-01");
    expect([december.endDate, december.status, december.missedEndDate]).toEqual(["2027-12-31", "missed", "2026-12-31"]);
    expect([december.lastArrivalDay, december.postBy]).toEqual(["2027-11-30", "2027-11-15"]);
  });

  it("to 30 June: received by 31 March, posted by 14 March 2026 (the 15th is a Sunday)", () => {
    expect(cancellationDeadlines("midYear", "2026-03-01")).toEqual({
      reason: "midYear",
      endDate: "2026-06-30",
      newCoverFrom: "2026-07-01",
      receiptDeadline: "2026-03-31",
      lastArrivalDay: "2026-03-31", // a Tuesday
      postBy: "2026-03-14",
      status: "onTime",
      missedEndDate: null,
    });
    expect(cancellationDeadlines("midYear", "2026-03-31").status).toBe("tight");
  });

  it("to 30 June after 31 March: missed, next year's 30 June", () => {
    const d = cancellationDeadlines("midYear", "2026-04-01");
    expect([d.endDate, d.receiptDeadline, d.postBy, d.status, d.missedEndDate]).toEqual([
      "2027-06-30",
      "2027-03-31",
      "2027-03-15",
      "missed",
      "2026-06-30",
    ]);
  });

  it("to 30 June from July on: next year's term, nothing missed", () => {
    const d = cancellationDeadlines("midYear", "2026-08-01");
    expect([d.endDate, d.status, d.missedEndDate]).toEqual(["2027-06-30", "onTime", null]);
  });

  it("moves the last arrival day before Easter: 31 March 2029 is a Saturday, 30 March Good Friday", () => {
    expect(cancellationDeadlines("midYear", "2029-03-01").lastArrivalDay).toBe("2029-03-29");
    // 2024: Easter Sunday on 31 March, Good Friday 29 March.
    expect(cancellationDeadlines("midYear", "2024-03-01").lastArrivalDay).toBe("2024-03-28");
  });

  it("works the same in a leap year (29 February 2028)", () => {
    const d = cancellationDeadlines("midYear", "2028-02-29");
    expect([d.endDate, d.lastArrivalDay, d.postBy, d.status]).toEqual(["2028-06-30", "2028-03-31", "2028-03-15", "onTime"]);
  });
});
