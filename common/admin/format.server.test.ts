import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay } from "./format.server";

describe("back-office dates", () => {
  it("write the first of the month « 1er » in French, as the public pages do, and leave an hour of 1 alone", () => {
    expect(formatDateTime("2026-12-01T20:00:00.000Z", "fr")).toBe("1er déc. 2026, 15 h 00");
    expect(formatDateTime("2026-12-11T06:00:00.000Z", "fr")).toBe("11 déc. 2026, 01 h 00");
    expect(formatDateTime("2026-12-01T20:00:00.000Z", "en")).toBe("Dec 1, 2026, 3:00\u202fp.m.");
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
