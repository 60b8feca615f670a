import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { findIana } from "windows-iana";
import { CalendarError } from "./calendar-error.server";

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

/** No recurrence is followed further than this many occurrences, however it is written. */
const MAX_OCCURRENCES = 20_000;

/**
 * Reads the busy times of one or more iCalendar texts (a published feed, or CalDAV objects) over
 * `window`, with ical.js: recurrences with their EXDATEs and moved instances, any zone an exporter
 * writes (IANA, Outlook's Windows names through CLDR's table, or the file's own VTIMEZONE), all-day
 * events as whole days in the company's zone. Free (TRANSP:TRANSPARENT) and cancelled events block
 * nothing; tentative ones block.
 */
export function busyFromCalendars(texts: string[], window: BusyWindow): BusyRead {
  const intervals: Interval[] = [];
  let events = 0;
  for (const text of texts) {
    const calendar = parseCalendar(text);
    const zones = new ZoneResolver(calendar, window.timeZone);
    const vevents = calendar.getAllSubcomponents("vevent");
    const masters = new Map<string, ICAL.Event>();
    const moved: ICAL.Component[] = [];
    for (const vevent of vevents) {
      if (vevent.hasProperty("recurrence-id")) moved.push(vevent);
      else {
        events += 1;
        masters.set(String(vevent.getFirstPropertyValue("uid") ?? `#${masters.size}`), new ICAL.Event(vevent));
      }
    }
    for (const vevent of moved) {
      const master = masters.get(String(vevent.getFirstPropertyValue("uid")));
      if (master) master.relateException(vevent);
      else {
        // A moved instance whose series is not in the file stands on its own.
        events += 1;
        masters.set(`#moved${masters.size}`, new ICAL.Event(vevent));
      }
    }
    for (const event of masters.values()) intervals.push(...occurrences(event, zones, window));
  }
  return { events, busy: merge(intervals) };
}

function parseCalendar(text: string): ICAL.Component {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    throw new CalendarError("malformed", error instanceof Error ? error.message : String(error));
  }
  // A file may hold several VCALENDARs; ical.js then returns a list.
  const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  const calendar = new ICAL.Component(first as unknown[]);
  if (calendar.name !== "vcalendar") throw new CalendarError("notCalendar");
  return calendar;
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

function* occurrences(event: ICAL.Event, zones: ZoneResolver, window: BusyWindow): Generator<Interval> {
  if (!event.isRecurring()) {
    if (blocksTime(event.component)) {
      const interval = intervalOf(event.component, event.startDate, event.endDate, zones);
      if (interval && interval.end > window.from && interval.start < window.to) yield interval;
    }
    return;
  }
  const iterator = event.iterator();
  for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; next = iterator.next(), count++) {
    const details = event.getOccurrenceDetails(next);
    const interval = intervalOf(details.item.component, details.startDate, details.endDate, zones);
    if (!interval) continue;
    // A moved instance may land before an earlier one's original time: look a day past the window.
    if (interval.start >= window.to + 86_400_000 && zones.instant(next, "dtstart", event.component) >= window.to) break;
    if (interval.end > window.from && interval.start < window.to && blocksTime(details.item.component)) yield interval;
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

  private wallClock(time: ICAL.Time, zone: string): number {
    return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, zone).getTime();
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

function isIanaZone(name: string): boolean {
  if (!name.includes("/") && name !== "UTC") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
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
