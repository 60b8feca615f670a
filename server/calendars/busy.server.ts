import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { findIana } from "windows-iana";
import { CalendarError } from "./calendar-error.server";
import { type ReadLimits, readLimits } from "./read-limits.server";

/** A busy stretch, in milliseconds since the epoch, end excluded. */
export type Interval = { start: number; end: number };

/** What a calendar's text says about its owner's time over a window. */
export type BusyRead = { events: number; busy: Interval[] };

export type BusyWindow = {
  from: number;
  to: number;
  /** Where all-day events and times without a zone are placed: the company's zone. */
  timeZone: string;
};

/** What a read may count before it is cut short (decision 060). */
export type ReadBudget = Pick<ReadLimits, "events" | "occurrences" | "stepsBeforeWindow">;

/**
 * What a read has counted so far, across all its texts: past the budget, the read stops with the
 * reason, since a calendar's busy times known only in part would offer times the member has taken.
 */
class Spending {
  private events = 0;
  private occurrences = 0;

  constructor(readonly budget: ReadBudget) {}

  event(): void {
    this.events += 1;
    if (this.events > this.budget.events) throw new CalendarError("tooManyEvents", String(this.budget.events));
  }

  occurrence(): void {
    this.occurrences += 1;
    if (this.occurrences > this.budget.occurrences)
      throw new CalendarError("tooManyOccurrences", String(this.budget.occurrences));
  }

  /** One series' occurrence passed over on its way to the window; `steps` counts the series' so far. */
  stepBeforeWindow(steps: number): void {
    if (steps > this.budget.stepsBeforeWindow)
      throw new CalendarError("tooManyOccurrences", String(this.budget.stepsBeforeWindow));
  }
}

/**
 * Reads the busy times of one or more iCalendar texts (a published feed, or CalDAV objects) over
 * `window`, with ical.js: recurrences with their EXDATEs and moved instances, any zone an exporter
 * writes (IANA, Outlook's Windows names through CLDR's table, or the file's own VTIMEZONE), all-day
 * events as whole days in the company's zone. Free (TRANSP:TRANSPARENT) and cancelled events block
 * nothing; tentative ones block. Synchronous and costly: the server runs it in a worker thread
 * (./busy-reader.server.ts), and a read past `budget` throws a CalendarError saying which count.
 */
export function busyFromCalendars(texts: string[], window: BusyWindow, budget: ReadBudget = readLimits): BusyRead {
  const intervals: Interval[] = [];
  const spending = new Spending(budget);
  let events = 0;
  for (const text of texts) {
    const { around, events: eventTexts } = cutAtEvents(text);
    const calendar = parseCalendar(around);
    const zones = new ZoneResolver(calendar, window.timeZone);
    // Grouped by UID first: left to itself, ical.js relates every moved instance in the file to
    // every series, scanning the whole file for each.
    const series = new Map<string, { master?: ICAL.Component; moved: ICAL.Component[] }>();
    const { near, passedOver } = eventsNear(calendar, eventTexts, window, spending);
    events += passedOver;
    for (const [i, vevent] of near.entries()) {
      const uid = String(vevent.getFirstPropertyValue("uid") ?? `#${i}`);
      const entry = series.get(uid) ?? { moved: [] };
      if (vevent.hasProperty("recurrence-id")) entry.moved.push(vevent);
      else entry.master = vevent;
      series.set(uid, entry);
    }
    for (const { master, moved } of series.values()) {
      events += master ? 1 : moved.length;
      if (master && !moved.length && !master.hasProperty("rrule") && !master.hasProperty("rdate")) {
        const interval = single(master, zones, window);
        if (interval) {
          spending.occurrence();
          intervals.push(interval);
        }
        continue;
      }
      if (master) {
        zones.untilOnWallClock(master);
        startNearWindow(master, moved, window);
      }
      // Moved instances whose series is not in the file stand on their own.
      const recurring = master
        ? [new ICAL.Event(master, { exceptions: moved, strictExceptions: true })]
        : moved.map((vevent) => new ICAL.Event(vevent, { exceptions: [] }));
      for (const event of recurring) intervals.push(...occurrences(event, zones, window, spending));
    }
  }
  return { events, busy: merge(intervals) };
}

