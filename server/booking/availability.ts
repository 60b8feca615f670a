import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import type { BookingRules, WeeklyHours } from "./config";
import { isQuebecHoliday } from "./holidays";

/**
 * The free-time engine: pure, with no database and no clock of its own. Wall-clock times are turned
 * into instants by @date-fns/tz only; every instant it takes and returns is a UTC `Date`.
 */

export type Interval = { start: Date; end: Date };

export type StaffAvailability = {
  userId: number;
  /** Null until the member sets their own: the configuration's default hours apply. */
  hours: WeeklyHours | null;
  timeOff: Interval[];
  /** Their live meetings (booked or marked no-show), any order. */
  meetings: Interval[];
  /** Busy times read from the calendars they connected (decision 031); kept free of, like time off. */
  busy?: Interval[];
};

export type FreeTime = {
  start: Date;
  end: Date;
  /** The day it falls on in the company's time zone, "YYYY-MM-DD". */
  day: string;
  /** Who could take it, by user id. */
  staff: number[];
};

type EngineRules = Pick<
  BookingRules,
  "timeZone" | "meetingMinutes" | "bufferMinutes" | "noticeMinutes" | "horizonDays" | "defaultHours"
>;

const MINUTE = 60_000;

/**
 * The instant a wall-clock minute of a local day falls on, in the given zone. Asking the time-zone
 * database costs about 15 µs, and a month of free times asks a few thousand times for the same few
 * hundred instants: each is remembered (a bounded cache, emptied when full).
 */
const instants = new Map<string, number>();
function instant(day: TZDate, dayKey: string, minute: number, timeZone: string): number {
  const key = `${timeZone}|${dayKey}|${minute}`;
  let at = instants.get(key);
  if (at === undefined) {
    at = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, minute, timeZone).getTime();
    if (instants.size >= 50_000) instants.clear();
    instants.set(key, at);
  }
  return at;
}

/**
 * A member's busy intervals (meetings widened by the buffer, and time off), sorted by start, with
 * the latest end so far at each: whether [start, end) is free is then one binary search.
 */
function busyIndex(staff: StaffAvailability, rules: EngineRules) {
  const buffer = rules.bufferMinutes * MINUTE;
  const intervals = [
    ...staff.meetings.map((m) => [m.start.getTime() - buffer, m.end.getTime() + buffer] as const),
    ...[...staff.timeOff, ...(staff.busy ?? [])].map((off) => [off.start.getTime(), off.end.getTime()] as const),
  ].sort((a, b) => a[0] - b[0]);
  const starts = intervals.map(([start]) => start);
  const latestEnd: number[] = [];
  for (const [i, [, end]] of intervals.entries()) latestEnd.push(Math.max(end, latestEnd[i - 1] ?? end));
  return (start: number, end: number): boolean => {
    // The last interval starting before `end`; any overlap has its start there or before.
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((starts[mid] as number) < end) low = mid + 1;
      else high = mid;
    }
    return low > 0 && (latestEnd[low - 1] as number) > start;
  };
}

/** Every meeting start of every working day within the horizon, in order, with who could take it. */
export function freeTimes(now: Date, staff: StaffAvailability[], rules: EngineRules): FreeTime[] {
  const { timeZone, meetingMinutes } = rules;
  const busy = new Map(staff.map((member) => [member.userId, busyIndex(member, rules)]));
  const earliest = now.getTime() + rules.noticeMinutes * MINUTE;
  const today = new TZDate(now.getTime(), timeZone);
  const out: FreeTime[] = [];
  for (let offset = 0; offset <= rules.horizonDays; offset++) {
    const day = addDays(today, offset);
    const dayKey = format(day, "yyyy-MM-dd");
    if (isQuebecHoliday(dayKey)) continue;
    const weekday = day.getDay();
    const starts = new Map<number, number[]>();
    for (const member of staff) {
      for (const hours of member.hours ?? rules.defaultHours) {
        if (hours.weekday !== weekday) continue;
        for (let minute = hours.startMinute; minute + meetingMinutes <= hours.endMinute; minute += meetingMinutes) {
          const start = instant(day, dayKey, minute, timeZone);
          if (start < earliest) continue;
          if (busy.get(member.userId)?.(start, start + meetingMinutes * MINUTE)) continue;
          const who = starts.get(start) ?? [];
          if (!who.includes(member.userId)) who.push(member.userId);
          starts.set(start, who);
        }
      }
    }
    for (const [ms, who] of [...starts].sort(([a], [b]) => a - b))
      out.push({ start: new Date(ms), end: new Date(ms + meetingMinutes * MINUTE), day: dayKey, staff: who });
  }
  return out;
}

/**
 * Of the members free at a time, the one with the fewest upcoming meetings; the lowest id breaks a
 * tie, so the choice is the same on every instance.
 */
export function assignStaff(free: number[], upcoming: ReadonlyMap<number, number>): number | undefined {
  return [...free].sort((a, b) => (upcoming.get(a) ?? 0) - (upcoming.get(b) ?? 0) || a - b)[0];
}
