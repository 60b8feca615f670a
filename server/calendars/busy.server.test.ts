import { describe, expect, it } from "vitest";
import { asText, calendarFixture, calendarOf, oneEvent } from "#tests/support/calendars.ts";
import { busyFromCalendars } from "./busy.server";
import { CalendarError } from "./calendar-error.server";

const timeZone = "America/Toronto";
const window = (from: string, to: string) => ({ from: Date.parse(from), to: Date.parse(to), timeZone });

describe("busy times from an Outlook-published calendar", () => {
  const read = busyFromCalendars([calendarFixture("outlook")], window("2026-10-01T00:00Z", "2026-12-31T00:00Z"));

  it("places Windows zone names through CLDR's table, across the November clock change", () => {
    // Wednesdays at 10:00 Eastern: EDT on October 28, EST after; November 11 is an EXDATE.
    expect(asText(read.busy)).toEqual(
      expect.arrayContaining([
        "2026-10-28T14:00Z/2026-10-28T15:00Z",
        "2026-11-04T15:00Z/2026-11-04T16:00Z",
        "2026-11-18T15:00Z/2026-11-18T16:00Z",
        // 9:00 Pacific Standard Time.
        "2026-11-25T17:00Z/2026-11-25T17:30Z",
      ]),
    );
    expect(asText(read.busy).some((text) => text.startsWith("2026-11-11"))).toBe(false);
  });

  it("counts tentative as busy, Outlook's FREE and a free all-day event as free, and out of office as the whole day", () => {
    expect(asText(read.busy)).toEqual([
      "2026-10-28T14:00Z/2026-10-28T15:00Z",
      "2026-11-04T15:00Z/2026-11-04T16:00Z",
      "2026-11-18T15:00Z/2026-11-18T16:00Z",
      "2026-11-24T18:00Z/2026-11-24T19:00Z",
      "2026-11-25T17:00Z/2026-11-25T17:30Z",
      // November 27, midnight to midnight in Montréal.
      "2026-11-27T05:00Z/2026-11-28T05:00Z",
    ]);
    expect(read.events).toBe(6);
  });
});

describe("busy times from a Google secret address", () => {
  const read = busyFromCalendars([calendarFixture("google")], window("2026-10-01T00:00Z", "2026-12-31T00:00Z"));

  it("follows a daily recurrence through the clock change, with its excluded, moved and cancelled instances", () => {
    expect(asText(read.busy)).toEqual([
      "2026-10-26T13:00Z/2026-10-26T13:30Z",
      "2026-10-27T13:00Z/2026-10-27T13:30Z",
      "2026-10-28T13:00Z/2026-10-28T13:30Z",
      "2026-10-29T13:00Z/2026-10-29T13:30Z",
      "2026-10-30T13:00Z/2026-10-30T13:30Z",
      // October 31 is excluded; from November 1, 9:00 is EST.
      "2026-11-01T14:00Z/2026-11-01T14:30Z",
      // November 2 moved to 11:00; November 3 cancelled.
      "2026-11-02T16:00Z/2026-11-02T16:30Z",
      "2026-11-04T14:00Z/2026-11-04T14:30Z",
      // The dentist; the birthday is free and the cancelled meeting blocks nothing.
      "2026-11-05T15:00Z/2026-11-05T16:00Z",
    ]);
  });
});

describe("busy times from an iCloud calendar", () => {
  const read = busyFromCalendars([calendarFixture("icloud")], window("2026-03-01T00:00Z", "2026-03-31T00:00Z"));

  it("follows a weekly event through the March clock change, blocks multi-day events, and reads a zone only the file defines", () => {
    expect(asText(read.busy)).toEqual([
      "2026-03-06T20:00Z/2026-03-06T21:00Z",
      // Two days off, from the first midnight after the change (EDT) to the third.
      "2026-03-09T04:00Z/2026-03-11T04:00Z",
      // 9:00 at UTC−3:30, from the file's own VTIMEZONE.
      "2026-03-12T12:30Z/2026-03-12T13:30Z",
      "2026-03-13T19:00Z/2026-03-13T20:00Z",
      "2026-03-20T19:00Z/2026-03-20T20:00Z",
    ]);
  });
});