/**
 * An event's first or last content line. A folded line goes on with a space or a tab (RFC 5545
 * §3.1), so a line reading BEGIN:VEVENT can only open an event, and END:VEVENT only close one.
 */
const EVENT_BOUNDARY = /^(BEGIN|END):VEVENT[ \t]*\r?$/gim;

/**
 * A calendar's text cut at its events' first and last lines: the calendar around them (its
 * properties and VTIMEZONEs) and each event's text, for ical.js to parse one at a time. Parsed
 * whole, the file's jCal tree held every event at once (about 20 MB for 5,000 events); one event's
 * tree now lives only until it is found far from the window. The cut reads no other line: every
 * property is parsed by ical.js, and an event the cut misses stays in the calendar, read from there.
 */
function cutAtEvents(text: string): { around: string; events: string[] } {
  const around: string[] = [];
  const events: string[] = [];
  let outside = 0;
  let opened = -1;
  for (const line of text.matchAll(EVENT_BOUNDARY)) {
    if (line[1]?.toUpperCase() === "BEGIN") {
      if (opened < 0) opened = line.index;
    } else if (opened >= 0) {
      const closed = line.index + line[0].length;
      around.push(text.slice(outside, opened));
      events.push(text.slice(opened, closed));
      outside = closed;
      opened = -1;
    }
  }
  around.push(text.slice(outside));
  return { around: around.join(""), events };
}

function parsed(text: string): unknown {
  try {
    return ICAL.parse(text);
  } catch {
    // Not the parser's words: they quote the line it choked on, which is the address's answer (decision 059).
    throw new CalendarError("malformed");
  }
}

function parseCalendar(text: string): ICAL.Component {
  const jCal = parsed(text);
  // A file may hold several VCALENDARs; ical.js then returns a list.
  const first = Array.isArray(jCal) && Array.isArray(jCal[0]) ? jCal[0] : jCal;
  const calendar = new ICAL.Component(first as unknown[]);
  if (calendar.name !== "vcalendar") throw new CalendarError("notCalendar");
  return calendar;
}

type JCalProperty = [name: string, parameters: Record<string, unknown>, type: string, ...values: unknown[]];
type JCalComponent = [name: string, properties: JCalProperty[], components: JCalComponent[]];

/**
 * The calendar's events that may touch the window, each read outside the calendar, and how many
 * were passed over.
 * - Outside the calendar, ical.js no longer binds a TZID to the file's VTIMEZONE, whose rules every
 *   comparison in a recurrence would otherwise walk from their first year (Outlook's start in 1601):
 *   a time keeps its wall clock, which ZoneResolver places.
 * - A one-off event whose DTSTART and DTEND lie far outside the window is passed over on its jCal
 *   values (RFC 7265, as ical.js parsed them) before any object is made for it: most events of a
 *   long calendar are past, and making objects for them took most of a read's memory.
 */
function eventsNear(calendar: ICAL.Component, eventTexts: string[], window: BusyWindow, spending: Spending) {
  const near: ICAL.Component[] = [];
  let passedOver = 0;
  const consider = (component: JCalComponent) => {
    if (component[0] !== "vevent") return;
    if (farOneOff(component[1], window)) passedOver += 1;
    else {
      // Counted as it is kept, so a feed of 100,000 events near the window stops at the budget.
      spending.event();
      near.push(new ICAL.Component(component));
    }
  };
  for (const component of (calendar.jCal as JCalComponent)[2]) consider(component);
  for (const text of eventTexts) consider(parsed(text) as JCalComponent);
  return { near, passedOver };
}

