/**
 * Reading a 5,000-event published calendar (Outlook's shape: Windows zone names with their
 * VTIMEZONE, 10 % weekly series with an EXDATE) from a loopback HTTP server, as the calendar
 * service reads it: download, parse, expand over the booking horizon. Run alone by bench/booking.ts
 * so the process's peak memory is this read's. Prints one JSON line: the read's time; the process's
 * CPU time meanwhile (steadier on a shared machine, and above the time when V8's collector and
 * compiler threads work beside it); and three memory figures, in MB above where the read started:
 * - `rssMb`, the process's peak resident memory (what the machine gives it, V8's young generation
 *   grown for the read and the compiler's memory included): the figure held against the budget;
 * - `heapPeakMb`, the most the JavaScript heap held at once, garbage not yet collected included;
 * - `liveMb`, the most it held just after a collection: what the read really keeps.
 * The heap figures come from V8's own record of each collection (`v8.GCProfiler`).
 */
import { GCProfiler } from "node:v8";
import { parseCalendarAddress } from "#server/calendars/address.server.ts";
import { busyFromCalendars } from "#server/calendars/busy.server.ts";
import { createCalendarFetch } from "#server/calendars/calendar-fetch.server.ts";
import { downloadFeed } from "#server/calendars/ics-feed.server.ts";
import { calendarFixture } from "#tests/support/calendars.ts";
import { calendarText, startIcsServer } from "#tests/support/ics-server.ts";
import { outlookCalendar } from "./outlook-calendar";

const EVENTS = 5_000;
const NOW = Date.parse("2026-11-23T13:00:00.000Z");
const DAY = 86_400_000;

const server = await startIcsServer();
const text = outlookCalendar(EVENTS, NOW);
server.serve("/owa/calendar/bench/calendar.ics", calendarText(text));
// The server's own fetch, which the bench's loopback feed has to be named to.
const fetch = createCalendarFetch(["127.0.0.1"]);
// The server's fetch, ical.js and the zone tables are loaded long before this read (calendars are
// read every 5 minutes): load them here too, on a small Outlook feed.
server.serve("/warm.ics", calendarText(calendarFixture("outlook")));
const warm = await downloadFeed(parseCalendarAddress(`${server.origin}/warm.ics`), {
  maxBytes: 100_000,
  signal: AbortSignal.timeout(5000),
  fetch,
});
busyFromCalendars([warm], { from: NOW - DAY, to: NOW + 31 * DAY, timeZone: "America/Toronto" });
// The high-water mark after the read against the resident memory before it: never less than the
// read's own growth (more, if an earlier moment of the process was higher still).
const baseline = process.memoryUsage().rss / 1024;
const heapBaseline = process.memoryUsage().heapUsed;
const collections = new GCProfiler();
collections.start();
const started = performance.now();
const cpuBefore = process.cpuUsage();
const downloaded = await downloadFeed(parseCalendarAddress(`${server.origin}/owa/calendar/bench/calendar.ics`), {
  maxBytes: 20_000_000,
  signal: AbortSignal.timeout(20_000),
  fetch,
});
const read = busyFromCalendars([downloaded], { from: NOW - DAY, to: NOW + 31 * DAY, timeZone: "America/Toronto" });
const ms = performance.now() - started;
const { user, system } = process.cpuUsage(cpuBefore);
const cpuMs = (user + system) / 1000;
const heapEnd = process.memoryUsage().heapUsed;
const rssMb = (process.resourceUsage().maxRSS - baseline) / 1024;
const heapSizes = collections.stop().statistics.map(({ beforeGC, afterGC }) => ({
  before: beforeGC.heapStatistics.usedHeapSize,
  after: afterGC.heapStatistics.usedHeapSize,
}));
const overBaseline = (bytes: number) => Math.max(0, bytes - heapBaseline) / 1_048_576;
const heapPeakMb = overBaseline(Math.max(heapEnd, ...heapSizes.map(({ before }) => before)));
// Without a collection during the read, all it allocated counts as kept.
const liveMb = overBaseline(heapSizes.length ? Math.max(...heapSizes.map(({ after }) => after)) : heapEnd);
await server.close();
console.log(
  JSON.stringify({
    ms,
    cpuMs,
    rssMb,
    heapPeakMb,
    liveMb,
    bytes: text.length,
    events: read.events,
    busy: read.busy.length,
  }),
);
