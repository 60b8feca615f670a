import { describe, expect, it } from "vitest";
import { siteDay } from "./day";

// Instants written in UTC, each commented with Montréal's clock: the day is Montréal's, not UTC's
// nor the server's.
describe("the company's calendar day", () => {
  it("turns at midnight in Montréal, not in UTC", () => {
    // 23:30 EST on Monday 2 March 2026, already the 3rd in UTC.
    expect(siteDay(new Date("2026-03-03T04:30:00Z"))).toBe("2026-03-02");
    // 00:30 EST on Tuesday 3 March.
    expect(siteDay(new Date("2026-03-03T05:30:00Z"))).toBe("2026-03-03");
  });

  it("takes a timestamp as well as a date", () => {
    expect(siteDay(Date.parse("2026-03-03T04:30:00Z"))).toBe("2026-03-02");
  });

  it("keeps midnight at midnight on the days the clocks change", () => {
    // Sunday 8 March 2026, clocks forward at 2:00: 23:30 EST the evening before, then 23:30 EDT that evening.
    expect(siteDay(new Date("2026-03-08T04:30:00Z"))).toBe("2026-03-07");
    expect(siteDay(new Date("2026-03-08T05:30:00Z"))).toBe("2026-03-08");
    expect(siteDay(new Date("2026-03-09T03:30:00Z"))).toBe("2026-03-08");
    expect(siteDay(new Date("2026-03-09T04:30:00Z"))).toBe("2026-03-09");
    // Sunday 1 November 2026, clocks back at 2:00: 00:30 EDT that morning, then 23:30 EST that evening.
    expect(siteDay(new Date("2026-11-01T03:30:00Z"))).toBe("2026-10-31");
    expect(siteDay(new Date("2026-11-01T04:30:00Z"))).toBe("2026-11-01");
    expect(siteDay(new Date("2026-11-02T04:30:00Z"))).toBe("2026-11-01");
    expect(siteDay(new Date("2026-11-02T05:30:00Z"))).toBe("2026-11-02");
  });
});