/** A jCal date or date-time ("2026-11-25", "2026-11-25T10:00:00", "…Z") on its wall clock, as if UTC. */
function jCalWallClock(property: JCalProperty | undefined): number {
  const value = property?.[3];
  if (typeof value !== "string") return Number.NaN;
  return Date.parse(`${value.slice(0, 19)}${value.length === 10 ? "T00:00:00" : ""}Z`);
}

function farOneOff(properties: JCalProperty[], window: BusyWindow): boolean {
  const named = (name: string) => properties.find(([each]) => each === name);
  if (["rrule", "rdate", "recurrence-id"].some((name) => named(name))) return false;
  const start = jCalWallClock(named("dtstart"));
  const end = jCalWallClock(named("dtend"));
  // Without a DTEND (a DURATION, or an instant) the event is read as usual.
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return start > window.to + SLACK || end < window.from - SLACK;
}

function blocksTime(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  if (status === "CANCELLED") return false;
  const transp = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  if (transp === "TRANSPARENT") return false;
  // Outlook says "free" here too, and sometimes only here.
  const outlook = String(component.getFirstPropertyValue("x-microsoft-cdo-busystatus") ?? "").toUpperCase();
  return outlook !== "FREE";
}

/**
 * An occurrence's wall-clock time read as if it were UTC lies within 14 hours of its instant: enough
 * to pass over the occurrences far from the window without placing each in its zone.
 */
const SLACK = 14 * 3_600_000 + 86_400_000;

/**
 * A one-off event, read straight from its properties: most events of a long calendar are, and most
 * lie outside the window, so they are passed over before any zone is looked up.
 */
function single(vevent: ICAL.Component, zones: ZoneResolver, window: BusyWindow): Interval | undefined {
  const start = vevent.getFirstPropertyValue("dtstart");
  if (!(start instanceof ICAL.Time)) return undefined;
  const dtend = vevent.getFirstPropertyValue("dtend");
  const duration = vevent.getFirstPropertyValue("duration");
  const end = dtend instanceof ICAL.Time ? dtend : start.clone();
  if (!(dtend instanceof ICAL.Time) && duration instanceof ICAL.Duration) end.addDuration(duration);
  if (start.toUnixTime() * 1000 > window.to + SLACK || end.toUnixTime() * 1000 < window.from - SLACK) return undefined;
  if (!blocksTime(vevent)) return undefined;
  const interval = intervalOf(vevent, start, end, zones);
  return interval && interval.end > window.from && interval.start < window.to ? interval : undefined;
}

const weekdayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

/** An ICAL.Time's wall clock read as if it were UTC: within 14 hours of its instant (see SLACK). */
const wallClockMs = (time: ICAL.Time) =>
  Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

/**
 * ical.js expands a series from its first occurrence, one costly step at a time: a weekly meeting
 * held since 2019 takes hundreds of steps before the window. A series with one occurrence per period
 * (DAILY, or WEEKLY on DTSTART's own weekday, no other BY rule) is started instead at its last
 * period that ends before the window: DTSTART (and DTEND) move forward by whole periods on their wall
 * clock and COUNT loses as many occurrences, which leaves every later occurrence where it was. It
 * never moves past an instance moved by RECURRENCE-ID.
 */
