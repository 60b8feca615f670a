import { describe, expect, it } from "vitest";
import { assignStaff, freeTimes, type StaffAvailability } from "./availability";
import { bookingConfig, weekdays } from "./config";

const rules = bookingConfig;
const member = (userId: number, extra: Partial<StaffAvailability> = {}): StaffAvailability => ({
  userId,
  hours: null,
  timeOff: [],
  meetings: [],
  ...extra,
});
const iso = (times: { start: Date }[]) => times.map((time) => time.start.toISOString());
const on = (day: string, now: Date, staff: StaffAvailability[]) =>
  freeTimes(now, staff, rules).filter((time) => time.day === day);

describe("free times", () => {
  // Monday, November 23, 2026, 8:00 in Montréal (13:00 UTC).
  const monday = new Date("2026-11-23T13:00:00Z");

  it("offers 30-minute meetings from 9:00 to 16:30 Eastern time on a working day", () => {
    const times = on("2026-11-24", monday, [member(1)]);
    expect(times).toHaveLength(16);
    expect(times[0]?.start.toISOString()).toBe("2026-11-24T14:00:00.000Z");
    expect(times.at(-1)?.start.toISOString()).toBe("2026-11-24T21:30:00.000Z");
    expect(times.at(-1)?.end.toISOString()).toBe("2026-11-24T22:00:00.000Z");
  });

  it("keeps two hours' notice", () => {
    // 8:00: the first time that day is 10:00.
    expect(iso(on("2026-11-23", monday, [member(1)])).at(0)).toBe("2026-11-23T15:00:00.000Z");
    // 9:15: 11:30 is the first.
    expect(iso(on("2026-11-23", new Date("2026-11-23T14:15:00Z"), [member(1)])).at(0)).toBe("2026-11-23T16:30:00.000Z");
  });

  it("offers nothing on weekends or holidays, and nothing past 30 days", () => {
    const days = new Set(freeTimes(monday, [member(1)], rules).map((time) => time.day));
    expect(days.has("2026-11-28")).toBe(false);
    expect(days.has("2026-11-29")).toBe(false);
    expect(days.has("2026-12-25")).toBe(false);
    expect(days.has("2026-12-23")).toBe(true);
    expect([...days].at(-1)).toBe("2026-12-23");
  });

  it("follows the March change to daylight time: 9:00 is 14:00 UTC on Friday, 13:00 UTC on Monday", () => {
    const now = new Date("2026-03-05T12:00:00Z");
    expect(iso(on("2026-03-06", now, [member(1)])).at(0)).toBe("2026-03-06T14:00:00.000Z");
    expect(iso(on("2026-03-09", now, [member(1)])).at(0)).toBe("2026-03-09T13:00:00.000Z");
    expect(on("2026-03-09", now, [member(1)])).toHaveLength(16);
  });

  it("follows the November return to standard time: 9:00 is 13:00 UTC on Friday, 14:00 UTC on Monday", () => {
    const now = new Date("2026-10-29T12:00:00Z");
    expect(iso(on("2026-10-30", now, [member(1)])).at(0)).toBe("2026-10-30T13:00:00.000Z");
    expect(iso(on("2026-11-02", now, [member(1)])).at(0)).toBe("2026-11-02T14:00:00.000Z");
    expect(iso(on("2026-11-02", now, [member(1)])).at(-1)).toBe("2026-11-02T21:30:00.000Z");
  });

  it("keeps a 15-minute buffer around each meeting", () => {
    const meeting = { start: new Date("2026-11-24T15:00:00Z"), end: new Date("2026-11-24T15:30:00Z") };
    const times = iso(on("2026-11-24", monday, [member(1, { meetings: [meeting] })]));
    // 9:30, 10:00 and 10:30 are taken by the 10:00 meeting and its buffer; 9:00 and 11:00 remain.
    expect(times).toContain("2026-11-24T14:00:00.000Z");
    expect(times).not.toContain("2026-11-24T14:30:00.000Z");
    expect(times).not.toContain("2026-11-24T15:00:00.000Z");
    expect(times).not.toContain("2026-11-24T15:30:00.000Z");
    expect(times).toContain("2026-11-24T16:00:00.000Z");
  });

  it("is free when at least one member is, and says who", () => {
    const meeting = { start: new Date("2026-11-24T15:00:00Z"), end: new Date("2026-11-24T15:30:00Z") };
    const times = on("2026-11-24", monday, [member(1, { meetings: [meeting] }), member(2)]);
    expect(times.find((time) => time.start.toISOString() === "2026-11-24T15:00:00.000Z")?.staff).toEqual([2]);
    expect(times.find((time) => time.start.toISOString() === "2026-11-24T14:00:00.000Z")?.staff).toEqual([1, 2]);
  });

  it("uses a member's own weekly hours, and their time off", () => {
    const tuesdayMornings = [{ weekday: 2, startMinute: 8 * 60, endMinute: 10 * 60 }];
    const own = member(1, { hours: tuesdayMornings });
    expect(iso(on("2026-11-24", monday, [own]))).toEqual([
      "2026-11-24T13:00:00.000Z",
      "2026-11-24T13:30:00.000Z",
      "2026-11-24T14:00:00.000Z",
      "2026-11-24T14:30:00.000Z",
    ]);
    expect(on("2026-11-25", monday, [own])).toHaveLength(0);

    const away = member(1, {
      hours: weekdays(9, 17),
      timeOff: [{ start: new Date("2026-11-24T05:00:00Z"), end: new Date("2026-11-26T05:00:00Z") }],
    });
    expect(on("2026-11-24", monday, [away])).toHaveLength(0);
    expect(on("2026-11-25", monday, [away])).toHaveLength(0);
    expect(on("2026-11-26", monday, [away])).toHaveLength(16);
  });

  it("offers nothing for a member whose week is empty", () => {
    expect(freeTimes(monday, [member(1, { hours: [] })], rules)).toEqual([]);
  });
});

describe("assignment", () => {
  it("gives the meeting to the free member with the fewest upcoming meetings, the lowest id on a tie", () => {
    expect(
      assignStaff(
        [1, 2, 3],
        new Map([
          [1, 4],
          [2, 1],
          [3, 2],
        ]),
      ),
    ).toBe(2);
    expect(assignStaff([3, 2], new Map())).toBe(2);
    expect(assignStaff([], new Map())).toBeUndefined();
  });
});
