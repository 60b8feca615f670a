import { describe, expect, it } from "vitest";
import { easterSunday, isQuebecHoliday, quebecHolidays } from "./holidays";

describe("Québec statutory holidays", () => {
  it.each([
    [2019, { month: 4, day: 21 }],
    [2024, { month: 3, day: 31 }],
    [2025, { month: 4, day: 20 }],
    [2038, { month: 4, day: 25 }],
    [2285, { month: 3, day: 22 }],
  ])("finds Easter %i, including its earliest and latest dates", (year, date) => {
    expect(easterSunday(year)).toEqual(date);
  });

  it.each([
    [
      2024,
      ["2024-01-01", "2024-03-29", "2024-05-20", "2024-06-24", "2024-07-01", "2024-09-02", "2024-10-14", "2024-12-25"],
    ],
    [
      2025,
      ["2025-01-01", "2025-04-18", "2025-05-19", "2025-06-24", "2025-07-01", "2025-09-01", "2025-10-13", "2025-12-25"],
    ],
    [
      2026,
      ["2026-01-01", "2026-04-03", "2026-05-18", "2026-06-24", "2026-07-01", "2026-09-07", "2026-10-12", "2026-12-25"],
    ],
    [
      2027,
      ["2027-01-01", "2027-03-26", "2027-05-24", "2027-06-24", "2027-07-01", "2027-09-06", "2027-10-11", "2027-12-25"],
    ],
    // June 24 and July 1 fall on a Sunday: the holiday is the Monday after.
    [
      2029,
      ["2029-01-01", "2029-03-30", "2029-05-21", "2029-06-25", "2029-07-02", "2029-09-03", "2029-10-08", "2029-12-25"],
    ],
  ])("lists the holidays of %i with their movable dates", (year, dates) => {
    expect(quebecHolidays(year)).toEqual(dates);
  });

  it("keeps the patriots' day before May 25 even when May 25 is a Monday", () => {
    // May 25, 2026 is a Monday: the holiday is the Monday before, May 18.
    expect(isQuebecHoliday("2026-05-18")).toBe(true);
    expect(isQuebecHoliday("2026-05-25")).toBe(false);
  });

  it("says an ordinary working day is not a holiday", () => {
    expect(isQuebecHoliday("2026-11-24")).toBe(false);
    expect(isQuebecHoliday("2026-12-26")).toBe(false);
  });
});