function startNearWindow(master: ICAL.Component, moved: ICAL.Component[], window: BusyWindow): void {
  const rrules = master.getAllProperties("rrule");
  const rule = rrules[0]?.getFirstValue();
  const dtstart = master.getFirstProperty("dtstart");
  const start = dtstart?.getFirstValue();
  if (rrules.length !== 1 || !(rule instanceof ICAL.Recur) || !(start instanceof ICAL.Time) || !dtstart) return;
  const byRules = Object.keys(rule.parts);
  const onePerPeriod =
    (rule.freq === "DAILY" && byRules.length === 0) ||
    (rule.freq === "WEEKLY" &&
      (byRules.length === 0 ||
        (byRules.length === 1 &&
          rule.parts.BYDAY?.length === 1 &&
          rule.parts.BYDAY[0] === weekdayCodes[start.dayOfWeek() - 1])));
  if (!onePerPeriod) return;
  const periodDays = (rule.freq === "WEEKLY" ? 7 : 1) * (rule.interval || 1);
  const periodMs = periodDays * 86_400_000;
  const firstMoved = Math.min(
    ...moved.map((instance) => {
      const original = instance.getFirstPropertyValue("recurrence-id");
      return original instanceof ICAL.Time ? wallClockMs(original) : Number.NEGATIVE_INFINITY;
    }),
  );
  const target = Math.min(window.from - SLACK, firstMoved);
  let periods = Math.floor((target - wallClockMs(start)) / periodMs);
  if (rule.count) periods = Math.min(periods, rule.count - 1);
  if (periods <= 0) return;
  for (const name of ["dtstart", "dtend"]) {
    const property = master.getFirstProperty(name);
    const time = property?.getFirstValue();
    if (!(time instanceof ICAL.Time)) continue;
    const later = time.clone();
    later.adjust(periods * periodDays, 0, 0, 0);
    property?.setValue(later);
  }
  if (rule.count) rule.count -= periods;
}

function* occurrences(
  event: ICAL.Event,
  zones: ZoneResolver,
  window: BusyWindow,
  spending: Spending,
): Generator<Interval> {
  const lengthMs = event.duration.toSeconds() * 1000;
  const farFrom = (wallClock: number) => wallClock + lengthMs < window.from - SLACK || wallClock > window.to + SLACK;
  // Moved instances, keyed by their original time: each is placed whatever its original time.
  const moved = event.exceptions as unknown as Record<string, ICAL.Event>;
  const lastMoved = Math.max(0, ...Object.values(moved).map((instance) => instance.recurrenceId.toUnixTime() * 1000));
  const iterator = event.iterator();
  let passedOver = 0;
  for (let next = iterator.next(); next; next = iterator.next()) {
    const wallClock = next.toUnixTime() * 1000;
    if (wallClock > window.to + SLACK && wallClock > lastMoved) break;
    if (farFrom(wallClock) && !(next.toString() in moved)) {
      passedOver += 1;
      spending.stepBeforeWindow(passedOver);
      continue;
    }
    spending.occurrence();
    const details = event.getOccurrenceDetails(next);
    const interval = intervalOf(details.item.component, details.startDate, details.endDate, zones);
    if (interval && interval.end > window.from && interval.start < window.to && blocksTime(details.item.component))
      yield interval;
  }
}

function intervalOf(component: ICAL.Component, start: ICAL.Time, end: ICAL.Time, zones: ZoneResolver) {
  if (!start) return undefined;
  const from = zones.instant(start, "dtstart", component);
  const until = end ? zones.instant(end, component.hasProperty("dtend") ? "dtend" : "dtstart", component) : from;
  // An all-day event without an end is one day long (RFC 5545 §3.6.1); a timed one without an end is an instant.
  if (start.isDate && until <= from) return { start: from, end: zones.instant(addDay(start), "dtstart", component) };
  return until > from ? { start: from, end: until } : undefined;
}

function addDay(time: ICAL.Time): ICAL.Time {
  const next = time.clone();
  next.adjust(1, 0, 0, 0);
  return next;
}

/**
 * Turns an iCalendar time into an instant. ical.js keeps a time in a zone it has not been told
 * about as a wall-clock time; the zone named by its TZID is found here, and @date-fns/tz places the
 * wall-clock time in it, so clock changes come out as the zone's rules say, in events and in
 * recurrences alike.
 */
class ZoneResolver {
  private readonly resolved = new Map<string, string | ICAL.Timezone>();
  private readonly vtimezones = new Map<string, ICAL.Component>();