describe("what is read, and what is refused", () => {
  it("expands a recurrence only over the window asked for", () => {
    const daily = oneEvent("DTSTART:20200101T150000Z", "DTEND:20200101T160000Z", "RRULE:FREQ=DAILY");
    const read = busyFromCalendars([daily], window("2026-11-02T00:00Z", "2026-11-04T00:00Z"));
    expect(asText(read.busy)).toEqual(["2026-11-02T15:00Z/2026-11-02T16:00Z", "2026-11-03T15:00Z/2026-11-03T16:00Z"]);
  });

  it("starts a long-running series near the window, with its count, its interval and a moved instance kept", () => {
    const nov = window("2026-11-23T00:00Z", "2026-12-12T00:00Z");
    // Every other Wednesday at 10:00 since 2019, 206 times: the last on 2026-11-25, not 2026-12-09.
    const counted = oneEvent(
      "DTSTART;TZID=America/Toronto:20190116T100000",
      "DTEND;TZID=America/Toronto:20190116T110000",
      "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;COUNT=206",
    );
    expect(asText(busyFromCalendars([counted], nov).busy)).toEqual(["2026-11-25T15:00Z/2026-11-25T16:00Z"]);
    // Every third day at 8:00 since 2020, one of them moved from 2020-01-04 to 2026-11-30 at 13:00.
    const moved = calendarOf("moved", "-//test//EN", [
      [
        "UID:every-third-day@test",
        "DTSTART;TZID=America/Toronto:20200101T080000",
        "DTEND;TZID=America/Toronto:20200101T083000",
        "RRULE:FREQ=DAILY;INTERVAL=3",
      ],
      [
        "UID:every-third-day@test",
        "RECURRENCE-ID;TZID=America/Toronto:20200104T080000",
        "DTSTART;TZID=America/Toronto:20261130T130000",
        "DTEND;TZID=America/Toronto:20261130T133000",
      ],
    ]);
    expect(asText(busyFromCalendars([moved], window("2026-11-23T00:00Z", "2026-12-01T00:00Z")).busy)).toEqual([
      "2026-11-25T13:00Z/2026-11-25T13:30Z",
      "2026-11-28T13:00Z/2026-11-28T13:30Z",
      "2026-11-30T18:00Z/2026-11-30T18:30Z",
    ]);
  });

  it("keeps a series' last occurrence when its UNTIL, in UTC, is the same instant in a zone east of UTC", () => {
    const paris = oneEvent(
      "DTSTART;TZID=Europe/Paris:20261102T090000",
      "DTEND;TZID=Europe/Paris:20261102T100000",
      "RRULE:FREQ=DAILY;UNTIL=20261104T080000Z",
    );
    expect(asText(busyFromCalendars([paris], window("2026-11-01T00:00Z", "2026-11-10T00:00Z")).busy)).toEqual([
      "2026-11-02T08:00Z/2026-11-02T09:00Z",
      "2026-11-03T08:00Z/2026-11-03T09:00Z",
      "2026-11-04T08:00Z/2026-11-04T09:00Z",
    ]);
  });

  it("maps a Windows zone name even when the file carries no VTIMEZONE for it", () => {
    const pacific = oneEvent(
      "DTSTART;TZID=Pacific Standard Time:20261203T090000",
      "DTEND;TZID=Pacific Standard Time:20261203T093000",
    );
    const read = busyFromCalendars([pacific], window("2026-12-01T00:00Z", "2026-12-31T00:00Z"));
    expect(asText(read.busy)).toEqual(["2026-12-03T17:00Z/2026-12-03T17:30Z"]);
  });

  it("moves an instance only in its own series, when two series share their times", () => {
    const series = (uid: string) => [
      "BEGIN:VEVENT",
      `UID:${uid}`,
      "DTSTAMP:20261101T000000Z",
      "DTSTART:20261102T140000Z",
      "DTEND:20261102T143000Z",
      "RRULE:FREQ=DAILY;COUNT=2",
      "END:VEVENT",
    ];
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//test//EN",
      ...series("a@test"),
      ...series("b@test"),
      "BEGIN:VEVENT",
      "UID:a@test",
      "DTSTAMP:20261101T000000Z",
      "RECURRENCE-ID:20261103T140000Z",
      "DTSTART:20261103T180000Z",
      "DTEND:20261103T183000Z",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const read = busyFromCalendars([text], window("2026-11-01T00:00Z", "2026-11-10T00:00Z"));
    expect(asText(read.busy)).toEqual([
      "2026-11-02T14:00Z/2026-11-02T14:30Z",
      // Series b keeps its November 3 at 14:00; series a's moved to 18:00.
      "2026-11-03T14:00Z/2026-11-03T14:30Z",
      "2026-11-03T18:00Z/2026-11-03T18:30Z",
    ]);
    expect(read.events).toBe(2);
  });

  it("reads each event whatever the case of its lines, a folded line quoting BEGIN:VEVENT, and a VTIMEZONE after the events", () => {
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//test//EN",
      "begin:vevent",
      "UID:lower-case@test",
      "DTSTAMP:20261101T000000Z",
      "DTSTART;TZID=Bureau de Paris:20261203T100000",
      "DTEND;TZID=Bureau de Paris:20261203T110000",
      "DESCRIPTION:Copié d'un fichier :",
      " BEGIN:VEVENT",
      "end:vevent",
      "BEGIN:VEVENT",
      "UID:quoting@test",
      "DTSTAMP:20261101T000000Z",
      "DTSTART;TZID=Bureau de Paris:20261204T100000",
      "DTEND;TZID=Bureau de Paris:20261204T110000",
      "DESCRIPTION:Fin du texte copié :",
      " END:VEVENT",
      "END:VEVENT",
      "BEGIN:VTIMEZONE",
      "TZID:Bureau de Paris",
      "BEGIN:STANDARD",
      "DTSTART:19701025T030000",
      "TZOFFSETFROM:+0200",
      "TZOFFSETTO:+0100",
      "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:19700329T020000",
      "TZOFFSETFROM:+0100",
      "TZOFFSETTO:+0200",
      "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const read = busyFromCalendars([text], window("2026-12-01T00:00Z", "2026-12-31T00:00Z"));
    // 10:00 in Paris's winter time, not in the company's zone (15:00 UTC).
    expect(asText(read.busy)).toEqual(["2026-12-03T09:00Z/2026-12-03T10:00Z", "2026-12-04T09:00Z/2026-12-04T10:00Z"]);
    expect(read.events).toBe(2);
  });

  it("places a time without a zone in the company's zone", () => {
    const floating = oneEvent("DTSTART:20261203T100000", "DTEND:20261203T110000");
    const read = busyFromCalendars([floating], window("2026-12-01T00:00Z", "2026-12-31T00:00Z"));
    expect(asText(read.busy)).toEqual(["2026-12-03T15:00Z/2026-12-03T16:00Z"]);
  });

  it("refuses a malformed recurrence rule without repeating the parser's words (decision 059)", () => {
    const broken = oneEvent("DTSTART:20261203T100000Z", "RRULE:FREQ=SOMETIMES");
    const error = catchError(() => busyFromCalendars([broken], window("2026-12-01T00:00Z", "2026-12-31T00:00Z")));
    expect(error).toBeInstanceOf(CalendarError);
    expect(error).toMatchObject({ code: "malformed" });
    expect((error as CalendarError).detail).not.toContain("SOMETIMES");
  });

  it("refuses a text that is not a calendar", () => {
    const error = catchError(() =>
      busyFromCalendars(
        ["BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Marie\r\nEND:VCARD\r\n"],
        window("2026-12-01T00:00Z", "2026-12-31T00:00Z"),
      ),
    );
    expect(error).toMatchObject({ code: "notCalendar" });
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
}
