import { describe, expect, it } from "vitest";
import { dayLabel, monthLabel } from "#common/booking/times.ts";
import { dayToShow, monthGrids } from "./month";

describe("the month view", () => {
  it("lays each month the free days span out in weeks from Monday", () => {
    const [november, december] = monthGrids(["2026-11-30", "2026-12-01", "2026-12-31"]);
    // November 1, 2026 is a Sunday: six empty cells before it.
    expect(november?.weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(november?.weeks.at(-1)).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(december?.weeks[0]?.[1]).toBe("2026-12-01");
    expect(december?.weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it("names months and first days as each language writes them", () => {
    expect(monthLabel("2026-12", "fr")).toBe("décembre 2026");
    expect(monthLabel("2026-12", "en")).toBe("December 2026");
    const first = new Date("2026-12-01T15:00:00.000Z");
    expect(dayLabel(first, "fr", "America/Toronto")).toBe("mardi 1er décembre");
    expect(dayLabel(new Date("2026-12-11T15:00:00.000Z"), "fr", "America/Toronto")).toBe("vendredi 11 décembre");
    expect(dayLabel(first, "en", "America/Toronto")).toBe("Tuesday, December 1");
  });
});

describe("the day whose times the page lists", () => {
  const days = [{ key: "2026-11-30" }, { key: "2026-12-01" }, { key: "2026-12-03" }];

  it("is the first free day when none is asked for, or the one asked for is no date", () => {
    expect(dayToShow(days, null)).toEqual({ day: days[0], moved: false });
    expect(dayToShow(days, "demain")).toEqual({ day: days[0], moved: false });
  });

  it("is the day asked for when it has free times", () => {
    expect(dayToShow(days, "2026-12-01")).toEqual({ day: days[1], moved: false });
  });

  it("moves to the next free day when the one asked for has none, and says so", () => {
    expect(dayToShow(days, "2026-12-02")).toEqual({ day: days[2], moved: true });
    expect(dayToShow(days, "2027-01-15")).toEqual({ day: days[0], moved: true });
  });

  it("shows nothing when no day is free", () => {
    expect(dayToShow([], "2026-12-01")).toEqual({ day: undefined, moved: false });
    expect(dayToShow([], null)).toEqual({ day: undefined, moved: false });
  });
});