  constructor(
    calendar: ICAL.Component,
    private readonly fallback: string,
  ) {
    for (const vtimezone of calendar.getAllSubcomponents("vtimezone"))
      this.vtimezones.set(String(vtimezone.getFirstPropertyValue("tzid")), vtimezone);
  }

  instant(time: ICAL.Time, property: "dtstart" | "dtend", component: ICAL.Component): number {
    if (time.isDate) return this.wallClock(time, this.fallback);
    if (time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate().getTime();
    const tzid = component.getFirstProperty(property)?.getParameter("tzid");
    const zone = typeof tzid === "string" ? this.zoneOf(tzid) : this.fallback;
    if (typeof zone === "string") return this.wallClock(time, zone);
    const zoned = time.clone();
    zoned.zone = zone;
    return zoned.toUnixTime() * 1000;
  }

  /**
   * A rule's UNTIL is written in UTC when its DTSTART has a zone (RFC 5545 §3.3.10), while the series
   * is expanded on DTSTART's wall clock: UNTIL is brought to that wall clock, so a zone east of UTC
   * keeps its last occurrence.
   */
  untilOnWallClock(master: ICAL.Component): void {
    const start = master.getFirstPropertyValue("dtstart");
    const tzid = master.getFirstProperty("dtstart")?.getParameter("tzid");
    if (!(start instanceof ICAL.Time) || start.isDate || typeof tzid !== "string") return;
    const zone = this.zoneOf(tzid);
    for (const rrule of master.getAllProperties("rrule")) {
      const rule = rrule.getFirstValue();
      if (!(rule instanceof ICAL.Recur) || !rule.until || rule.until.zone !== ICAL.Timezone.utcTimezone) continue;
      const until = rule.until;
      if (typeof zone === "string") {
        const wall = new TZDate(until.toJSDate().getTime(), zone);
        rule.until = ICAL.Time.fromData({
          year: wall.getFullYear(),
          month: wall.getMonth() + 1,
          day: wall.getDate(),
          hour: wall.getHours(),
          minute: wall.getMinutes(),
          second: wall.getSeconds(),
        });
      } else {
        const { year, month, day, hour, minute, second } = until.convertToZone(zone);
        rule.until = ICAL.Time.fromData({ year, month, day, hour, minute, second });
      }
    }
  }

  /**
   * The same wall-clock times come back again and again in a calendar (a series, a working day's
   * hours), and placing one in its zone is the costliest step of a read: each is placed once.
   */
  private readonly placed = new Map<string, number>();

  private wallClock(time: ICAL.Time, zone: string): number {
    const key = `${zone}|${wallClockMs(time)}`;
    let at = this.placed.get(key);
    if (at === undefined) {
      at = new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, zone).getTime();
      this.placed.set(key, at);
    }
    return at;
  }

  private zoneOf(tzid: string): string | ICAL.Timezone {
    let zone = this.resolved.get(tzid);
    if (zone === undefined) {
      zone = this.lookUp(tzid);
      this.resolved.set(tzid, zone);
    }
    return zone;
  }

  private lookUp(tzid: string): string | ICAL.Timezone {
    const name = tzid.replace(/^"|"$/g, "");
    // Some exporters prefix the IANA name: "/mozilla.org/20050126_1/America/New_York".
    const candidates = [name, name.split("/").slice(-2).join("/"), ...(findIana(name) ?? [])];
    const iana = candidates.find(isIanaZone);
    if (iana) return iana;
    const vtimezone = this.vtimezones.get(tzid) ?? this.vtimezones.get(name);
    if (vtimezone) return new ICAL.Timezone(vtimezone);
    return this.fallback;
  }
}

/** Whether the runtime knows a zone name; kept, since asking Intl costs milliseconds each time. */
const knownZones = new Map<string, boolean>();

function isIanaZone(name: string): boolean {
  if (!name.includes("/") && name !== "UTC") return false;
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(name, known);
  }
  return known;
}

/** Sorted, overlapping and touching intervals joined: what booking needs, in as few rows as possible. */
export function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}
