/** A long calendar in the shape Outlook publishes, for the booking benchmarks. */
import { calendarFixture } from "#tests/support/calendars.ts";

const DAY = 86_400_000;

/**
 * `count` events in Outlook's shape (Windows zone names with their VTIMEZONE), spread from 300 days
 * before `now` over the coming months on working hours: 1 in 17 free, and 1 in 10 a weekly series of
 * 52 with an EXDATE. `seed` shifts the hours, so several members' calendars differ.
 */
export function outlookCalendar(count: number, now: number, seed = 0): string {
  const fixture = calendarFixture("outlook");
  const head = fixture.slice(0, fixture.indexOf("BEGIN:VEVENT"));
  const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, "");
  const events: string[] = [];
  for (let i = 0; i < count; i++) {
    const start = now - 300 * DAY + Math.floor(i / 8) * (DAY / 2) + ((i + seed) % 8) * 3_600_000;
    const lines = [
      "BEGIN:VEVENT",
      `UID:bench-${seed}-${i}@outlook.test`,
      `SUMMARY:Rendez-vous ${i}`,
      `DTSTART;TZID=Eastern Standard Time:${stamp(start)}`,
      `DTEND;TZID=Eastern Standard Time:${stamp(start + 45 * 60_000)}`,
      "DTSTAMP:20261120T120000Z",
      `TRANSP:${i % 17 === 0 ? "TRANSPARENT" : "OPAQUE"}`,
      "X-MICROSOFT-CDO-BUSYSTATUS:BUSY",
    ];
    if (i % 10 === 0)
      lines.push("RRULE:FREQ=WEEKLY;COUNT=52", `EXDATE;TZID=Eastern Standard Time:${stamp(start + 7 * DAY)}`);
    lines.push("END:VEVENT");
    events.push(lines.join("\r\n"));
  }
  return `${head}${events.join("\r\n")}\r\nEND:VCALENDAR\r\n`;
}
