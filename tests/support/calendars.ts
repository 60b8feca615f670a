/** Calendar fixtures in the shapes Outlook, Google and iCloud export, and busy times written as text. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Interval } from "../../server/calendars/busy.server";

const fixtures = join(import.meta.dirname, "../fixtures/calendars");

export function calendarFixture(name: "outlook" | "google" | "icloud"): string {
  return readFileSync(join(fixtures, `${name}.ics`), "utf8");
}

/** Busy intervals as "start/end" UTC text, easy to read in an assertion. */
export function asText(intervals: Interval[]): string[] {
  return intervals.map(({ start, end }) => `${iso(start)}/${iso(end)}`);
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(":00.000Z", "Z");
}

/** A one-event calendar around `lines` (content lines of a VEVENT). */
export function oneEvent(...lines: string[]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//EN",
    "BEGIN:VEVENT",
    "UID:one@test",
    "DTSTAMP:20261101T000000Z",
    ...lines,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
