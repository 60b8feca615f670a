import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatTime } from "./format.server";

describe("back-office dates", () => {
  it("write the first of the month « 1er » in French, as the public pages do, and leave an hour of 1 alone", () => {
    expect(formatDateTime("2026-12-01T20:00:00.000Z", "fr")).toBe("1er déc. 2026, 15 h 00");
    expect(formatDateTime("2026-12-11T06:00:00.000Z", "fr")).toBe("11 déc. 2026, 1 h 00");
    expect(formatDateTime("2026-12-01T20:00:00.000Z", "en")).toBe("Dec 1, 2026, 3:00\u202fp.m.");
  });

  it("write the hour without a leading zero in French, « 8 h 30 », and English times as before (issue 52)", () => {
    const morning = "2026-03-03T13:30:00.000Z";
    expect(formatDateTime(morning, "fr")).toBe("3 mars 2026, 8 h 30");
    expect(formatTime(new Date(morning), "fr")).toBe("8 h 30");
    expect(formatTime(new Date("2026-03-03T03:05:00.000Z"), "fr")).toBe("22 h 05");
    // English reads as `dateStyle: "medium", timeStyle: "short"` always wrote it, at every hour of a day.
    const before = new Intl.DateTimeFormat("en-CA", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "America/Toronto",
    });
    const beforeTime = new Intl.DateTimeFormat("en-CA", { timeStyle: "short", timeZone: "America/Toronto" });
    // A date and time is read from its parts, as the formatter does: V8's format() alone writes U+202F as a plain space.
    const text = (format: Intl.DateTimeFormat, at: Date) => format.formatToParts(at).map((part) => part.value);
    for (let hour = 0; hour < 24; hour += 1) {
      const at = new Date(Date.UTC(2026, 2, 3, hour, 30));
      expect(formatDateTime(at.toISOString(), "en")).toBe(text(before, at).join(""));
      expect(formatTime(at, "en")).toBe(beforeTime.format(at));
    }
  });

  it("write a follow-up's day in words in the member's language, whatever the server's zone", () => {
    expect(formatDay("2026-12-01", "fr")).toBe("mardi 1er décembre 2026");
    expect(formatDay("2026-11-20", "fr")).toBe("vendredi 20 novembre 2026");
    expect(formatDay("2026-11-20", "en")).toBe("Friday, November 20, 2026");
    // A report's period and chart: « du 24 novembre au 1er décembre 2026 », « 1er déc. 2026 ».
    expect(formatDay("2026-12-01", "fr", "long")).toBe("1er décembre 2026");
    expect(formatDay("2026-12-01", "fr", "medium")).toBe("1er déc. 2026");
    expect(formatDay("2026-12-01", "en", "medium")).toBe("Dec 1, 2026");
  });
});
